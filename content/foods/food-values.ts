// The food table as the vitamin and mineral engine reads it: values per 100 g by slug, energy,
// and the foods it may suggest (with whether they are vegetarian).
import type { FoodEnergy } from "../../core/micronutrients/analysis";
import type { FoodValues } from "../../core/micronutrients/day-totals";
import type { SuggestionFood } from "../../core/micronutrients/suggestions";
import type { FoodCategory } from "../../core/nutrition/food";
import { foods } from "./foods";
import { foodMicronutrients } from "./micronutrients";

export const foodValues: FoodValues = new Map(Object.entries(foodMicronutrients));

export const foodEnergy: FoodEnergy = new Map(foods.map((f) => [f.slug, f.per100g.kcal]));

/**
 * The most of a food the suggestions offer at once, for the foods eaten by the spoonful or the
 * handful: the FDA's reference amounts customarily consumed (21 CFR 101.12), a tablespoon of oil
 * (about 14 g) and 30 g of nuts or seeds, and 30 g for the sweets and the whey powder (a scoop).
 * Without it a day short of vitamin E was told to eat 40 g of sunflower oil (350 kcal).
 */
const portionCaps: Partial<Record<FoodCategory, number>> = { oils: 15, nuts_seeds: 30, other: 30 };

export const suggestionFoods: SuggestionFood[] = foods.map((f) => ({
  slug: f.slug,
  kcalPer100g: f.per100g.kcal,
  vegetarian: f.category !== "meat" && f.category !== "fish",
  ...(portionCaps[f.category] && { maxGrams: portionCaps[f.category] }),
}));
