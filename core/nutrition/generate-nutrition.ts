// The nutrition plan engine: targets from the profile and goal, then the example day
// in the chosen style.
import { exampleDay } from "./example-day";
import type { DayTargets } from "./fit-portions";
import type { MacroSplit } from "../formulas/macros";
import type { DishLibrary, FoodTable, NutritionInputs, NutritionPlan } from "./nutrition-plan";
import { simpleDay } from "./simple-diet";
import { adjustedTargets } from "./adjusted-targets";
import type { TargetHealth } from "./targets";

/** The four targets the example day is fitted to. */
export const dayTargets = (t: MacroSplit): DayTargets => ({ kcal: t.calories, protein: t.protein.grams, fat: t.fat.grams, carbs: t.carbs.grams });

/** The plan for the inputs and the member's health context (which decides deficits and extra energy). */
export function generateNutritionPlan(
  inputs: NutritionInputs,
  health: TargetHealth,
  dishes: DishLibrary,
  foods: FoodTable,
): NutritionPlan {
  const { tdee, targets, deficitWithheld, extraEnergyKcal } = adjustedTargets(inputs, health);
  const day = dayTargets(targets);
  const built = inputs.style === "simple" ? simpleDay(day, inputs.vegetarian, foods) : exampleDay(day, dishes, foods, inputs);
  return {
    inputs,
    tdee,
    targets,
    day: built.day,
    totals: built.totals,
    ...(deficitWithheld ? { deficitWithheld } : {}),
    // Recorded in pregnancy and breastfeeding, also when it is 0 (the first trimester).
    ...(health.deficitBlock === "pregnancy" || health.deficitBlock === "lactation" ? { extraEnergyKcal } : {}),
  };
}
