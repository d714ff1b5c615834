// The weekly diet adjustment: the least-squares weight trend of the last 14 days against the
// goal's expected rate, and a calorie step of 100, 150 or 200 kcal toward it. A cut expects
// about -0.5 % of body weight a week and a bulk about +0.25 % (the slow paces of the Time
// machine's projection); maintenance expects no change. The health context decides: no
// adjustments with eating-disorder signs on record, in pregnancy or breastfeeding, and where a
// deficit is withheld (under 18, underweight) the aim is a steady weight, never calories below
// maintenance.
// With enough diary days the calories instead aim at the measured expenditure (expenditure.ts)
// plus the goal's rate in energy, moving at most 200 kcal a week; the health context's rules
// are the same. Members without them keep the weight-only rule exactly.
import { KCAL_PER_KG } from "../formulas/energy-balance";
import { weeklyRates } from "../transform/projection";
import type { WeightPoint } from "../progress/trend";
import type { Goal } from "../plans";
import { adjustmentPause, lowestCalories, type AdjustmentPause } from "./adjusted-targets";
import { estimateExpenditure, type ExpenditureEstimate, type IntakeDay } from "./expenditure";
import { nutritionTargets, type TargetHealth, type TargetInputs } from "./targets";

/** The days the trend looks back over, today included. */
export const adjustmentWindowDays = 14;
/** Days with a logged weight the window needs before calories change. */
export const minWeighDays = 10;
/** A gap between trend and target up to this (kg a week) is on track: no change. */
export const trendToleranceKg = 0.1;

/** The expected weekly change as a share of body weight. */
export const expectedWeeklyShare: Record<Goal, number> = {
  LOSE_WEIGHT: -weeklyRates.cut[0],
  MAINTAIN: 0,
  GAIN_MUSCLE: weeklyRates.bulk[0],
};

export const adjustmentReasons = ["on_track", "adjusted", "floor"] as const;
/** on_track: within the tolerance; adjusted: calories moved by the step; floor: the lowest safe intake stopped the step. */
export type AdjustmentReason = (typeof adjustmentReasons)[number];

/** weight_trend: the trend against the goal's rate moved the calories; expenditure: the measured expenditure set them. */
export type AdjustmentMethod = "weight_trend" | "expenditure";

/** The most one week moves the calories from the measured expenditure: the weight rule's largest step. */
export const maxWeeklyStepKcal = 200;
/** A gap to the expenditure's aim up to this is on track: the weight rule's tolerance in energy (0.1 kg a week ≈ 110 kcal a day). */
export const aimToleranceKcal = Math.round((trendToleranceKg * KCAL_PER_KG) / 7);

export type WeeklyAdjustment =
  /** Eating-disorder signs on record, pregnancy or breastfeeding: calories are not adjusted. */
  | { kind: "paused"; pause: AdjustmentPause }
  | {
      kind: "not_enough_data";
      days: number;
      needed: number;
      /** Given diary days: why the expenditure could not be measured (what is missing). */
      expenditure?: ExpenditureEstimate;
    }
  | {
      kind: "adjustment";
      method: AdjustmentMethod;
      /** The trend, kg a week (two decimals). */
      trendKg: number;
      /** The goal's expected change, kg a week (two decimals). */
      expectedKg: number;
      fromKcal: number;
      toKcal: number;
      reason: AdjustmentReason;
      /** The plan's new shift from the engine's target (its `calorieAdjustment`). */
      calorieAdjustment: number;
      /**
       * Given diary days: the estimate the calories came from (method "expenditure"), or what it
       * still lacks (method "weight_trend").
       */
      expenditure?: ExpenditureEstimate;
      /** Method "expenditure": the goal's rate in kcal a day (−550 for a cut at 0.5 kg a week), and expenditure + that. */
      goalKcal?: number;
      aimKcal?: number;
    };

const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The first day of the window that ends on `today` (YYYY-MM-DD). */
export const windowStart = (today: string) => new Date((dayNumber(today) - adjustmentWindowDays + 1) * dayMs).toISOString().slice(0, 10);

/** The slope of the least-squares line through the weights, kg a week; needs two distinct days. */
export function leastSquaresWeekly(points: readonly WeightPoint[]): number {
  const xs = points.map((p) => dayNumber(p.date));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = points.reduce((a, p) => a + p.weight, 0) / points.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (points[i]!.weight - my);
    den += (x - mx) ** 2;
  });
  return den === 0 ? 0 : (num / den) * 7;
}

/** The calorie step for a gap between trend and target (kg a week): 0 within the tolerance, then 100, 150 or 200. */
export function calorieStep(gapKg: number): number {
  const size = Math.abs(gapKg);
  const step = size <= trendToleranceKg ? 0 : size <= 0.2 ? 100 : size <= 0.4 ? 150 : 200;
  // Gaining faster than the target (or losing slower) means eating less.
  return step === 0 ? 0 : gapKg > 0 ? -step : step;
}

/** The goal the adjustment aims at: keeping the weight when the health context withholds the deficit. */
export const appliedGoal = (goal: Goal, health: TargetHealth): Goal =>
  goal === "LOSE_WEIGHT" && health.deficitBlock !== null ? "MAINTAIN" : goal;

/** The step toward the expenditure's aim: none within the tolerance, else the gap up to 200 kcal (to 10). */
export function stepToAim(gapKcal: number): number {
  if (Math.abs(gapKcal) <= aimToleranceKcal) return 0;
  return Math.sign(gapKcal) * Math.round(Math.min(Math.abs(gapKcal), maxWeeklyStepKcal) / 10) * 10;
}

export interface WeeklyAdjustmentInput {
  inputs: TargetInputs;
  health: TargetHealth;
  calories: number;
  weights: readonly WeightPoint[];
  today: string;
  /** The diary's daily totals (any days: only the expenditure's window counts); missing: the weight-only rule. */
  intake?: readonly IntakeDay[];
}

/**
 * This week's adjustment. `inputs` are the plan's inputs with the member's current body,
 * `health` the member's health context on `today`, `calories` the plan's daily calories now,
 * `weights` the logged weights (any days: only the window ending on `today` counts; the
 * expenditure reads the 28 days before today, see expenditure.ts), `intake` the diary.
 */
export function weeklyAdjustment(input: WeeklyAdjustmentInput): WeeklyAdjustment {
  const pause = adjustmentPause(input.health);
  if (pause) return { kind: "paused", pause };
  if (!input.intake) return byWeightTrend(input);
  const { inputs, health, calories, today } = input;
  const estimate = estimateExpenditure({
    intake: input.intake,
    weights: input.weights,
    formulaKcal: nutritionTargets(inputs, health).tdee,
    today,
  });
  if (estimate.kind !== "estimate") return { ...byWeightTrend(input), expenditure: estimate };
  // The goal's rate as a share of the trend's latest weight (the weight rule takes the last weigh-in).
  const expected = expectedWeeklyShare[appliedGoal(inputs.goal, health)] * estimate.trendEndKg;
  const goalKcal = Math.round((expected * KCAL_PER_KG) / 7 / 10) * 10;
  const aimKcal = estimate.kcal + goalKcal;
  const step = stepToAim(aimKcal - calories);
  const toKcal = Math.max(lowestCalories(inputs, health), calories + step);
  const reason: AdjustmentReason = toKcal !== calories + step ? "floor" : step === 0 ? "on_track" : "adjusted";
  return {
    kind: "adjustment",
    method: "expenditure",
    trendKg: estimate.weeklyKg,
    expectedKg: round2(expected),
    fromKcal: calories,
    toKcal,
    reason,
    calorieAdjustment: toKcal - nutritionTargets(inputs, health).targets.calories,
    expenditure: estimate,
    goalKcal,
    aimKcal,
  };
}

/** The weight-only rule: the 14-day trend against the goal's rate, stepped by calorieStep. */
function byWeightTrend(input: WeeklyAdjustmentInput): Exclude<WeeklyAdjustment, { kind: "paused" }> {
  const { inputs, health, calories, today } = input;
  const from = windowStart(today);
  const byDay = new Map<string, WeightPoint>();
  for (const p of input.weights) if (p.date >= from && p.date <= today && Number.isFinite(p.weight)) byDay.set(p.date, p);
  const points = [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
  if (points.length < minWeighDays) return { kind: "not_enough_data", days: points.length, needed: minWeighDays };
  const trendKg = round2(leastSquaresWeekly(points));
  const expectedKg = round2(expectedWeeklyShare[appliedGoal(inputs.goal, health)] * points.at(-1)!.weight);
  const step = calorieStep(round2(trendKg - expectedKg));
  // Even on track, a plan below the lowest allowed intake (made before the member's health
  // context changed) comes up to it.
  const toKcal = Math.max(lowestCalories(inputs, health), calories + step);
  const reason: AdjustmentReason = toKcal !== calories + step ? "floor" : step === 0 ? "on_track" : "adjusted";
  return {
    kind: "adjustment",
    method: "weight_trend",
    trendKg,
    expectedKg,
    fromKcal: calories,
    toKcal,
    reason,
    calorieAdjustment: toKcal - nutritionTargets(inputs, health).targets.calories,
  };
}
