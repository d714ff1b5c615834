// The dishes library's dishes as foods (decision 0044): each dish's standard portion in grams and
// its values per 100 g, from its ingredients' SR28 entries in the food database (every food of
// the library's table names the entry its numbers come from), worked out once per isolate.
import { dishes } from "../../content/dishes/dishes";
import { foodMicronutrients } from "../../content/foods/micronutrients";
import type { Localized } from "../../core/content";
import { combinedPer100g } from "../../core/diary/recipe";
import { columnValues, type ColumnValues } from "../../core/diary/values";
import type { FoodNutrientsFile } from "../../core/foods/database";

export interface DishFood {
  slug: string;
  name: Localized;
  /** One standard portion: its ingredients' grams together. */
  portionGrams: number;
  per100g: ColumnValues;
}

let built: Map<string, DishFood> | null = null;

function valuesOf(file: FoodNutrientsFile, food: string): ColumnValues {
  const ndb = foodMicronutrients[food]?.ndb;
  const row = ndb === undefined ? undefined : file.values[ndb];
  if (!row) throw new Error(`dish ingredient ${food} has no entry in the food database`);
  return columnValues(Object.fromEntries(file.columns.map((c, i) => [c, row[i] ?? null])));
}

/** Every dish of the library by slug. */
export function dishFoods(file: FoodNutrientsFile): ReadonlyMap<string, DishFood> {
  if (!built) {
    built = new Map(
      dishes.map((d) => {
        const items = d.ingredients.map((i) => ({ grams: i.grams, per100g: valuesOf(file, i.food) }));
        const grams = items.reduce((sum, i) => sum + i.grams, 0);
        return [d.slug, { slug: d.slug, name: d.name, portionGrams: grams, per100g: combinedPer100g(items, grams) }];
      }),
    );
  }
  return built;
}
