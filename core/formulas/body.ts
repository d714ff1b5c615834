// Body-composition and energy formulas for the profile and the calculators (issue 4). Metric
// units throughout: kg, cm, years. Each function names its published source.
import type { ActivityLevel } from "../plans";

export type BodySex = "male" | "female";

/** Body mass index, kg/m². */
export function bmi(weightKg: number, heightCm: number): number {
  const m = heightCm / 100;
  return weightKg / (m * m);
}

/** WHO adult categories. */
export type BmiCategory = "underweight" | "normal" | "overweight" | "obese";
export function bmiCategory(value: number): BmiCategory {
  if (value < 18.5) return "underweight";
  if (value < 25) return "normal";
  if (value < 30) return "overweight";
  return "obese";
}

/** The healthy BMI range 18.5-24.9 as weights for a height. */
export function idealWeightRange(heightCm: number): [number, number] {
  const m = heightCm / 100;
  return [18.5 * m * m, 24.9 * m * m];
}

/** Mifflin-St Jeor (1990): 10w + 6.25h - 5a + 5 (men) or - 161 (women). */
export function bmrMifflin(sex: BodySex, weightKg: number, heightCm: number, age: number): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === "male" ? 5 : -161);
}

/** Harris-Benedict as revised by Roza and Shizgal (1984). */
export function bmrHarrisBenedict(sex: BodySex, weightKg: number, heightCm: number, age: number): number {
  return sex === "male"
    ? 88.362 + 13.397 * weightKg + 4.799 * heightCm - 5.677 * age
    : 447.593 + 9.247 * weightKg + 3.098 * heightCm - 4.33 * age;
}

/** Katch-McArdle: 370 + 21.6 × lean body mass (needs the body-fat share). */
export function bmrKatchMcArdle(weightKg: number, bodyFatPercent: number): number {
  return 370 + 21.6 * weightKg * (1 - bodyFatPercent / 100);
}

/** The usual activity multipliers from BMR to total daily energy expenditure. */
export const activityMultipliers: Record<ActivityLevel, number> = {
  SEDENTARY: 1.2,
  LIGHT: 1.375,
  MODERATE: 1.55,
  ACTIVE: 1.725,
  VERY_ACTIVE: 1.9,
};

export function tdee(bmr: number, activity: ActivityLevel): number {
  return bmr * activityMultipliers[activity];
}

/** U.S. Navy circumference method (Hodgdon and Beckett 1984), metric form; hips for women. */
export function bodyFatNavy(sex: BodySex, heightCm: number, waistCm: number, neckCm: number, hipCm?: number): number {
  if (sex === "male") return 495 / (1.0324 - 0.19077 * Math.log10(waistCm - neckCm) + 0.15456 * Math.log10(heightCm)) - 450;
  if (hipCm === undefined) return Number.NaN;
  return 495 / (1.29579 - 0.35004 * Math.log10(waistCm + hipCm - neckCm) + 0.221 * Math.log10(heightCm)) - 450;
}

/** Deurenberg et al. (1991): body fat % from BMI, age and sex. */
export function bodyFatFromBmi(sex: BodySex, bmiValue: number, age: number): number {
  return 1.2 * bmiValue + 0.23 * age - 10.8 * (sex === "male" ? 1 : 0) - 5.4;
}
