// The food table keyed by slug, as the nutrition engine reads it.
import { foods } from "../../content/foods/foods";
import type { FoodTable } from "./nutrition-plan";

export const foodTable: FoodTable = new Map(foods.map((f) => [f.slug, f]));
