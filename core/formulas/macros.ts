// Daily calorie target and its split into protein, fat and carbohydrate for a goal. It takes
// plain numbers and returns whole grams with the energy each one carries, so the nutrition plan's
// nutrition plan engine can reuse it as the calculators use it.
//
// Sources:
// - protein by body weight: ISSN position stand "Protein and exercise" (Jäger et al. 2017),
//   1.4-2.0 g/kg/day for exercising people, the top of the range while in a deficit;
// - people above a BMI of 25 get protein for the weight they would have at BMI 25 (the usual
//   "reference weight" for obesity, as in ESPEN's guidance): their extra weight is mostly fat
//   and does not need protein;
// - protein never above 35 % of energy, the top of the IOM (2005) acceptable range, so a low
//   calorie target does not turn into a mostly-protein diet;
// - fat: 25 % of energy, inside the IOM (2005) acceptable range of 20-35 %, never below
//   0.8 g/kg (a common practical floor, so a low calorie target does not starve fat), counted
//   for the same reference weight as protein: otherwise a heavy member on a low target would
//   get a floor that leaves almost no carbohydrate (38 g a day at 150 cm and 90 kg);
// - energy per gram: Atwater's general factors, 4 (protein), 9 (fat), 4 (carbohydrate) kcal/g.
import type { Goal } from "../plans";

export const KCAL_PER_GRAM = { protein: 4, fat: 9, carbs: 4 } as const;

/** Calorie change for each goal: a 20 % deficit to lose, a 10 % surplus to gain muscle. */
export const goalCalorieFactor: Record<Goal, number> = {
  LOSE_WEIGHT: 0.8,
  MAINTAIN: 1,
  GAIN_MUSCLE: 1.1,
};

/** Protein in g per kg of body weight (ISSN 2017, 1.4-2.0 g/kg). */
export const proteinPerKg: Record<Goal, number> = {
  LOSE_WEIGHT: 2.0,
  MAINTAIN: 1.6,
  GAIN_MUSCLE: 1.8,
};

export const FAT_SHARE_OF_CALORIES = 0.25;
/** The top of the IOM (2005) acceptable range for protein: 35 % of energy. */
export const PROTEIN_MAX_SHARE = 0.35;
export const FAT_FLOOR_PER_KG = 0.8;

/** Daily calories for a goal from the TDEE, rounded to 10 kcal; NaN for a TDEE that is not positive. */
export function calorieTarget(tdee: number, goal: Goal): number {
  if (!Number.isFinite(tdee) || tdee <= 0) return Number.NaN;
  return Math.round((tdee * goalCalorieFactor[goal]) / 10) * 10;
}

/** The weight protein and the fat floor are counted for: the body weight, or the weight at BMI 25 when above it. */
export function proteinWeight(weightKg: number, heightCm?: number): number {
  if (!heightCm || !Number.isFinite(heightCm) || heightCm <= 0) return weightKg;
  return Math.min(weightKg, REFERENCE_BMI * (heightCm / 100) ** 2);
}

export const REFERENCE_BMI = 25;

export type MacroAmount = { grams: number; kcal: number; share: number };

export type MacroSplit = {
  calories: number;
  protein: MacroAmount;
  fat: MacroAmount;
  carbs: MacroAmount;
  /** Protein and the fat floor alone exceed the calories: carbohydrate is 0 and the sum is over. */
  exceedsCalories: boolean;
};

function amount(grams: number, kcalPerGram: number, calories: number): MacroAmount {
  const kcal = grams * kcalPerGram;
  return { grams, kcal, share: kcal / calories };
}

/**
 * Protein, fat and carbohydrate for a day. Protein is set by body weight (capped at the weight
 * at BMI 25 when the height is given, and at most 35 % of the calories), fat is the larger of
 * 25 % of the calories and 0.8 g/kg of that same capped weight, and carbohydrate takes the rest. Grams are whole numbers,
 * kcal are the grams times Atwater's factors, so the three kcal add up to the calories within
 * 2 kcal (one rounded gram of carbohydrate). Throws RangeError for a weight or calorie count
 * that is not a positive number.
 */
export function macrosForGoal(input: { weightKg: number; calories: number; goal: Goal; heightCm?: number }): MacroSplit {
  const { weightKg, calories, goal, heightCm } = input;
  if (!Number.isFinite(weightKg) || weightKg <= 0 || !Number.isFinite(calories) || calories <= 0) {
    throw new RangeError("macrosForGoal needs a positive weight and calorie count");
  }
  const proteinG = Math.round(Math.min(proteinWeight(weightKg, heightCm) * proteinPerKg[goal], (PROTEIN_MAX_SHARE * calories) / KCAL_PER_GRAM.protein));
  const fatG = Math.round(Math.max(FAT_FLOOR_PER_KG * proteinWeight(weightKg, heightCm), (FAT_SHARE_OF_CALORIES * calories) / KCAL_PER_GRAM.fat));
  const leftKcal = calories - proteinG * KCAL_PER_GRAM.protein - fatG * KCAL_PER_GRAM.fat;
  const carbsG = leftKcal > 0 ? Math.round(leftKcal / KCAL_PER_GRAM.carbs) : 0;
  return {
    calories,
    protein: amount(proteinG, KCAL_PER_GRAM.protein, calories),
    fat: amount(fatG, KCAL_PER_GRAM.fat, calories),
    carbs: amount(carbsG, KCAL_PER_GRAM.carbs, calories),
    exceedsCalories: leftKcal < 0,
  };
}
