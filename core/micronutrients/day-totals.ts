// What a day of food gives: each nutrient's amount summed over the day's items from the food
// table's per-100 g values. A food without a value for a nutrient (or with only part of it) is
// listed as missing for it; its share is unknown, never counted as zero.
import { upperLimitScope } from "./needs";
import type { MicronutrientSlug, NutrientValues } from "./nutrients";

/** One line of a day: a food of the table and its weight in grams (as eaten: raw, boiled...). */
export interface DayItem {
  food: string;
  grams: number;
}

export type FoodValues = ReadonlyMap<string, NutrientValues>;

export interface NutrientTotal {
  /** The sum over the items that have a value; null when none has. */
  amount: number | null;
  /** What the upper limit counts (retinol for vitamin A, folic acid for folate), null when unknown. */
  limitAmount: number | null;
  /** The foods of the day with no value for this nutrient, each once. */
  missingFoods: string[];
}

/** What of a food the upper limit counts; nothing for a limit on supplements only. */
function limitValue(slug: MicronutrientSlug, values: NutrientValues): number | undefined {
  const scope = upperLimitScope(slug);
  if (scope === "preformed") return values.retinol;
  if (scope === "folic-acid") return values.folicAcid;
  if (scope === "supplements") return undefined;
  return values.per100g[slug];
}

export function dayTotals(
  items: readonly DayItem[],
  slugs: readonly MicronutrientSlug[],
  foods: FoodValues,
): Map<MicronutrientSlug, NutrientTotal> {
  const totals = new Map<MicronutrientSlug, NutrientTotal>();
  for (const slug of slugs) {
    let amount: number | null = null;
    let limitAmount: number | null = null;
    const missing = new Set<string>();
    for (const { food, grams } of items) {
      const values = foods.get(food);
      if (!values) throw new RangeError(`Unknown food ${food}`);
      const v = values.per100g[slug];
      if (v === undefined) missing.add(food);
      else amount = (amount ?? 0) + (v * grams) / 100;
      // A value that leaves a part out (niacin without tryptophan) counts, and the food is listed as lacking data.
      if (v !== undefined && values.partial?.includes(slug)) missing.add(food);
      const l = limitValue(slug, values);
      if (l !== undefined) limitAmount = (limitAmount ?? 0) + (l * grams) / 100;
    }
    totals.set(slug, { amount, limitAmount, missingFoods: [...missing] });
  }
  return totals;
}
