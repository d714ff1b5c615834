// How an adjustment set from the diary explains itself (docs/expenditure.md): what the member
// ate, what the scale's trend did and so what they burn; how sure the estimate is; the goal's
// aim and how far this week moved toward it. A member with a diary but too little data reads
// what is missing.
import type { DietAdjustmentJson } from "../../../core/api";
import type { ExpenditureEstimate } from "../../../core/nutrition/expenditure";
import { aimToleranceKcal, maxWeeklyStepKcal } from "../../../core/nutrition/weekly-adjustment";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatDate, formatNumber, formatPercent } from "../../shared/i18n/format";
import { formatWeight, oneFullStop } from "../../shared/units/format";
import type { UnitSystem } from "../../shared/units/units";

type Estimate = Extract<ExpenditureEstimate, { kind: "estimate" }>;
type Missing = Extract<ExpenditureEstimate, { kind: "not_enough_data" }>;

/** "November 2" / «2 ноября». */
const dayMonth = (date: string) => formatDate(date, { month: "long", day: "numeric" });

/** The estimate in sentences: the measurement, then the formula's share and the estimate, or the measurement's range. */
export function estimateLines(e: Estimate, units: UnitSystem): string[] {
  const period = {
    from: dayMonth(e.from),
    to: dayMonth(e.to),
    intake: formatNumber(e.averageIntakeKcal),
    measured: formatNumber(e.measuredKcal),
  };
  const change = formatWeight(Math.abs(e.trendChangeKg), units, 2);
  const lines = [
    e.trendChangeKg < 0
      ? oneFullStop(m.expenditure_explain_fell({ ...period, change }))
      : e.trendChangeKg > 0
        ? oneFullStop(m.expenditure_explain_rose({ ...period, change }))
        : m.expenditure_explain_steady(period),
  ];
  // The formula's share shows only as a difference between what was measured and the estimate.
  const range = { low: formatNumber(e.low), high: formatNumber(e.high) };
  if (e.measuredKcal !== e.kcal) {
    lines.push(m.expenditure_blended({ share: formatPercent(e.dataShare * 100, 0), formula: formatNumber(e.formulaKcal) }));
    lines.push(m.expenditure_estimate({ kcal: formatNumber(e.kcal), ...range }));
  } else if (e.low < e.high) lines.push(m.expenditure_range(range));
  return lines;
}

/** The goal's aim from the expenditure, and why this week's calories did or did not reach it. */
export function aimLines(a: DietAdjustmentJson, units: UnitSystem): string[] {
  if (a.aimKcal === undefined || a.goalKcal === undefined) return [];
  const aim = formatNumber(a.aimKcal);
  const pace = { weight: formatWeight(Math.abs(a.expectedKg), units, 2), gap: formatNumber(Math.abs(a.goalKcal)), aim };
  const lines = [
    a.goalKcal < 0
      ? m.expenditure_aim_lose(pace)
      : a.goalKcal > 0
        ? m.expenditure_aim_gain(pace)
        : m.expenditure_aim_steady({ aim }),
  ];
  if (a.reason === "on_track") lines.push(m.expenditure_close({ tolerance: formatNumber(aimToleranceKcal) }));
  else if (a.reason === "adjusted" && a.toKcal !== a.aimKcal)
    lines.push(m.expenditure_step({ step: formatNumber(maxWeeklyStepKcal) }));
  return lines;
}

/**
 * The weight rule was used though the member logs food: how it was set, and the estimate's
 * progress toward each minimum ("weight on 10 of 10": met, however many more there are).
 */
export function missingLines(e: Missing): string[] {
  const progress = (count: number, needed: number) => formatNumber(Math.min(count, needed));
  return [
    m.adjust_method_weight(),
    m.expenditure_missing({
      intakeNeeded: formatNumber(e.needed.intakeDays),
      weighNeeded: formatNumber(e.needed.weighIns),
      spanNeeded: formatNumber(e.needed.spanDays),
      intakeDays: progress(e.intakeDays, e.needed.intakeDays),
      weighIns: progress(e.weighIns, e.needed.weighIns),
      spanDays: progress(e.spanDays, e.needed.spanDays),
    }),
  ];
}
