// The nutrition plan engine: targets from the profile and goal, then the example day
// in the chosen style.
import { exampleDay } from "./example-day";
import type { DayTargets } from "./fit-portions";
import type { MacroSplit } from "../formulas/macros";
import type { DishLibrary, FoodTable, NutritionInputs, NutritionPlan } from "./nutrition-plan";
import { simpleDay } from "./simple-diet";
import { adjustedTargets } from "./adjusted-targets";

/** The four targets the example day is fitted to. */
export const dayTargets = (t: MacroSplit): DayTargets => ({ kcal: t.calories, protein: t.protein.grams, fat: t.fat.grams, carbs: t.carbs.grams });

export function generateNutritionPlan(inputs: NutritionInputs, dishes: DishLibrary, foods: FoodTable): NutritionPlan {
  const { tdee, targets, deficitWithheld } = adjustedTargets(inputs);
  const day = dayTargets(targets);
  const built = inputs.style === "simple" ? simpleDay(day, inputs.vegetarian, foods) : exampleDay(day, dishes, foods, inputs);
  return { inputs, tdee, targets, day: built.day, totals: built.totals, ...(deficitWithheld ? { deficitWithheld } : {}) };
}
