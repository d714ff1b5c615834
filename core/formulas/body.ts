// Body-composition and energy formulas for the profile and the calculators. Metric
// units throughout: kg, cm, years. Each function names its published source. Measurements that cannot be real (zero, negative, not a
// number) give NaN rather than a plausible-looking figure; the forms validate before calling.
import type { ActivityLevel } from "../plans";
import type { Sex } from "./sex";

/** True when every value is a finite number above zero. */
function allPositive(...values: number[]): boolean {
  return values.every((v) => Number.isFinite(v) && v > 0);
}

/** Body mass index, kg/m² (Quetelet; WHO/CDC definition weight ÷ height²). */
export function bmi(weightKg: number, heightCm: number): number {
  if (!allPositive(weightKg, heightCm)) return Number.NaN;
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
export function bmrMifflin(sex: Sex, weightKg: number, heightCm: number, age: number): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === "male" ? 5 : -161);
}

/** Harris-Benedict as revised by Roza and Shizgal (1984). */
export function bmrHarrisBenedict(sex: Sex, weightKg: number, heightCm: number, age: number): number {
  return sex === "male"
    ? 88.362 + 13.397 * weightKg + 4.799 * heightCm - 5.677 * age
    : 447.593 + 9.247 * weightKg + 3.098 * heightCm - 4.33 * age;
}

/** Katch-McArdle (McArdle, Katch and Katch, Exercise Physiology): 370 + 21.6 × lean body mass in kg. */
export function bmrKatchMcArdle(weightKg: number, bodyFatPercent: number): number {
  if (!allPositive(weightKg) || !Number.isFinite(bodyFatPercent) || bodyFatPercent < 0 || bodyFatPercent >= 100) return Number.NaN;
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

/**
 * The circumference the Navy equations take the logarithm of: waist − neck for men, waist + hip
 * − neck for women. Null when a measurement is missing or impossible (waist not above the neck).
 */
function navyGirth(sex: Sex, height: number, waist: number, neck: number, hip: number | undefined): number | null {
  if (!allPositive(height, waist, neck)) return null;
  if (sex === "male") return waist > neck ? waist - neck : null;
  if (hip === undefined || !allPositive(hip)) return null;
  const girth = waist + hip - neck;
  return waist > neck && girth > 0 ? girth : null;
}

/** An estimate outside 0-100 % cannot be a real body: the inputs do not fit the equation. */
function plausiblePercent(value: number): number {
  return value > 0 && value < 100 ? value : Number.NaN;
}

/**
 * U.S. Navy circumference method (Hodgdon and Beckett 1984), metric form: body density from the
 * log-girths, then Siri's 495 / density − 450. Hips are needed for women.
 */
export function bodyFatNavy(sex: Sex, heightCm: number, waistCm: number, neckCm: number, hipCm?: number): number {
  const girth = navyGirth(sex, heightCm, waistCm, neckCm, hipCm);
  if (girth === null) return Number.NaN;
  const density =
    sex === "male"
      ? 1.0324 - 0.19077 * Math.log10(girth) + 0.15456 * Math.log10(heightCm)
      : 1.29579 - 0.35004 * Math.log10(girth) + 0.221 * Math.log10(heightCm);
  return plausiblePercent(495 / density - 450);
}

/**
 * Deurenberg et al. (1991): body fat % from BMI, age and sex. NaN when the result is outside
 * 0-100 % (a BMI or age far from the adults the equation was fitted on).
 */
export function bodyFatFromBmi(sex: Sex, bmiValue: number, age: number): number {
  return plausiblePercent(1.2 * bmiValue + 0.23 * age - 10.8 * (sex === "male" ? 1 : 0) - 5.4);
}
