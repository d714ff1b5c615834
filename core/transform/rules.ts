// The Time machine's choices and limits, shared by the upload form and the API.
import { cutAllowed, type DeficitBlock, type HealthContext } from "../safety/health-context";

export const transformTypes = ["cut", "bulk"] as const;
export type TransformType = (typeof transformTypes)[number];

/**
 * Why the member may not see this choice: a cut (a leaner body) is not shown to members under 18,
 * to underweight adults, or in pregnancy or breastfeeding. Null when the choice is allowed.
 */
export function choiceRefusal(type: TransformType, health: HealthContext): DeficitBlock | null {
  return type === "cut" && !cutAllowed(health) ? health.deficitBlock : null;
}

export const transformMonths = [1, 3, 6, 12] as const;
export type TransformMonths = (typeof transformMonths)[number];

/** Largest photo accepted, in bytes (5 MiB); one byte more is refused. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The short side of a photo must be at least this many pixels. */
export const MIN_SHORT_SIDE = 256;
/** No side may be longer than this. */
export const MAX_SIDE = 8000;
/**
 * Most pixels a photo may have: 6 MP (3000 × 2000). Decoding holds about 10 bytes a pixel in the
 * isolate (the codec's memory, the RGBA copy it hands back, the upload), and a worker has 128 MB
 * in all. The screen shrinks larger photos before sending.
 */
export const MAX_PIXELS = 6_000_000;
/** Stored photos are scaled so their long side is at most this. */
export const STORED_LONG_SIDE = 1536;

/** The formats the Time machine takes, as a file input's `accept`. */
export const acceptedImageTypes = "image/jpeg,image/png";
