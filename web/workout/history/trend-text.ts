// The exercise chart's words: the measure's name, a value in it, a session's point, and the
// summary a screen reader hears in place of the picture.
import * as m from "../../../i18n/paraglide/messages.js";
import { formatAmount, formatDate, formatNumber } from "../../shared/i18n/format";
import { formatWeight, weightUnit } from "../../shared/units/format";
import { weightIn, type UnitSystem } from "../../shared/units/units";
import type { TrendMetric, TrendPoint } from "./exercise-series";
import { setText } from "../set-text";

export const metricLabels: Record<TrendMetric, () => string> = {
  e1rm: m.history_metric_e1rm,
  weight: m.history_record_heaviest,
  reps: m.history_metric_reps,
  seconds: m.history_metric_seconds,
  added: m.history_record_heaviest_added,
};

/** The value as the chart plots it: kg turned into the member's units; reps and seconds as they are. */
export const plotted = (value: number, metric: TrendMetric, units: UnitSystem) =>
  metric === "reps" || metric === "seconds" ? value : weightIn(value, units);

/** The value axis's unit: kg or lb, seconds, reps. */
export const axisUnit = (metric: TrendMetric, units: UnitSystem) =>
  metric === "reps" ? m.history_axis_reps() : metric === "seconds" ? m.history_unit_seconds() : weightUnit(units);

export function metricValue(value: number, metric: TrendMetric, units: UnitSystem): string {
  if (metric === "e1rm") return formatWeight(value, units, 1);
  if (metric === "weight") return formatWeight(value, units);
  // Added to the body, as the logger and the sets write it.
  if (metric === "added") return `+${formatWeight(value, units)}`;
  if (metric === "seconds") return formatAmount(value, m.history_unit_seconds());
  return m.history_reps({ reps: formatNumber(value) });
}

export const pointDate = (point: TrendPoint) => formatDate(point.date, { day: "numeric", month: "short", year: "numeric" });

/** "3 Mar 2026: 95 kg; best set 85 kg × 5". */
export const pointText = (point: TrendPoint, metric: TrendMetric, units: UnitSystem, loaded: boolean) =>
  m.history_chart_point({
    date: pointDate(point),
    value: metricValue(point.value, metric, units),
    set: setText(point.best, units, loaded),
  });

/** "Sessions: 8. From 80 kg to 95 kg; best 97.5 kg on 3 Mar 2026." (the best: the latest of equals). */
export function trendSummary(points: readonly TrendPoint[], metric: TrendMetric, units: UnitSystem): string {
  const best = points.reduce((a, b) => (b.value >= a.value ? b : a));
  return m.history_chart_summary({
    count: formatNumber(points.length),
    first: metricValue(points[0]!.value, metric, units),
    last: metricValue(points.at(-1)!.value, metric, units),
    best: metricValue(best.value, metric, units),
    date: pointDate(best),
  });
}
