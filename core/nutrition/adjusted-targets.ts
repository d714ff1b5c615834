// The plan's daily targets with the weekly adjustments on top: the engine's target plus the
// member's running calorie shift, never below the lowest intake allowed, with the macros
// rebuilt for the new calories.
import { macrosForGoal } from "../formulas/macros";
import type { DeficitBlock } from "../safety/health-context";
import { calorieFloor, nutritionTargets, type TargetHealth, type TargetInputs } from "./targets";

export type AdjustmentPause = Extract<DeficitBlock, "eating-disorder" | "pregnancy" | "lactation">;

/**
 * Eating-disorder signs on record, pregnancy or breastfeeding: the weekly adjustments are off
 * (they never lower the calories) and the plan keeps the engine's own target. Null otherwise.
 */
export function adjustmentPause(health: TargetHealth): AdjustmentPause | null {
  const block = health.deficitBlock;
  return block === "eating-disorder" || block === "pregnancy" || block === "lactation" ? block : null;
}

/**
 * The lowest daily intake an adjustment may reach: the safe floor for the sex, or the engine's
 * maintenance target (with the extra energy of pregnancy or breastfeeding) when the health
 * context allows no deficit (eating-disorder signs, under 18, underweight, pregnant or breastfeeding).
 */
export function lowestCalories(inputs: TargetInputs, health: TargetHealth): number {
  if (health.deficitBlock === null) return calorieFloor[inputs.sex];
  return nutritionTargets({ ...inputs, goal: "MAINTAIN" }, health).targets.calories;
}

/**
 * Whether a plan's daily calories lie below what the member may now eat at least: a plan made
 * before a pregnancy, breastfeeding, turning underweight or an age change still carrying a deficit.
 */
export const caloriesBelowAllowed = (calories: number, inputs: TargetInputs, health: TargetHealth): boolean =>
  calories < lowestCalories(inputs, health);

/**
 * The engine's targets moved by `calorieAdjustment` kcal (0 or missing: the engine's own; a shift
 * made before a pregnancy or breastfeeding no longer counts).
 */
export function adjustedTargets(inputs: TargetInputs & { calorieAdjustment?: number }, health: TargetHealth) {
  const base = nutritionTargets(inputs, health);
  const shift = adjustmentPause(health) ? 0 : (inputs.calorieAdjustment ?? 0);
  if (shift === 0) return base;
  const calories = Math.max(lowestCalories(inputs, health), base.targets.calories + shift);
  // The macros follow the goal the engine used (maintenance when it withheld the deficit).
  const goal = base.deficitWithheld ? "MAINTAIN" : inputs.goal;
  return { ...base, targets: macrosForGoal({ weightKg: inputs.weightKg, heightCm: inputs.heightCm, calories, goal }) };
}
