// The analyzers on the food diary: what a logged food's values per 100 g (the food database's
// columns, core/foods/database.ts) give the engine, and a diary day (or several) against the
// needs. The columns carry the analyzer's nutrient keys under the same names and units (decision
// 0017), except niacin: the column is preformed niacin and the engine counts niacin equivalents
// (preformed + tryptophan ÷ 60), so a food without a tryptophan value gives a lower bound.
// Each food (entry) is its own line, so "no data" is counted per food logged, as the diary's totals do.
import type { ColumnValues } from "../diary/values";
import { nutrientColumns, type NutrientColumn } from "../foods/database";
import { analyzeDay, averageDays, resultOf, type DayAnalysis, type NutrientResult } from "./analysis";
import type { DayItem } from "./day-totals";
import type { Need } from "./needs";
import { micronutrientSlugs, type FoodNutrientKey, type NutrientValues } from "./nutrients";

/** 60 mg of tryptophan make 1 mg of niacin (niacin equivalents, National Academies 1998). */
export const tryptophanPerNiacin = 60;

/** The analyzer's nutrients that have a column of the same name (biotin, iodine… have none: always no data). */
const keyColumns = [...micronutrientSlugs, "choline"].filter(
  (k): k is Exclude<FoodNutrientKey, "niacin"> & NutrientColumn =>
    k !== "niacin" && (nutrientColumns as readonly string[]).includes(k),
);

/** What the engine reads of a logged food: unknown columns are left out (unknown, never zero). */
export function nutrientValuesOf(per100g: ColumnValues): NutrientValues {
  const values: NutrientValues = { per100g: {} };
  for (const key of keyColumns) {
    const x = per100g[key];
    if (x !== null) values.per100g[key] = x;
  }
  if (per100g.niacin !== null) {
    // No protein, no tryptophan: a known zero (as the food table's generator takes it).
    const tryptophan = per100g.tryptophan ?? (per100g.protein === 0 ? 0 : null);
    values.per100g.niacin = per100g.niacin + (tryptophan ?? 0) / tryptophanPerNiacin;
    if (tryptophan === null) values.partial = ["niacin"];
  }
  if (per100g.retinol !== null) values.retinol = per100g.retinol;
  if (per100g.folicAcid !== null) values.folicAcid = per100g.folicAcid;
  return values;
}

/** A diary entry as the analysis reads it. */
export interface LoggedFood {
  id: string;
  grams: number;
  name: { en: string; ru: string | null };
  per100g: ColumnValues;
}

export type FoodName = LoggedFood["name"];

/** A nutrient of logged days: how many foods were counted and how many of them have a value for it. */
export interface LoggedNutrientResult extends Omit<NutrientResult, "missingFoods"> {
  /** Foods logged (entries). */
  foods: number;
  /** Of them, those with a (whole) value for it: "iron: 3 of 5 foods have a value". */
  withValue: number;
  /** The foods without a value (or with a lower bound, niacin without tryptophan), each name once. */
  missingFoods: FoodName[];
}

export interface LoggedAnalysis {
  kcal: number;
  nutrients: LoggedNutrientResult[];
  /** The engine's results, for the suggestions. */
  results: NutrientResult[];
}

function engineInput(foods: readonly LoggedFood[]) {
  const values = new Map(foods.map((f) => [f.id, nutrientValuesOf(f.per100g)]));
  const energy = new Map(foods.map((f) => [f.id, f.per100g.kcal ?? 0]));
  const items: DayItem[] = foods.map((f) => ({ food: f.id, grams: f.grams }));
  return { values, energy, items };
}

function logged(analysis: DayAnalysis, foods: readonly LoggedFood[]): LoggedAnalysis {
  const byId = new Map(foods.map((f) => [f.id, f]));
  const nutrients = analysis.nutrients.map((r) => {
    const names = new Map<string, FoodName>();
    for (const id of r.missingFoods) {
      const name = byId.get(id)!.name;
      names.set(`${name.en}\u0000${name.ru ?? ""}`, name);
    }
    return { ...r, foods: foods.length, withValue: foods.length - r.missingFoods.length, missingFoods: [...names.values()] };
  });
  return { kcal: analysis.kcal, nutrients, results: analysis.nutrients };
}

/** One day's logged foods against the needs; a day with nothing logged is zero of all (as the diary's totals), not "no data". */
export function analyzeLogged(foods: readonly LoggedFood[], needs: readonly Need[]): LoggedAnalysis {
  if (foods.length === 0) {
    const none = { amount: 0, limitAmount: 0, missingFoods: [] };
    return logged({ kcal: 0, nutrients: needs.map((n) => resultOf(n, none)) }, foods);
  }
  const { values, energy, items } = engineInput(foods);
  return logged(analyzeDay(items, needs, values, energy), foods);
}

/**
 * Several days' average (each nutrient over the days with a value for it, as the engine
 * averages); `foods` and `withValue` count every food of those days.
 */
export function averageLogged(days: readonly (readonly LoggedFood[])[], needs: readonly Need[]): LoggedAnalysis {
  const all = days.flat();
  const { values, energy } = engineInput(all);
  const items = days.map((foods) => foods.map((f): DayItem => ({ food: f.id, grams: f.grams })));
  return logged(averageDays(items, needs, values, energy), all);
}
