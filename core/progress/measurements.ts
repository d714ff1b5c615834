// What a progress entry measures, apart from the rules that check it (core/validation/progress):
// pages that only list or label the measurements do not evaluate the validation schemas.

/** Sensible human circumferences in cm; weight uses the profile's metricLimits.weight. */
export const circumferenceLimits = {
  waist: { min: 40, max: 250 },
  neck: { min: 20, max: 80 },
  hips: { min: 50, max: 250 },
  chest: { min: 50, max: 250 },
  arm: { min: 15, max: 80 },
  thigh: { min: 25, max: 120 },
} as const;

export type Circumference = keyof typeof circumferenceLimits;
export const circumferences = Object.keys(circumferenceLimits) as Circumference[];
export const measurementFields = ["weight", ...circumferences] as const;
export type MeasurementField = (typeof measurementFields)[number];
