// The food table as the vitamin and mineral engine reads it: values per 100 g by slug, energy,
// and the foods it may suggest (with whether they are vegetarian).
import type { FoodEnergy } from "../../core/micronutrients/analysis";
import type { FoodValues } from "../../core/micronutrients/day-totals";
import type { SuggestionFood } from "../../core/micronutrients/suggestions";
import { foods } from "./foods";
import { foodMicronutrients } from "./micronutrients";

export const foodValues: FoodValues = new Map(Object.entries(foodMicronutrients));

export const foodEnergy: FoodEnergy = new Map(foods.map((f) => [f.slug, f.per100g.kcal]));

export const suggestionFoods: SuggestionFood[] = foods.map((f) => ({
  slug: f.slug,
  kcalPer100g: f.per100g.kcal,
  vegetarian: f.category !== "meat" && f.category !== "fish",
}));
