// The BMI warnings when a member picks a goal: underweight members are warned against losing
// weight; overweight and obese ones are advised to lose weight first. BMI cannot tell muscle
// from fat, so when the member's log has a waist or a body-fat estimate, that decides whether the
// extra weight is fat. Adult categories do not apply under 18 or in pregnancy: no warning then.
import { type BmiCategory, bmiCategory, bodyFatNavy } from "../formulas/body";
import { aceCategoryStarts } from "../formulas/body-fat-categories";
import type { Sex } from "../formulas/sex";
import type { Goal } from "../plans";
import { adultBmiApplies, type LifeStage } from "../safety/health-context";

/** "overweight_gain": BMI alone; "_waist" and "_body_fat": the measurement confirms the extra weight is fat. */
export type GoalWarning = "underweight_loss" | "overweight_gain" | "overweight_gain_waist" | "overweight_gain_body_fat";

/** Waist above which abdominal fat raises health risk (WHO 2008, IDF): 94 cm for men, 80 cm for women. */
export const waistRiskCm: Record<Sex, number> = { male: 94, female: 80 };

/** What the member's log says about their body beside BMI. */
export interface BodyComposition {
  sex: Sex;
  age: number;
  waistCm?: number | null;
  bodyFatPercent?: number | null;
  /** In pregnancy weight is meant to rise and the waist to grow: no BMI warning. */
  lifeStage?: LifeStage | null;
}

/**
 * Underweight and choosing to lose: warn against it. Overweight or obese and not losing: suggest
 * losing first, unless the body-fat estimate (or, without one, the waist) shows the weight is not
 * fat. Null under 18 and in pregnancy.
 */
export function goalWarning(bmi: number, goal: Goal, body?: BodyComposition): GoalWarning | null {
  if (body && (!adultBmiApplies(body.age) || body.lifeStage === "pregnancy")) return null;
  const category: BmiCategory = bmiCategory(bmi);
  if (category === "underweight" && goal === "LOSE_WEIGHT") return "underweight_loss";
  if ((category !== "overweight" && category !== "obese") || goal === "LOSE_WEIGHT") return null;
  if (body?.bodyFatPercent != null && Number.isFinite(body.bodyFatPercent))
    return body.bodyFatPercent >= aceCategoryStarts[body.sex].obese ? "overweight_gain_body_fat" : null;
  if (body?.waistCm != null) return body.waistCm > waistRiskCm[body.sex] ? "overweight_gain_waist" : null;
  return "overweight_gain";
}

type Measured = { waist: number | null; neck: number | null; hips: number | null };

/**
 * The latest waist and Navy body-fat estimate from the member's log (entries oldest first): the
 * newest entry with a waist, and body fat when that entry also has the neck (and hips for women).
 */
export function latestComposition(entries: readonly Measured[], sex: Sex, age: number, heightCm: number): BodyComposition {
  const last = [...entries].reverse().find((e) => e.waist != null);
  if (!last || last.waist == null) return { sex, age };
  const fat = last.neck == null ? Number.NaN : bodyFatNavy(sex, heightCm, last.waist, last.neck, last.hips ?? undefined);
  return { sex, age, waistCm: last.waist, bodyFatPercent: Number.isFinite(fat) ? fat : null };
}
