// The plan's daily targets with the weekly adjustments on top: the engine's target plus the
// member's running calorie shift, never below the lowest intake allowed, with the macros
// rebuilt for the new calories.
import { macrosForGoal } from "../formulas/macros";
import { deficitAllowed } from "../safety/deficit";
import { calorieFloor, nutritionTargets, type TargetInputs } from "./targets";

/**
 * The lowest daily intake an adjustment may reach: the safe floor for the sex, or the engine's
 * maintenance target when no deficit is allowed (under 18, pregnant or breastfeeding).
 */
export function lowestCalories(inputs: TargetInputs): number {
  const maintenance = nutritionTargets({ ...inputs, goal: "MAINTAIN" }).targets.calories;
  return deficitAllowed(inputs, inputs) ? calorieFloor[inputs.sex] : maintenance;
}

/** The engine's targets moved by `calorieAdjustment` kcal (0 or missing: the engine's own). */
export function adjustedTargets(inputs: TargetInputs & { calorieAdjustment?: number }) {
  const base = nutritionTargets(inputs);
  const shift = inputs.calorieAdjustment ?? 0;
  if (shift === 0) return base;
  const calories = Math.max(lowestCalories(inputs), base.targets.calories + shift);
  // The macros follow the goal the engine used (maintenance when it withheld the deficit).
  const goal = base.deficitWithheld ? "MAINTAIN" : inputs.goal;
  return { ...base, targets: macrosForGoal({ weightKg: inputs.weightKg, heightCm: inputs.heightCm, calories, goal }) };
}
