// The embedded image port: the worker's own deterministic transform of the photo (warp.ts). No
// network, no model: what local runs and tests use, labelled as made without the AI model.
import { decodePhoto, encodeJpeg } from "./codec";
import type { ImagePreviewModel } from "./port";
import { transformBody } from "./warp";

export function embeddedPreviewModel(): ImagePreviewModel {
  return {
    engine: "embedded",
    defaultEstimateMs: 2000,
    async generate({ photo, type, months, variation }) {
      const pixels = await decodePhoto(photo, "jpeg");
      const result = transformBody(pixels, { type, months, variation });
      return { bytes: await encodeJpeg(result, 88), contentType: "image/jpeg" };
    },
  };
}
