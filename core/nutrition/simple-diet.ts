// The simple raw-weight example diet: whole foods weighed raw; the main meals
// hold 400 g of protein foods, 200 g of carbohydrate foods, 200 g of vegetables and 20 g of fat,
// split between lunch and dinner, and 3 fruits a day. Those amounts are the reference; the
// protein foods, carbohydrate foods and oil are then fitted (in 5 g steps) to the member's targets.
import type { Meal } from "./dish";
import { addNutrients, nutrientsOf, roundNutrients, zero } from "./dish-nutrients";
import type { FoodTable, MealPortion, Nutrients, PortionItem } from "./nutrition-plan";
import { type DayTargets, type FitItem, fitPortions, perGramOf } from "./fit-portions";

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
    { protein: "tvorog-fat-free", carbs: "oats-rolled-dry", vegetables: "spinach", fat: "olive-oil" },
  ],
};
/** Three medium fruits, edible part. */
const fruits: PortionItem[] = [
  { food: "apple", grams: 180 },
  { food: "banana", grams: 120 },
  { food: "orange", grams: 140 },
];

/**
 * Three fitted foods cannot always meet four targets: calories and protein come first, fat and
 * carbohydrate as close as the fixed foods allow.
 */
export const simpleTolerance: DayTargets = { kcal: 0.05, protein: 0.05, fat: 0.3, carbs: 0.3 };

/** How far the fit may move each kind of food per meal, in grams (vegetables and fruit stay as they are). */
const bounds = { protein: [50, 500], carbs: [20, 400], fat: [5, 40] } as const;

function portion(meal: Meal, items: PortionItem[], foods: FoodTable): MealPortion {
  return { meal, dish: `simple-${meal}`, scale: 1, ingredients: items, ...roundNutrients(nutrientsOf(items, foods)) };
}

/**
 * Lunch, dinner and the fruit snack. The protein food, carbohydrate food and oil of the main
 * meals are fitted together to the four targets (fit-portions.ts) from the reference amounts,
 * the same grams at lunch and at dinner, calories and protein first; vegetables and fruit stay
 * fixed.
 */
export function simpleDay(targets: DayTargets, vegetarian: boolean, foods: FoodTable) {
  const [lunch, dinner] = main[vegetarian ? "vegetarian" : "meat"];
  const both = (a: string, b: string) => perGramOf(a, foods).map((v, k) => v + perGramOf(b, foods)[k]!);
  const free = (kind: keyof typeof bounds, start: number): FitItem => ({ perGram: both(lunch[kind], dinner[kind]), start, min: bounds[kind][0], max: bounds[kind][1] });
  const fixedGrams = [...[lunch, dinner].map((m) => ({ food: m.vegetables, grams: simpleReference.vegetables / 2 })), ...fruits];
  const fixed: FitItem = {
    perGram: fixedGrams.reduce((sum, f) => sum.map((v, k) => v + (perGramOf(f.food, foods)[k]! * f.grams) / 100), [0, 0, 0, 0]),
    start: 100,
    min: 100,
    max: 100,
  };
  const [protein, carbs, fat] = fitPortions(
    [free("protein", simpleReference.protein / 2), free("carbs", simpleReference.carbs / 2), free("fat", simpleReference.fats / 2), fixed],
    targets,
    simpleTolerance,
  );
  const mainMeal = (meal: Meal, m: MainMeal) =>
    portion(
      meal,
      [
        { food: m.protein, grams: protein! },
        { food: m.carbs, grams: carbs! },
        { food: m.vegetables, grams: simpleReference.vegetables / 2 },
        { food: m.fat, grams: fat! },
      ],
      foods,
    );
  const day = [mainMeal("lunch", lunch), mainMeal("dinner", dinner), portion("snack", fruits, foods)];
  return { day, totals: roundNutrients(day.reduce<Nutrients>((s, p) => addNutrients(s, p), zero)) };
}
