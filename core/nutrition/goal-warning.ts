// The BMI warnings when a member picks a goal: underweight members are warned against losing
// weight, overweight and obese ones are advised to lose weight first.
import { type BmiCategory, bmiCategory } from "../formulas/body";
import type { Goal } from "../plans";

export type GoalWarning = "underweight_loss" | "overweight_gain";

/** Underweight and choosing to lose: warn against it. Overweight or obese and not losing: suggest losing first. */
export function goalWarning(bmi: number, goal: Goal): GoalWarning | null {
  const category: BmiCategory = bmiCategory(bmi);
  if (category === "underweight" && goal === "LOSE_WEIGHT") return "underweight_loss";
  if ((category === "overweight" || category === "obese") && goal !== "LOSE_WEIGHT") return "overweight_gain";
  return null;
}
