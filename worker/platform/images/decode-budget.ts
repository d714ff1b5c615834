// Decoding a photo is the costliest work a member can ask of the worker, and a photo that fails
// to decode costs it as much as one that works. So every decode is counted per member before it
// starts, in one fixed window shared by the Time machine and support screenshots, and handed back
// once the photo was paid for (a preview spent, a support request stored). What stays counted are
// decodes that ended without anything charged, mostly files that do not decode: uploads sent
// together never decode more than the window allows.
import { inspectPhoto, type PhotoHeader, type PhotoRefusal } from "../../../core/transform/inspect";
import type { Db } from "../../db/client";
import { ApiError } from "../errors";
import { limitReached } from "../limit-reached";
import { giveBack, take, type Limit, type LimitState } from "../rate-limit";
import { normalizePhoto } from "./normalize";

/** Decodes a member may have end without a charge in an hour. */
export const UNCHARGED_DECODES_PER_WINDOW = 5;
export const DECODE_WINDOW_MS = 60 * 60 * 1000;

const limitOf = (userId: string): Limit => ({ key: `image-decode:${userId}`, max: UNCHARGED_DECODES_PER_WINDOW, windowMs: DECODE_WINDOW_MS });

const refusal = (code: PhotoRefusal) => new ApiError(code === "transform_file_too_large" ? 413 : 400, code);

/** The photo's header, or the refusal of every rule that needs no decoding. */
export function inspectedPhoto(bytes: Uint8Array): PhotoHeader {
  const inspection = inspectPhoto(bytes);
  if (!inspection.ok) throw refusal(inspection.code);
  return inspection.photo;
}

export interface DecodedPhoto {
  jpeg: Uint8Array;
  width: number;
  height: number;
  /** Hands the counted decode back: call it once the photo has been charged for. */
  charged(): Promise<void>;
}

/** Counts the decode (429 with Retry-After when the window is full), then decodes and re-encodes. */
export async function decodeCounted(db: Db, userId: string, bytes: Uint8Array, photo: PhotoHeader, now: number): Promise<DecodedPhoto> {
  const limit = limitOf(userId);
  const taken = await take(db, limit, now);
  if (!taken.taken) throw limitReached("transform_decode_limited", taken.resetAt, now);
  const normalized = await normalizePhoto(bytes, photo);
  if (!normalized.ok) throw refusal(normalized.code);
  const { jpeg, width, height } = normalized;
  return { jpeg, width, height, charged: () => handBack(db, limit, taken) };
}

/**
 * The photo is paid for and its request has succeeded: a failure to hand the decode back leaves it
 * counted (until the window ends) and is logged, never turned into an error for that request.
 */
async function handBack(db: Db, limit: Limit, taken: LimitState): Promise<void> {
  try {
    await giveBack(db, limit, taken);
  } catch (err) {
    console.error(JSON.stringify({ level: "error", at: "image_decode.give_back", error: err instanceof Error ? err.name : "Error" }));
  }
}
