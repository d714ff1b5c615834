import * as m from "../paraglide/messages.js";
import type { TransformErrorCode } from "../../core/api/transform";
import { catalogue } from "./catalogue";

export const transformErrors = catalogue<TransformErrorCode>({
  transform_not_image: m.transform_not_image,
  transform_unsupported_format: m.transform_unsupported_format,
  transform_file_too_large: m.transform_file_too_large,
  transform_image_too_small: m.transform_image_too_small,
  transform_image_too_big: m.transform_image_too_big,
  transform_image_corrupt: m.transform_image_corrupt,
  transform_busy: m.transform_busy,
  // Thrown with the date the previews come back; this text is the fallback.
  transform_limit_reached: m.transform_limit_reached,
  transform_photo_missing: m.transform_photo_missing,
});
