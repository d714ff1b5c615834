// /api/plans/nutrition/adjustments: the weekly diet adjustments of a Pro member's nutrition plan.
import type { ExpenditureEstimate } from "../nutrition/expenditure";
import type { AdjustmentMethod, AdjustmentReason } from "../nutrition/weekly-adjustment";
import type { ProfileJson } from "../profile";
import type { DeficitBlock } from "../safety/health-context";

export type AdjustmentErrorCode = "adjustment_not_found" | "adjustment_already_undone";

/** One week's adjustment: the calories before and after, and the numbers behind the change. */
export interface DietAdjustmentJson {
  id: string;
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
  fromKcal: number;
  toKcal: number;
  /** The weight trend, kg a week: the last 14 days' (method "weight_trend") or the expenditure's period's. */
  trendKg: number;
  /** The goal's expected change, kg a week. */
  expectedKg: number;
  reason: AdjustmentReason;
  status: "applied" | "undone";
  /** Epoch ms. */
  createdAt: number;
  /** How the calories were set (docs/expenditure.md); rows from before the diary answer "weight_trend". */
  method: AdjustmentMethod;
  /**
   * Only for a member who logged food in the 28 days before: the expenditure estimate the calories
   * came from (method "expenditure"), or what it still lacked (method "weight_trend").
   */
  expenditure?: ExpenditureEstimate;
  /** Method "expenditure": the goal's rate in kcal a day (−540 on a cut), and the aim, expenditure + rate. */
  goalKcal?: number;
  aimKcal?: number;
}

/** GET: the history (newest first) and the weight days the next adjustment can use. */
export interface DietAdjustmentsJson {
  /** Days with a logged weight in the last 14, and how many an adjustment needs. */
  data: { days: number; needed: number };
  /**
   * The member's health context against the plan: "pregnancy" or "lactation" (adjustments are
   * off), "minor" or "underweight" on a weight-loss plan (they aim at a steady weight, never
   * below maintenance); null when they follow the plan's goal.
   */
  healthBlock: DeficitBlock | null;
  history: DietAdjustmentJson[];
  /** The profile with the adjusted plan, when opening the tab made this week's adjustment. */
  profile?: ProfileJson;
}
