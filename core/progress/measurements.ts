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

/**
 * Body fat in % of body weight (a scale's or a caliper's reading): from below essential fat in
 * the leanest athletes to the highest readings of severe obesity.
 */
export const bodyFatLimits = { min: 2, max: 75 } as const;

export type Circumference = keyof typeof circumferenceLimits;
export const circumferences = Object.keys(circumferenceLimits) as Circumference[];
export const measurementFields = ["weight", "bodyFat", ...circumferences] as const;
export type MeasurementField = (typeof measurementFields)[number];
