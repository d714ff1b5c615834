// What to change: for each low nutrient, the foods of the table that give the most of it per
// 100 kcal, with the portion that would close the gap to 100 % of the need (or a spoonful or a
// handful that closes half of it or more); in pregnancy never a food rich in preformed vitamin A
// (liver).
import { roundAmount, type NutrientResult } from "./analysis";
import type { FoodValues } from "./day-totals";
import type { MicronutrientSlug } from "./nutrients";

export interface SuggestionFood {
  slug: string;
  kcalPer100g: number;
  /** No meat or fish (the food table's categories), for a vegetarian member. */
  vegetarian: boolean;
  /** The most of it offered at once, where that is less than `maxGrams` (a tablespoon of oil). */
  maxGrams?: number;
}

export interface Suggestion {
  food: string;
  /** The nutrient per 100 kcal of the food, in the nutrient's unit. */
  per100kcal: number;
  /**
   * Grams of the food that close the gap, rounded up to 5 g; or, for a food eaten by the spoonful
   * or the handful, its usual portion where that closes at least half of it.
   */
  grams: number;
  kcal: number;
  /** The share of the gap the portion closes: 1, or at least 0.5 for a usual portion. */
  covers: number;
}

export interface SuggestionOptions {
  vegetarian?: boolean;
  /** Pregnant: no food rich in preformed vitamin A (liver) is offered, for any nutrient. */
  pregnancy?: boolean;
  /** At most this many foods per nutrient. */
  count?: number;
  /** A portion larger than this is not offered (nobody eats 2 kg of cucumber for vitamin K). */
  maxGrams?: number;
  /** Nor one of more energy than a meal (345 g of dried apricots, 830 kcal, for vitamin E). */
  maxKcal?: number;
}

const portionStep = 5;

/**
 * In pregnancy a food with more preformed vitamin A (retinol) than this per 100 g is not offered:
 * liver gives about 4,000 µg per 100 g, above the 3,000 µg upper limit in one portion, and
 * retinol in high doses can harm the baby.
 */
export const pregnancyRetinolCap = 1000;

export function suggestFoods(
  results: readonly NutrientResult[],
  foods: readonly SuggestionFood[],
  values: FoodValues,
  { vegetarian = false, pregnancy = false, count = 3, maxGrams = 400, maxKcal = 400 }: SuggestionOptions = {},
): Partial<Record<MicronutrientSlug, Suggestion[]>> {
  const out: Partial<Record<MicronutrientSlug, Suggestion[]>> = {};
  for (const r of results) {
    if (r.status !== "low" || r.amount === null) continue;
    const gap = r.target - r.amount;
    const picks: Suggestion[] = [];
    const ranked = foods
      .filter((f) => f.kcalPer100g > 0 && (!vegetarian || f.vegetarian))
      .filter((f) => !pregnancy || (values.get(f.slug)?.retinol ?? 0) <= pregnancyRetinolCap)
      .map((f) => ({ f, per100g: values.get(f.slug)?.per100g[r.slug] ?? 0 }))
      .filter((x) => x.per100g > 0)
      .map((x) => ({ ...x, per100kcal: (x.per100g / x.f.kcalPer100g) * 100 }))
      .sort((a, b) => b.per100kcal - a.per100kcal || a.f.slug.localeCompare(b.f.slug));
    for (const { f, per100g, per100kcal } of ranked) {
      if (picks.length >= count) break;
      const needed = Math.max(portionStep, Math.ceil(((gap / per100g) * 100) / portionStep) * portionStep);
      // A food with a usual portion of its own is offered at that portion when it closes half the gap or more.
      const grams = needed > maxGrams ? null : f.maxGrams === undefined || needed <= f.maxGrams ? needed : f.maxGrams;
      if (grams === null) continue;
      const covers = Math.min(1, Math.floor((per100g * grams) / gap) / 100);
      const kcal = Math.round((f.kcalPer100g * grams) / 100);
      if (covers < 0.5 || kcal > maxKcal) continue;
      picks.push({ food: f.slug, per100kcal: roundAmount(per100kcal), grams, kcal, covers });
    }
    if (picks.length > 0) out[r.slug] = picks;
  }
  return out;
}
