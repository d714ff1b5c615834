// What a portion gives, computed from the food table (values per 100 g), so a dish's macros
// always follow its ingredients.
import type { FoodTable, Nutrients, PortionItem } from "./nutrition-plan";

export const zero: Nutrients = { kcal: 0, protein: 0, fat: 0, carbs: 0, fiber: 0 };

export function nutrientsOf(items: readonly PortionItem[], foods: FoodTable): Nutrients {
  const sum = { ...zero };
  for (const { food, grams } of items) {
    const entry = foods.get(food);
    if (!entry) throw new RangeError(`Unknown food ${food}`);
    const f = grams / 100;
    sum.kcal += entry.per100g.kcal * f;
    sum.protein += entry.per100g.protein * f;
    sum.fat += entry.per100g.fat * f;
    sum.carbs += entry.per100g.carbs * f;
    sum.fiber += entry.per100g.fiber * f;
  }
  return sum;
}

export function addNutrients(a: Nutrients, b: Nutrients): Nutrients {
  return { kcal: a.kcal + b.kcal, protein: a.protein + b.protein, fat: a.fat + b.fat, carbs: a.carbs + b.carbs, fiber: a.fiber + b.fiber };
}

/** Whole kcal and grams to one decimal, as the plan stores and shows them. */
export function roundNutrients(n: Nutrients): Nutrients {
  const r = (x: number) => Math.round(x * 10) / 10;
  return { kcal: Math.round(n.kcal), protein: r(n.protein), fat: r(n.fat), carbs: r(n.carbs), fiber: r(n.fiber) };
}

/** Ingredient grams for a portion scale, rounded to 5 g (what a kitchen scale is used for), never below 5 g. */
export function scaleItems(items: readonly PortionItem[], scale: number): PortionItem[] {
  return items.map(({ food, grams }) => ({ food, grams: Math.max(5, Math.round((grams * scale) / 5) * 5) }));
}
