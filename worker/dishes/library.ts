// The dishes library as the API serves it: every dish's summary, built once, and one dish's
// page with its ingredients' names and the portion's vitamins and minerals.
import { dishes } from "../../content/dishes/dishes";
import { foodTable } from "../../content/foods/food-table";
import { foodValues } from "../../content/foods/food-values";
import { micronutrients } from "../../content/micronutrients/all";
import type { DishDetailJson, DishListJson } from "../../core/api/dishes";
import { dishDetail, dishSummary } from "../../core/nutrition/dish-library";

const bySlug = new Map(dishes.map((d) => [d.slug, d]));

let list: DishListJson | null = null;

export function dishList(): DishListJson {
  list ??= { dishes: dishes.map((d) => dishSummary(d, foodTable)) };
  return list;
}

/** One dish's page, or null for a slug the library does not have. */
export function dishPage(slug: string): DishDetailJson | null {
  const dish = bySlug.get(slug);
  return dish ? dishDetail(dish, foodTable, foodValues, micronutrients) : null;
}
