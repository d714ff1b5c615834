import type { Localized } from "../content";

/** The meals of a day, in the order they are eaten. */
export const meals = ["breakfast", "lunch", "dinner", "snack", "evening"] as const;
export type Meal = (typeof meals)[number];

/** What a dish mainly supplies (the food categories). */
export const dishCategories = ["protein", "carbs", "fats", "vegetables"] as const;
export type DishCategory = (typeof dishCategories)[number];

/**
 * A healthy dish for the nutrition plan's example day. Its macros are never written here: they
 * are computed from the ingredients and the food table (content/foods), so they cannot drift.
 */
export interface Dish {
  /** Lowercase words joined by hyphens, unique, e.g. "buckwheat-with-chicken". */
  slug: string;
  name: Localized;
  /** One sentence that makes the dish appetising and says what it is. */
  description: Localized;
  /** The meals it suits; the example day only puts it there. */
  meals: Meal[];
  /** What it mainly supplies, one to three categories. */
  categories: DishCategory[];
  /** One standard portion: food slugs from content/foods with grams in that food's state (raw, boiled...). */
  ingredients: { food: string; grams: number }[];
  /** Short method, two to five steps, the same steps in both languages. */
  steps: Localized<string[]>;
  /** Preparation and cooking time in minutes. */
  minutes: number;
  /** No meat, fish or seafood (eggs and dairy allowed). */
  vegetarian: boolean;
}
