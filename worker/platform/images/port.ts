// The image-preview port: turns a member's stored photo into a picture of the chosen direction.
// In production a Workers AI image-editing model; everywhere else (local runs, tests) the
// worker's own deterministic transform. Chosen once from configuration (select.ts).
import type { PreviewEngine } from "../../../core/api/transform";
import type { Sex } from "../../../core/formulas/sex";
import type { TransformType } from "../../../core/transform/rules";

export interface PreviewSubject {
  sex: Sex | null;
  age: number | null;
  heightCm: number | null;
  weightKg: number | null;
  /** Expected weight at the end of the period (kg, the middle of the projected range), when known. */
  endWeightKg: number | null;
}

export interface PreviewRequest {
  /** The stored photo: an upright JPEG without metadata, long side at most 1,536 px. */
  photo: Uint8Array;
  type: TransformType;
  months: number;
  /** 0 for the first picture of a photo, then 1, 2, … for each Regenerate. */
  variation: number;
  subject: PreviewSubject;
}

export interface PreviewImage {
  bytes: Uint8Array;
  contentType: "image/jpeg" | "image/png";
}

export interface ImagePreviewModel {
  engine: PreviewEngine;
  /** Expected time for one preview before any has been measured (ms). */
  defaultEstimateMs: number;
  generate(request: PreviewRequest): Promise<PreviewImage>;
}
