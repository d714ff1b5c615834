// Stored diary rows as the API shows them, and the one way a list of ids goes into a query (as
// one JSON parameter: D1 takes at most 100 parameters a statement, and a sync may name 100 records).
import { sql, type SQL } from "drizzle-orm";
import type { CustomFoodJson, DiaryEntryJson, RecipeJson } from "../../core/api/diary";
import type { FoodResultJson } from "../../core/api/foods";
import { servingGrams } from "../../core/diary/recipe";
import { columnValues } from "../../core/diary/values";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DiaryEntry, DiaryFood, DiaryRecipe } from "../db/schema";
import { entryFoodOf } from "../shared/entry-food";

/** `column IN (the ids)`, with the ids as one parameter. */
export const inIds = (column: SQLiteColumn, ids: readonly string[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;

export const entryJson = (e: DiaryEntry): DiaryEntryJson => ({
  id: e.id,
  date: e.date,
  meal: e.meal,
  food: entryFoodOf(e.foodKind, e.foodId),
  grams: e.grams,
  portion: e.portion ?? null,
  name: { en: e.nameEn ?? "", ru: e.nameRu },
  per100g: columnValues(e.per100g),
  loggedAt: e.loggedAt,
  updatedAt: e.updatedAt,
});

export const customFoodJson = (f: DiaryFood): CustomFoodJson => ({
  id: f.id,
  name: f.name,
  brand: f.brand,
  barcode: f.barcode,
  basis: f.basis,
  serving: f.serving ?? null,
  values: columnValues(f.entered),
  per100g: columnValues(f.per100g),
  updatedAt: f.updatedAt,
});

export const recipeJson = (r: DiaryRecipe): RecipeJson => ({
  id: r.id,
  name: r.name,
  ingredients: r.ingredients.map((i) => ({ food: i.food, grams: i.grams, name: i.name ?? { en: i.food.id, ru: null } })),
  finishedGrams: r.finishedGrams,
  servings: r.servings,
  servingGrams: servingGrams(r.finishedGrams, r.servings),
  per100g: columnValues(r.per100g),
  updatedAt: r.updatedAt,
});

const macros = (known: DiaryFood["per100g"] | null) => ({
  kcal: known?.kcal ?? 0,
  protein: known?.protein ?? 0,
  fat: known?.fat ?? 0,
  carbs: known?.carbs ?? 0,
});

/** The member's own food as a search result; its label's serving offered beside grams. */
export const customFoodResult = (f: DiaryFood): FoodResultJson => ({
  kind: "custom",
  id: f.id,
  name: { en: f.name, ru: null, usda: null },
  group: null,
  per100g: macros(f.per100g),
  serving: f.serving ? { grams: f.serving.grams, label: f.serving.label } : null,
});

/** The member's recipe as a search result; one serving offered beside grams. */
export const recipeResult = (r: DiaryRecipe): FoodResultJson => ({
  kind: "recipe",
  id: r.id,
  name: { en: r.name, ru: null, usda: null },
  group: null,
  per100g: macros(r.per100g),
  serving: { grams: servingGrams(r.finishedGrams, r.servings), label: null },
});
