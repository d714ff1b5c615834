// /api/micronutrients: the vitamin and mineral analyzers (Pro). Needs for the member's profile,
// a day's analysis with suggestions, and saved days with the average of the last seven.
import type { Sex } from "../formulas/sex";
import type { DayAnalysis } from "../micronutrients/analysis";
import type { DayItem } from "../micronutrients/day-totals";
import type { Need } from "../micronutrients/needs";
import type { LifeStage } from "../safety/health-context";
import type { MicronutrientSlug } from "../micronutrients/nutrients";
import type { RiskNoteId } from "../micronutrients/risk-notes";
import type { Suggestion } from "../micronutrients/suggestions";

export type MicronutrientErrorCode = "micronutrients_profile_incomplete" | "micronutrients_date_taken";

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
  /** The nutrition plan's example day as foods and grams, for one-click import; null without a plan. */
  planDay: DayItem[] | null;
}

/** POST /api/micronutrients/analysis: the day against the needs, and foods for each low nutrient. */
export interface DayAnalysisJson extends DayAnalysis {
  stage: LifeStage;
  suggestions: Partial<Record<MicronutrientSlug, Suggestion[]>>;
}

/** A saved day. */
export interface SavedDayJson {
  id: string;
  date: string;
  stage: LifeStage;
  items: DayItem[];
  kcal: number;
  updatedAt: string;
}

/** GET /api/micronutrients/days: saved days, newest first, and the average of the last 7 of them. */
export interface SavedDaysJson {
  days: SavedDayJson[];
  /** The average over the 7 most recent saved days (fewer if there are fewer), null with none. */
  average: (DayAnalysis & { days: number; from: string; to: string }) | null;
}
