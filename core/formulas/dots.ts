// DOTS score (Dynamic Objective Team Scoring, 2019): compares lifters of different bodyweight.
// score = total × 500 / (a + b·bw + c·bw² + d·bw³ + e·bw⁴), with bodyweight clamped to the
// range the formula was fitted on.
import type { Sex } from "./sex";

const coefficients: Record<Sex, { a: number; b: number; c: number; d: number; e: number; min: number; max: number }> = {
  male: { a: -307.75076, b: 24.0900756, c: -0.1918759221, d: 0.0007391293, e: -0.000001093, min: 40, max: 210 },
  female: { a: -57.96288, b: 13.6175032, c: -0.1126655495, d: 0.0005158568, e: -0.0000010706, min: 40, max: 150 },
};

/** The multiplier for a bodyweight in kg. */
export function dotsCoefficient(sex: Sex, bodyweight: number): number {
  const { a, b, c, d, e, min, max } = coefficients[sex];
  const bw = Math.min(max, Math.max(min, bodyweight));
  return 500 / (a + b * bw + c * bw ** 2 + d * bw ** 3 + e * bw ** 4);
}

/** DOTS points for a total (or a single lift) in kg. */
export function dots(sex: Sex, bodyweight: number, liftedKg: number): number {
  return liftedKg * dotsCoefficient(sex, bodyweight);
}
