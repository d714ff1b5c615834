// The dishes library's answers: the list (everything the search and filters need) and one
// dish's page (its portion's ingredients, nutrients and method).
import type { Localized } from "../content";
import type { DishCategory, Meal } from "../nutrition/dish";
import type { Nutrients } from "../nutrition/nutrition-plan";

/** A dish of the list: macros of one standard portion, whole kcal and grams to one decimal. */
export interface DishSummaryJson {
  slug: string;
  name: Localized;
  description: Localized;
  meals: Meal[];
  categories: DishCategory[];
  minutes: number;
  vegetarian: boolean;
  nutrients: Nutrients;
}

export interface DishListJson {
  dishes: DishSummaryJson[];
}

/** A vitamin or mineral in one portion; `amount` is null when the food table has no value for it. */
export interface DishMicronutrientJson {
  slug: string;
  kind: "vitamin" | "mineral";
  name: Localized;
  unit: string;
  amount: number | null;
  /** Share of an adult's daily need (the larger of men's and women's, ages 19–30), in percent. */
  percent: number | null;
}

export interface DishDetailJson extends DishSummaryJson {
  ingredients: { food: string; name: Localized; grams: number }[];
  steps: Localized<string[]>;
  micronutrients: DishMicronutrientJson[];
}
