// A dish as the library shows it: its portion's macros and, per vitamin and mineral, the amount
// in the portion and its share of an adult's daily need. Computed from the food table only.
import type { DishDetailJson, DishMicronutrientJson, DishSummaryJson } from "../api/dishes";
import { dayTotals, type FoodValues } from "../micronutrients/day-totals";
import type { MicronutrientSlug } from "../micronutrients/nutrients";
import type { Micronutrient } from "../micronutrients/types";
import type { Dish } from "./dish";
import { nutrientsOf, roundNutrients } from "./dish-nutrients";
import type { FoodTable } from "./nutrition-plan";

/** The age group whose intakes the library's percentages use. */
const referenceAge = "19-30";

export function dishSummary(dish: Dish, foods: FoodTable): DishSummaryJson {
  const { slug, name, description, meals, categories, minutes, vegetarian } = dish;
  return {
    slug,
    name,
    description,
    meals,
    categories,
    minutes,
    vegetarian,
    nutrients: roundNutrients(nutrientsOf(dish.ingredients, foods)),
  };
}

/** Amounts to three significant digits at most, so small values (µg of B12) keep their meaning. */
function roundAmount(x: number): number {
  if (x === 0) return 0;
  const digits = Math.max(0, 2 - Math.floor(Math.log10(Math.abs(x))));
  return Number(x.toFixed(Math.min(digits, 3)));
}

export function dishMicronutrients(dish: Dish, values: FoodValues, nutrients: readonly Micronutrient[]): DishMicronutrientJson[] {
  const totals = dayTotals(
    dish.ingredients,
    nutrients.map((n) => n.slug as MicronutrientSlug),
    values,
  );
  return nutrients.map((n) => {
    const amount = totals.get(n.slug as MicronutrientSlug)?.amount ?? null;
    const row = n.intakes.find((r) => r.age === referenceAge);
    const need = row ? Math.max(row.male, row.female) : 0;
    return {
      slug: n.slug,
      kind: n.kind,
      name: n.name,
      unit: n.unit,
      amount: amount === null ? null : roundAmount(amount),
      percent: amount === null || need <= 0 ? null : Math.round((amount / need) * 100),
    };
  });
}

export function dishDetail(
  dish: Dish,
  foods: FoodTable,
  values: FoodValues,
  nutrients: readonly Micronutrient[],
): DishDetailJson {
  return {
    ...dishSummary(dish, foods),
    ingredients: dish.ingredients.map(({ food, grams }) => ({
      food,
      grams,
      name: foods.get(food)?.name ?? { en: food, ru: food },
    })),
    steps: dish.steps,
    micronutrients: dishMicronutrients(dish, values, nutrients),
  };
}
