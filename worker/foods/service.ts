// What other features read of the food sources (decisions 0043 and 0044): a database food's row
// and values per 100 g, and the library's dishes as foods, each as a search result.
import type { FoodResultJson } from "../../core/api/foods";
import { columnValues, type ColumnValues } from "../../core/diary/values";
import type { FoodSearchRow } from "../../core/foods/database";
import type { FoodIndex } from "../../core/foods/search";
import type { Assets } from "../platform/static-assets";
import { foods } from "./database";
import { dishFoods, type DishFood } from "./dishes";

export type { DishFood };

/** A database food as a search result. */
export const databaseResult = ([id, group, en, usda, ru, , , kcal, protein, fat, carbs]: FoodSearchRow): FoodResultJson => ({
  kind: "db",
  id,
  name: { en, ru, usda },
  group,
  per100g: { kcal, protein, fat, carbs },
  serving: null,
});

const macros = (v: ColumnValues) => ({ kcal: v.kcal ?? 0, protein: v.protein ?? 0, fat: v.fat ?? 0, carbs: v.carbs ?? 0 });

/** A library dish as a search result, its portion offered as the serving. */
export const dishResult = (d: DishFood): FoodResultJson => ({
  kind: "dish",
  id: d.slug,
  name: { en: d.name.en, ru: d.name.ru, usda: null },
  group: null,
  per100g: macros(d.per100g),
  serving: { grams: d.portionGrams, label: null },
});

export interface FoodSources {
  index: FoodIndex;
  /** A database food's values per 100 g, or null when the database has no such food. */
  values(id: string): ColumnValues | null;
  dishes: ReadonlyMap<string, DishFood>;
}

/** The food database and the dishes, read once per isolate. */
export async function foodSources(assets: Assets): Promise<FoodSources> {
  const [index, file] = await Promise.all([foods.index(assets), foods.nutrients(assets)]);
  return {
    index,
    values(id) {
      const row = file.values[id];
      if (!row || !index.row(id)) return null;
      return columnValues(Object.fromEntries(file.columns.map((c, i) => [c, row[i] ?? null])));
    },
    dishes: dishFoods(file),
  };
}
