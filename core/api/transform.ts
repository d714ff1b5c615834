// /api/transform: the Time machine's previews (photos go up as the raw request body).
import type { PhotoRefusal } from "../transform/inspect";
import type { Projection } from "../transform/projection";
import type { TransformType } from "../transform/rules";

export type TransformErrorCode =
  | PhotoRefusal
  | "transform_busy"
  | "transform_limit_reached"
  | "transform_photo_missing"
  /** Too many photos this hour that were decoded without being charged (most failed to decode). */
  | "transform_decode_limited"
  /** A cut for a member who may not diet (under 18, underweight, pregnant or breastfeeding). */
  | "transform_cut_not_allowed";

export type PreviewStatus = "processing" | "done" | "failed";
/** Which image port made the picture: the Workers AI model, or the worker's own transform. */
export type PreviewEngine = "workers-ai" | "embedded";

export interface PreviewJson {
  id: string;
  type: TransformType;
  months: number;
  status: PreviewStatus;
  engine: PreviewEngine;
  /** Photo size after orientation and scaling (px). */
  width: number;
  height: number;
  /** ms since the epoch. */
  createdAt: number;
  finishedAt: number | null;
  /** Same-origin URLs served only to the owner. */
  originalUrl: string;
  resultUrl: string | null;
  /** From the weight and height on the profile when the preview was made; null without them. */
  projection: Projection | null;
}

export interface TransformAllowanceJson {
  left: number;
  total: number;
  /** When the allowance comes back (ms since the epoch, first day of next month UTC). */
  resetsAt: number;
}

/** GET /api/transform/previews: the member's previews (newest first), the allowance and the wait. */
export interface TransformStateJson {
  previews: PreviewJson[];
  allowance: TransformAllowanceJson;
  /** Expected time to make one preview (ms): the median of recent ones, or the engine's default. */
  estimateMs: number;
  engine: PreviewEngine;
}

/** POST /api/transform/previews and …/:id/regenerate: the new preview (202) and the allowance after it. */
export interface PreviewStartedJson {
  preview: PreviewJson;
  allowance: TransformAllowanceJson;
  estimateMs: number;
}
