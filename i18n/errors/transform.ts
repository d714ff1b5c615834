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
  transform_image_too_complex: m.defect_photo_too_complex,
  transform_busy: m.transform_busy,
  // Thrown with the date the previews come back; this text is the fallback.
  transform_limit_reached: m.transform_limit_reached,
  transform_photo_missing: m.transform_photo_missing,
  transform_decode_limited: m.defect_decode_limited,
  // Thrown with the member's own reason; this text is the fallback.
  transform_cut_not_allowed: m.hc_transform_cut_refused,
});
