// /api/foods: the food database (decision 0043), searched and opened by members. The search also
// finds the member's own foods and recipes and, for members whose plan includes it, the dishes
// library's dishes (decision 0044): each result says its kind.
import type { FoodKind } from "../diary/food-ref";
import type { FoodGroup, NutrientColumn } from "../foods/database";

export type { FoodKind };

/** A food's names: the Russian one where it has been written; USDA's description when the English name is shorter. */
export interface FoodNamesJson {
  en: string;
  ru: string | null;
  usda: string | null;
}

/** One search result: enough to show a row and add the food in grams. */
export interface FoodResultJson {
  /** Where the food comes from: the database, the member's own foods or recipes, or the dishes library. */
  kind: FoodKind;
  /**
   * "db": SR28's NDB number or a home-cooking staple's slug (decision 0043); "custom" and
   * "recipe": the member's record's id; "dish": the library dish's slug.
   */
  id: string;
  /** The member's own foods and recipes have one name, in `en` (`ru` null). */
  name: FoodNamesJson;
  /** The database's food group; null for the other kinds. */
  group: FoodGroup | null;
  per100g: { kcal: number; protein: number; fat: number; carbs: number };
  /**
   * A serving to offer beside grams: a label's serving (with the member's name for it), a
   * recipe's serving or a dish's portion (label null); null for database foods, whose household
   * measures are in their detail.
   */
  serving: { grams: number; label: string | null } | null;
}

/** GET /api/foods/search: a page of results, best first, and how many match in all. */
export interface FoodSearchJson {
  results: FoodResultJson[];
  total: number;
  offset: number;
}

export interface FoodPortionJson {
  grams: number;
  label: { en: string; ru: string };
}

/** GET /api/foods/:food: a database food with every value per 100 g (null where the source has none: unknown, not zero) and the household measures. */
export interface FoodDetailJson extends FoodResultJson {
  values: Record<NutrientColumn, number | null>;
  portions: FoodPortionJson[];
  /** Where the values come from: SR28 and its NDB number, or a staple's recipe or standard. */
  source: { name: string; detail: string | null };
}
