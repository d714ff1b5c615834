// The upload form's checks, the same rules as the API's (core/transform/inspect.ts) and the same
// messages, plus a real decode by the browser. A photo with a long side over 2,048 px (within the
// 8,000 px rule) is shrunk here, upright, as a JPEG: the server keeps 1,536 px anyway, the upload
// is smaller, and the server's pixel limit (its memory) is never in the member's way.
import { inspectPhoto, type PhotoRefusal } from "../../../core/transform/inspect";
import { MAX_PHOTO_BYTES, MAX_SIDE } from "../../../core/transform/rules";
import { errorMessages } from "../../../i18n/errors/index";
import { getLocale } from "../../../i18n/paraglide/runtime.js";

export type CheckedPhoto = { ok: true; photo: Blob; width: number; height: number } | { ok: false; message: string };

/** Long side of what the browser sends at most. */
export const SEND_LONG_SIDE = 2048;

const refusal = (code: PhotoRefusal): CheckedPhoto => ({ ok: false, message: errorMessages[code]({}, { locale: getLocale() }) });

/** The photo drawn smaller on a canvas (the browser applies the EXIF orientation) as a JPEG. */
async function shrink(bitmap: ImageBitmap): Promise<{ photo: Blob; width: number; height: number } | null> {
  const scale = SEND_LONG_SIDE / Math.max(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const photo = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.92));
  return photo && { photo, width: canvas.width, height: canvas.height };
}

export async function checkPhoto(file: Blob): Promise<CheckedPhoto> {
  if (file.size > MAX_PHOTO_BYTES) return refusal("transform_file_too_large");
  const inspection = inspectPhoto(new Uint8Array(await file.arrayBuffer()));
  // Too many pixels is not a refusal here: the photo is shrunk below.
  const overPixels = !inspection.ok && inspection.code === "transform_image_too_big" && !!inspection.photo && Math.max(inspection.photo.width, inspection.photo.height) <= MAX_SIDE;
  if (!inspection.ok && !overPixels) return refusal(inspection.code);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return refusal("transform_image_corrupt");
  }
  try {
    if (!overPixels && Math.max(bitmap.width, bitmap.height) <= SEND_LONG_SIDE) return { ok: true, photo: file, width: bitmap.width, height: bitmap.height };
    const smaller = await shrink(bitmap);
    return smaller ? { ok: true, ...smaller } : refusal("transform_image_corrupt");
  } finally {
    bitmap.close();
  }
}
