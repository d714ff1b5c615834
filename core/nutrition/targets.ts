// Daily targets: TDEE from Mifflin-St Jeor and the activity level, the goal's deficit or
// surplus, never below a safe floor, split into protein, fat and carbohydrate (macros.ts). The
// member's health context decides whether a deficit is allowed and adds the energy pregnancy and
// breastfeeding need.
import { bmrMifflin, tdee } from "../formulas/body";
import { calorieTarget, macrosForGoal } from "../formulas/macros";
import type { Sex } from "../formulas/sex";
import type { ActivityLevel, Goal } from "../plans";
import type { HealthContext, LifeStage } from "../safety/health-context";

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
  /**
   * The life stage the plan was built for, as a record: the profile's life stage is what counts
   * (older plans stored the setup's own answer here).
   */
  stage?: LifeStage;
}

/** What the targets take of the member's health context. */
export type TargetHealth = Pick<HealthContext, "deficitBlock" | "extraEnergyKcal">;

/**
 * The day's energy and macros. Losing weight when a deficit is not allowed (eating-disorder signs,
 * under 18, an underweight adult, pregnant or breastfeeding) gives maintenance instead, and
 * `deficitWithheld` says why. With eating-disorder signs on record the figures are for the
 * engines only: the member is shown none (`targetsAllowed` in core/safety/health-context.ts). Pregnancy and breastfeeding always get maintenance plus `extraEnergyKcal` (the
 * Dietary Reference Intakes' figures, see health-context.ts), neither a deficit nor a surplus.
 */
export function nutritionTargets(p: TargetInputs, health: TargetHealth) {
  const energy = Math.round(tdee(bmrMifflin(p.sex, p.weightKg, p.heightCm, p.age), p.activity));
  const withheld = p.goal === "LOSE_WEIGHT" ? health.deficitBlock : null;
  const extra = Math.max(0, health.extraEnergyKcal);
  const expecting = health.deficitBlock === "pregnancy" || health.deficitBlock === "lactation";
  const goal: Goal = withheld || expecting ? "MAINTAIN" : p.goal;
  const calories = Math.max(calorieFloor[p.sex], calorieTarget(energy + extra, goal));
  return {
    tdee: energy,
    targets: macrosForGoal({ weightKg: p.weightKg, heightCm: p.heightCm, calories, goal }),
    deficitWithheld: withheld,
    extraEnergyKcal: extra,
  };
}
