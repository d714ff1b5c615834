// The nutrition plan engine: targets from the profile and goal, then the example day
// in the chosen style.
import { type DayTargets, exampleDay } from "./example-day";
import type { DishLibrary, FoodTable, NutritionInputs, NutritionPlan } from "./nutrition-plan";
import { simpleDay } from "./simple-diet";
import { nutritionTargets } from "./targets";

export function generateNutritionPlan(inputs: NutritionInputs, dishes: DishLibrary, foods: FoodTable): NutritionPlan {
  const { tdee, targets } = nutritionTargets(inputs);
  const day: DayTargets = { kcal: targets.calories, protein: targets.protein.grams };
  const built = inputs.style === "simple" ? simpleDay(day, inputs.vegetarian, foods) : exampleDay(day, dishes, foods, inputs);
  return { inputs, tdee, targets, day: built.day, totals: built.totals };
}
