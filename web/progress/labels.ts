import type { ChartField } from "../../core/progress/composition";
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

/** What the chart's chips name: each measurement, and the masses a weighed body fat reading gives. */
export const chartLabels: Record<ChartField, () => string> = {
  ...valueLabels,
  leanMass: m.progress_lean_mass,
  fatMass: m.progress_fat_mass,
};
