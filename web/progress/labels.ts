import type { MeasurementField } from "../../core/progress/measurements";
import * as m from "../../i18n/paraglide/messages.js";

export const valueLabels: Record<MeasurementField, () => string> = {
  weight: m.progress_weight,
  bodyFat: m.progress_body_fat,
  waist: m.progress_waist,
  neck: m.progress_neck,
  hips: m.progress_hips,
  chest: m.progress_chest,
  arm: m.progress_arm,
  thigh: m.progress_thigh,
};
