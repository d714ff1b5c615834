// The production image port: a Workers AI image-editing model (configured by TRANSFORM_MODEL, a
// FLUX.2 model: klein 9B by default). The stored photo is shrunk to the model's input limit
// (under 512 px), sent with the prompt as multipart form data, and the answer (a base64 image)
// is checked to be a JPEG or PNG before it is kept.
import { decodeBase64 } from "@oslojs/encoding";
import type { Orientation } from "../../../core/transform/inspect";
import { decodePhoto, encodeJpeg } from "./codec";
import type { ImagePreviewModel, PreviewImage, PreviewRequest } from "./port";
import { buildPrompt } from "./prompt";
import { orientAndShrink } from "./resample";

/** FLUX.2 on Workers AI takes input images under 512 × 512. */
export const MODEL_INPUT_SIDE = 508;
/** Long side of the picture asked for; sides are multiples of 16 between 256 and 1,920. */
export const MODEL_OUTPUT_SIDE = 1024;
/** The call must end well within the 30 s a worker may keep working after its answer. */
export const MODEL_TIMEOUT_MS = 25_000;

const upright: Orientation = 1;

/** The output size for a photo: the same shape, long side MODEL_OUTPUT_SIDE, multiples of 16. */
export function modelOutputSize(width: number, height: number) {
  const scale = MODEL_OUTPUT_SIDE / Math.max(width, height);
  const side = (v: number) => Math.min(1920, Math.max(256, Math.round((v * scale) / 16) * 16));
  return { width: side(width), height: side(height) };
}

/** Decides a returned image's type by its bytes; anything else is a failed generation. */
function imageOf(bytes: Uint8Array): PreviewImage {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return { bytes, contentType: "image/jpeg" };
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return { bytes, contentType: "image/png" };
  throw new Error("The model answered without a JPEG or PNG image");
}

/** The part of the AI binding this port uses. */
export interface ImageModelBinding {
  run(model: string, inputs: { multipart: { body: FormData; contentType: string } }, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export function workersAiPreviewModel(binding: ImageModelBinding, model: string): ImagePreviewModel {
  return {
    engine: "workers-ai",
    defaultEstimateMs: 12_000,
    async generate(request: PreviewRequest) {
      const pixels = await decodePhoto(request.photo, "jpeg");
      const input = await encodeJpeg(orientAndShrink(pixels, upright, MODEL_INPUT_SIDE), 90);
      const out = modelOutputSize(pixels.width, pixels.height);
      const form = new FormData();
      form.append("prompt", buildPrompt(request));
      form.append("input_image_0", new Blob([input], { type: "image/jpeg" }), "photo.jpg");
      form.append("width", String(out.width));
      form.append("height", String(out.height));
      // A Regenerate asks for another variation of the same photo and choices.
      form.append("seed", String(1 + request.variation));
      const answer = (await binding.run(
        model,
        { multipart: { body: form, contentType: "multipart/form-data" } },
        { signal: AbortSignal.timeout(MODEL_TIMEOUT_MS) },
      )) as { image?: unknown } | null;
      if (typeof answer?.image !== "string" || !answer.image) throw new Error("The model answered without an image");
      return imageOf(decodeBase64(answer.image));
    },
  };
}

