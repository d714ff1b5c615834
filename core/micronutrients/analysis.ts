// A day against the member's needs: each nutrient's amount, its % of the RDA or AI, below 70 %
// marked low, over the upper limit marked with what the limit counts (never food against a limit
// that applies only to supplements), sodium above its chronic-disease risk reduction intake
// marked, and never marked low (less is the advice, and the food table leaves out the salt added
// in cooking and at the table); missing data kept apart from zero.
import { dayTotals, type DayItem, type FoodValues, type NutrientTotal } from "./day-totals";
import type { Need } from "./needs";
import type { MicronutrientSlug } from "./nutrients";

/** Below this share of the RDA or AI a nutrient is marked low. */
export const lowPercent = 70;

/**
 * "no-data": none of the day's foods has a value; "over": what the upper limit counts is above
 * it; "reduce": above the chronic-disease risk reduction intake (sodium); "low": under 70 % of
 * the need; "ok" otherwise.
 */
export const nutrientStatuses = ["low", "ok", "over", "reduce", "no-data"] as const;
export type NutrientStatus = (typeof nutrientStatuses)[number];

export interface NutrientResult extends Need {
  /** Rounded for display; null when no food of the day has a value. */
  amount: number | null;
  /** Whole % of the target; null with the amount. */
  percent: number | null;
  status: NutrientStatus;
  /** What the upper limit counts (retinol for vitamin A, folic acid for folate), rounded; null when unknown. */
  limitAmount: number | null;
  overUpperLimit: boolean;
  /**
   * The day's food is above an upper limit that applies only to supplements (magnesium, niacin,
   * vitamin E): not a warning, a note that the limit is not about food.
   */
  aboveSupplementLimit: boolean;
  /** Above the chronic-disease risk reduction intake (sodium over 2,300 mg). */
  aboveRiskReduction: boolean;
  /**
   * Under 70 % of the need for a nutrient with a risk reduction intake (sodium): not marked low,
   * as eating less is the advice and the salt added in cooking and at the table is not counted.
   */
  lowNotMarked: boolean;
  /** Foods of the day without a value for this nutrient: the amount is then a lower bound. */
  missingFoods: string[];
}

/** Three significant figures at most, and no more decimals than a label needs. */
export function roundAmount(x: number): number {
  if (x >= 100) return Math.round(x);
  if (x >= 10) return Math.round(x * 10) / 10;
  return Math.round(x * 100) / 100;
}

export function resultOf(need: Need, total: NutrientTotal): NutrientResult {
  const { amount, limitAmount, missingFoods } = total;
  const supplementsOnly = need.upperLimitScope === "supplements";
  const overUpperLimit = !supplementsOnly && need.upperLimit !== null && limitAmount !== null && limitAmount > need.upperLimit;
  const aboveSupplementLimit = supplementsOnly && need.upperLimit !== null && amount !== null && amount > need.upperLimit;
  const aboveRiskReduction = need.riskReduction !== null && amount !== null && amount > need.riskReduction;
  const percent = amount === null ? null : (amount / need.target) * 100;
  const under = percent !== null && percent < lowPercent;
  const lowNotMarked = under && need.riskReduction !== null;
  const status: NutrientStatus =
    amount === null ? "no-data" : overUpperLimit ? "over" : aboveRiskReduction ? "reduce" : under && !lowNotMarked ? "low" : "ok";
  return {
    ...need,
    amount: amount === null ? null : roundAmount(amount),
    percent: percent === null ? null : Math.round(percent),
    status,
    limitAmount: limitAmount === null ? null : roundAmount(limitAmount),
    overUpperLimit,
    aboveSupplementLimit,
    aboveRiskReduction,
    lowNotMarked,
    missingFoods,
  };
}

/** The day's kcal from the food table, for the suggestions' "per 100 kcal". */
export type FoodEnergy = ReadonlyMap<string, number>;

export interface DayAnalysis {
  kcal: number;
  nutrients: NutrientResult[];
}

export function analyzeDay(
  items: readonly DayItem[],
  needs: readonly Need[],
  foods: FoodValues,
  energy: FoodEnergy,
): DayAnalysis {
  const totals = dayTotals(
    items,
    needs.map((n) => n.slug),
    foods,
  );
  let kcal = 0;
  for (const { food, grams } of items) kcal += ((energy.get(food) ?? 0) * grams) / 100;
  return { kcal: Math.round(kcal), nutrients: needs.map((n) => resultOf(n, totals.get(n.slug)!)) };
}

/**
 * The average of several days: each nutrient's mean over the days that have a value for it (a
 * day without is left out, not counted as zero), its foods without data gathered from all days.
 */
export function averageDays(
  days: readonly (readonly DayItem[])[],
  needs: readonly Need[],
  foods: FoodValues,
  energy: FoodEnergy,
): DayAnalysis {
  const slugs = needs.map((n) => n.slug);
  const perDay = days.map((items) => dayTotals(items, slugs, foods));
  let kcal = 0;
  for (const items of days) for (const { food, grams } of items) kcal += ((energy.get(food) ?? 0) * grams) / 100;
  const mean = (xs: (number | null)[]) => {
    const known = xs.filter((x): x is number => x !== null);
    return known.length === 0 ? null : known.reduce((a, b) => a + b, 0) / known.length;
  };
  const nutrients = needs.map((need) => {
    const totals = perDay.map((t) => t.get(need.slug as MicronutrientSlug)!);
    const missing = new Set(totals.flatMap((t) => t.missingFoods));
    return resultOf(need, {
      amount: mean(totals.map((t) => t.amount)),
      limitAmount: mean(totals.map((t) => t.limitAmount)),
      missingFoods: [...missing],
    });
  });
  return { kcal: days.length === 0 ? 0 : Math.round(kcal / days.length), nutrients };
}
