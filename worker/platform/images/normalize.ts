// A member's upload made safe to keep: once checked by its bytes, decoded for real, turned upright,
// shrunk to the stored size and encoded again as a JPEG. Nothing of the original file survives
// the re-encoding: EXIF (GPS position, camera, time), comments and any bytes after the image.
import type { PhotoHeader, PhotoRefusal } from "../../../core/transform/inspect";
import { STORED_LONG_SIDE } from "../../../core/transform/rules";
import { decodePhoto, encodeJpeg, resetCodecs, type Pixels } from "./codec";
import { orientAndShrink } from "./resample";

export type NormalizedPhoto = { ok: true; jpeg: Uint8Array; width: number; height: number } | { ok: false; code: PhotoRefusal };

/** Bytes that `inspectPhoto` passed as `photo` (the caller checks them first: see decode-budget.ts). */
export async function normalizePhoto(bytes: Uint8Array, photo: PhotoHeader): Promise<NormalizedPhoto> {
  const upright = await decodeUpright(bytes, photo);
  if (!upright) return { ok: false, code: "transform_image_corrupt" };
  const jpeg = await encodeJpeg(upright, 88);
  return { ok: true, jpeg, width: upright.width, height: upright.height };
}

/**
 * The decoded photo, upright and shrunk; null when it does not decode to its header's size. The
 * full-size pixels live only inside this call, so they can be collected before the encoding.
 */
async function decodeUpright(bytes: Uint8Array, photo: PhotoHeader): Promise<Pixels | null> {
  let decoded: Pixels;
  try {
    decoded = await decodePhoto(bytes, photo.format);
  } catch {
    // A codec that failed on a broken file may be left unusable: start it afresh next time.
    resetCodecs();
    return null;
  }
  if (decoded.width !== photo.width || decoded.height !== photo.height) return null;
  return orientAndShrink(decoded, photo.orientation, STORED_LONG_SIDE);
}
