// /api/micronutrients: the vitamin and mineral analyzers (Pro). Needs for the member's profile,
// and the food diary's days against them: one day with suggestions, and the average of the last
// logged days (decision 0045: the analyzers read the diary; their saved days became diary days).
import type { Sex } from "../formulas/sex";
import type { LoggedAnalysis } from "../micronutrients/logged";
import type { Need } from "../micronutrients/needs";
import type { LifeStage } from "../safety/health-context";
import type { MicronutrientSlug } from "../micronutrients/nutrients";
import type { RiskNoteId } from "../micronutrients/risk-notes";
import type { Suggestion } from "../micronutrients/suggestions";

export type MicronutrientErrorCode = "micronutrients_profile_incomplete";

/** GET /api/micronutrients/needs: the member's daily needs and what the app knows of them. */
export interface MicronutrientNeedsJson {
  sex: Sex;
  age: number;
  /** The profile's life stage the needs are for ("none" when it does not apply). */
  stage: LifeStage;
  /** Whether pregnancy and breastfeeding needs exist for the member (women 14 to 50). */
  stageApplies: boolean;
  needs: Need[];
  riskNotes: RiskNoteId[];
  /** The nutrition plan is vegetarian: suggestions keep to vegetarian foods. */
  vegetarian: boolean;
  /** The member has a nutrition plan (its example day can start a diary day). */
  nutritionPlan: boolean;
}

/** A food that closes a gap, with its SR28 entry in the food database (to log it in the diary). */
export interface SuggestionJson extends Suggestion {
  ndb: string;
}

/** Each nutrient of the logged foods: amount, % of the need, status, and how many foods have a value for it. */
export type LoggedNutrientJson = LoggedAnalysis["nutrients"][number];

/**
 * GET /api/micronutrients/analysis?date: the diary's day against the needs (`foods` is the number
 * of entries; none logged is all zero, not "no data"), and foods for each low nutrient.
 */
export interface DiaryDayAnalysisJson {
  date: string;
  stage: LifeStage;
  foods: number;
  kcal: number;
  nutrients: LoggedNutrientJson[];
  suggestions: Partial<Record<MicronutrientSlug, SuggestionJson[]>>;
}

/** A logged day of the average. */
export interface LoggedDayJson {
  date: string;
  foods: number;
  kcal: number;
}

/**
 * GET /api/micronutrients/average?date: the last 7 logged days of the 30 up to `date` (newest
 * first) and their average (null without any).
 */
export interface DiaryAverageJson {
  days: LoggedDayJson[];
  average: { from: string; to: string; kcal: number; nutrients: LoggedNutrientJson[] } | null;
}
