// Daily targets: TDEE from Mifflin-St Jeor and the activity level, the goal's deficit or
// surplus, never below a safe floor, split into protein, fat and carbohydrate (macros.ts).
import { bmrMifflin, tdee } from "../formulas/body";
import { calorieTarget, macrosForGoal } from "../formulas/macros";
import type { Sex } from "../formulas/sex";
import type { ActivityLevel, Goal } from "../plans";
import type { LifeStage } from "../micronutrients/needs";
import { deficitBlock } from "../safety/deficit";

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
  /** Pregnant or breastfeeding (asked in the plan setup; women only). */
  stage?: LifeStage;
}

/**
 * The day's energy and macros. Losing weight when a deficit is not allowed (under 18, pregnant
 * or breastfeeding) gives maintenance instead, and `deficitWithheld` says why.
 */
export function nutritionTargets(p: TargetInputs) {
  const energy = Math.round(tdee(bmrMifflin(p.sex, p.weightKg, p.heightCm, p.age), p.activity));
  const withheld = p.goal === "LOSE_WEIGHT" ? deficitBlock(p, p) : null;
  const goal: Goal = withheld ? "MAINTAIN" : p.goal;
  const calories = Math.max(calorieFloor[p.sex], calorieTarget(energy, goal));
  return {
    tdee: energy,
    targets: macrosForGoal({ weightKg: p.weightKg, heightCm: p.heightCm, calories, goal }),
    deficitWithheld: withheld,
  };
}
