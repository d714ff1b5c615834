// When a calorie deficit is off the table: members under 18 (their growth needs the energy,
// and dieting at that age needs a doctor) and pregnant or breastfeeding women. Every place that
// lowers a member's calories asks deficitAllowed first.
import type { LifeStage } from "../micronutrients/needs";
import { ageLimits } from "./limits";

/** Why a plan keeps maintenance calories instead of a deficit. */
export const deficitBlocks = ["pregnancy", "minor"] as const;
export type DeficitBlock = (typeof deficitBlocks)[number];

/** What the rule looks at: the member's age and the nutrition plan's pregnancy answer (a stored plan's `inputs`). */
export interface DeficitProfile {
  age: number;
}
export interface DeficitPlan {
  stage?: LifeStage;
}

/** The reason a deficit is not allowed (pregnancy or breastfeeding first), or null when it is. */
export function deficitBlock(profile: DeficitProfile, plan: DeficitPlan | null | undefined): DeficitBlock | null {
  if (plan?.stage === "pregnancy" || plan?.stage === "lactation") return "pregnancy";
  if (profile.age < ageLimits.adult) return "minor";
  return null;
}

/** Whether the member's calories may go below maintenance. */
export const deficitAllowed = (profile: DeficitProfile, plan: DeficitPlan | null | undefined): boolean =>
  deficitBlock(profile, plan) === null;

/** Adult BMI categories (and the warnings built on them) apply from 18; under 18 BMI needs growth charts. */
export const adultBmiApplies = (age: number | null | undefined): boolean => age == null || age >= ageLimits.adult;
