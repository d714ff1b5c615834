// Daily targets: TDEE from Mifflin-St Jeor and the activity level, the goal's deficit or
// surplus, never below a safe floor, split into protein, fat and carbohydrate (macros.ts).
import { bmrMifflin, tdee } from "../formulas/body";
import { calorieTarget, macrosForGoal } from "../formulas/macros";
import type { Sex } from "../formulas/sex";
import type { ActivityLevel, Goal } from "../plans";

/**
 * The lowest daily intake a plan suggests without medical supervision: 1,200 kcal for women and
 * 1,500 kcal for men (a common clinical guideline, e.g. Harvard Health Publishing).
 */
export const calorieFloor: Record<Sex, number> = { female: 1200, male: 1500 };

export interface TargetInputs {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  activity: ActivityLevel;
  goal: Goal;
}

export function nutritionTargets(p: TargetInputs) {
  const energy = Math.round(tdee(bmrMifflin(p.sex, p.weightKg, p.heightCm, p.age), p.activity));
  const calories = Math.max(calorieFloor[p.sex], calorieTarget(energy, p.goal));
  return { tdee: energy, targets: macrosForGoal({ weightKg: p.weightKg, heightCm: p.heightCm, calories, goal: p.goal }) };
}
