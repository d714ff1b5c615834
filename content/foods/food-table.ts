// The food table keyed by slug, as the nutrition engine reads it.
import { foods } from "./foods";
import type { FoodTable } from "../../core/nutrition/nutrition-plan";

export const foodTable: FoodTable = new Map(foods.map((f) => [f.slug, f]));
