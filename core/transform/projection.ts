// What the numbers say beside the picture: the expected weight change over the chosen months.
// A cut loses about 0.5–1 % of body weight a week and a bulk gains about 0.25–0.5 %, compounded
// week by week, shown as a range. A cut never goes below the weight of BMI 18.5 for the height.
// A bulk that starts at BMI 25 or more is flagged: at that weight much of the gain is fat.
import { bmi } from "../formulas/body";
import type { TransformType } from "./rules";

/** Weekly change as a share of body weight: [slow, fast]. */
export const weeklyRates: Record<TransformType, readonly [number, number]> = {
  cut: [0.005, 0.01],
  bulk: [0.0025, 0.005],
};

/** The lowest BMI a cut may reach (the WHO's lower bound of a healthy weight). */
export const SAFE_FLOOR_BMI = 18.5;

/** From this BMI up (the WHO's overweight) a bulk's projection carries a note on the risk of gaining fat. */
export const HIGH_BMI = 25;

export const WEEKS_PER_MONTH = 52 / 12;

export interface Projection {
  type: TransformType;
  months: number;
  weeks: number;
  startKg: number;
  /** Expected weight at the end, slow and fast pace (kg, one decimal). */
  endKg: readonly [number, number];
  /** Change over the period, always ≥ 0, slow and fast pace (kg, one decimal). */
  changeKg: readonly [number, number];
  /** The safe floor for the height (kg, one decimal). */
  floorKg: number;
  /** True when the floor stopped the cut (at either pace). */
  limitedByFloor: boolean;
  /** BMI at the start and at the end, slow and fast pace (one decimal). */
  startBmi: number;
  endBmi: readonly [number, number];
  /** A bulk from BMI 25 or more: the screen says that adding fat at that weight carries health risk. */
  highBmiGain: boolean;
}

const round1 = (kg: number) => Math.round(kg * 10) / 10;

/** The weight of a BMI for a height. */
export const weightAtBmi = (bmi: number, heightCm: number) => bmi * (heightCm / 100) ** 2;

/**
 * The projection for a member's weight and height; null when either is missing or not a
 * plausible measurement, or the months are not positive.
 */
export function projectWeight(input: { type: TransformType; months: number; weightKg: number | null; heightCm: number | null }): Projection | null {
  const { type, months, weightKg, heightCm } = input;
  if (weightKg == null || heightCm == null) return null;
  if (!(weightKg > 0 && weightKg < 700 && heightCm > 50 && heightCm < 300 && months > 0)) return null;
  const weeks = months * WEEKS_PER_MONTH;
  const floorKg = weightAtBmi(SAFE_FLOOR_BMI, heightCm);
  const sign = type === "cut" ? -1 : 1;
  const raw = weeklyRates[type].map((rate) => weightKg * (1 + sign * rate) ** weeks);
  // Already at or under the floor, a cut keeps the weight; otherwise it stops at the floor.
  const ends = type === "cut" ? raw.map((kg) => Math.min(weightKg, Math.max(kg, floorKg))) : raw;
  const limitedByFloor = type === "cut" && raw.some((kg) => kg < floorKg);
  const endKg = [round1(ends[0]!), round1(ends[1]!)] as const;
  // One decimal, as the screen shows it: a BMI shown as 25.0 gets the note.
  const startBmi = round1(bmi(weightKg, heightCm));
  return {
    type,
    months,
    weeks: Math.round(weeks),
    startKg: round1(weightKg),
    endKg,
    changeKg: [round1(Math.abs(weightKg - ends[0]!)), round1(Math.abs(weightKg - ends[1]!))] as const,
    floorKg: round1(floorKg),
    limitedByFloor,
    startBmi,
    endBmi: [round1(bmi(ends[0]!, heightCm)), round1(bmi(ends[1]!, heightCm))] as const,
    highBmiGain: type === "bulk" && startBmi >= HIGH_BMI,
  };
}
