// The simple raw-weight example diet: whole foods weighed raw; the main meals
// hold 400 g of protein foods, 200 g of carbohydrate foods, 200 g of vegetables and 20 g of fat,
// split between lunch and dinner, and 3 fruits a day. Those amounts are the reference; the
// protein and carbohydrate foods are then scaled (in 10 g steps) to the member's targets.
import type { Meal } from "./dish";
import { addNutrients, nutrientsOf, roundNutrients, zero } from "./dish-nutrients";
import type { FoodTable, MealPortion, Nutrients, PortionItem } from "./nutrition-plan";
import type { DayTargets } from "./example-day";

export const simpleReference = { protein: 400, carbs: 200, vegetables: 200, fats: 20 } as const;

interface MainMeal {
  protein: string;
  carbs: string;
  vegetables: string;
  fat: string;
}
const main: Record<"meat" | "vegetarian", [MainMeal, MainMeal]> = {
  meat: [
    { protein: "chicken-breast-raw", carbs: "rice-brown-dry", vegetables: "broccoli-raw", fat: "olive-oil" },
    { protein: "salmon-atlantic-farmed-raw", carbs: "pasta-dry", vegetables: "bell-pepper-red", fat: "olive-oil" },
  ],
  vegetarian: [
    { protein: "tofu-firm", carbs: "rice-brown-dry", vegetables: "broccoli-raw", fat: "olive-oil" },
    { protein: "egg-whole-raw", carbs: "oats-rolled-dry", vegetables: "spinach", fat: "olive-oil" },
  ],
};
/** Three medium fruits, edible part. */
const fruits: PortionItem[] = [
  { food: "apple", grams: 180 },
  { food: "banana", grams: 120 },
  { food: "orange", grams: 140 },
];

const round10 = (g: number) => Math.max(10, Math.round(g / 10) * 10);

function mealItems(m: MainMeal, protein: number, carbs: number): PortionItem[] {
  return [
    { food: m.protein, grams: protein },
    { food: m.carbs, grams: carbs },
    { food: m.vegetables, grams: simpleReference.vegetables / 2 },
    { food: m.fat, grams: simpleReference.fats / 2 },
  ];
}

function portion(meal: Meal, items: PortionItem[], foods: FoodTable): MealPortion {
  return { meal, dish: `simple-${meal}`, scale: 1, ingredients: items, ...roundNutrients(nutrientsOf(items, foods)) };
}

/**
 * Lunch, dinner and the fruit snack. Protein foods are scaled so the day's protein meets the
 * target, then the carbohydrate foods so the calories do (both per meal, half each).
 */
export function simpleDay(targets: DayTargets, vegetarian: boolean, foods: FoodTable) {
  const [lunch, dinner] = main[vegetarian ? "vegetarian" : "meat"];
  const build = (protein: number, carbs: number) => [
    portion("lunch", mealItems(lunch, protein, carbs), foods),
    portion("dinner", mealItems(dinner, protein, carbs), foods),
    portion("snack", fruits, foods),
  ];
  const sum = (day: MealPortion[]) => day.reduce<Nutrients>((s, p) => addNutrients(s, p), zero);
  const half = { protein: simpleReference.protein / 2, carbs: simpleReference.carbs / 2 };
  // Linear in the grams: measure the reference day, then how much one gram of each adds.
  const ref = sum(build(half.protein, half.carbs));
  const perProteinGram = sum(build(half.protein + 1, half.carbs));
  const perCarbGram = sum(build(half.protein, half.carbs + 1));
  const dpP = perProteinGram.protein - ref.protein;
  const dpK = perProteinGram.kcal - ref.kcal;
  const dcP = perCarbGram.protein - ref.protein;
  const dcK = perCarbGram.kcal - ref.kcal;
  // Two equations, two unknowns (extra protein-food and carbohydrate-food grams per meal).
  const needP = targets.protein - ref.protein;
  const needK = targets.kcal - ref.kcal;
  const det = dpP * dcK - dcP * dpK;
  const x = (needP * dcK - dcP * needK) / det;
  const y = (dpP * needK - needP * dpK) / det;
  const day = build(round10(half.protein + x), round10(half.carbs + y));
  return { day, totals: roundNutrients(sum(day)) };
}
