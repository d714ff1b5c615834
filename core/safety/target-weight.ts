// A target weight the member's health context rules out: for an adult, one whose BMI would be
// underweight. A deficit is never laid out toward it (the weeks-to-target calculator) and the
// profile does not take it as the goal weight (POST /api/profiles/update).
import { bmi, idealWeightRange } from "../formulas/body";
import { underweightBmi } from "./health-context";
import { ageLimits } from "./limits";

export interface UnderweightTarget {
  /** The target's BMI, rounded down to one decimal (so 18.49 never reads as 18.5). */
  bmi: number;
  /** The lowest weight at BMI 18.5 or more for the height, in kg, rounded up to one decimal. */
  healthyFromKg: number;
}

/**
 * The target's BMI and the healthy weight's lower end when an adult's target lies under BMI 18.5
 * for the height, else null. Under 18 BMI needs growth charts, so, as in the health context, never
 * for a minor; without the age or the height nothing is known.
 */
export function underweightTarget(targetKg: number, heightCm: number | null, age: number | null): UnderweightTarget | null {
  if (age == null || age < ageLimits.adult || heightCm == null) return null;
  const value = bmi(targetKg, heightCm);
  if (!(value < underweightBmi)) return null;
  return {
    bmi: Math.floor(value * 10) / 10,
    healthyFromKg: Math.ceil(idealWeightRange(heightCm)[0] * 10) / 10,
  };
}
