// The progress log in the member's units: kept in kg and cm (the API's), shown and typed in kg or
// lb, cm or in. Body fat is a percentage in either.
import type { ChartField } from "../../core/progress/composition";
import { formatPercent } from "../shared/i18n/format";
import { formatLength, formatWeight, lengthUnit, weightUnit } from "../shared/units/format";
import { lengthFrom, lengthIn, weightFrom, weightIn, type UnitSystem } from "../shared/units/units";

export type MeasureKind = "weight" | "length" | "percent";

export const kindOf = (field: ChartField): MeasureKind =>
  field === "bodyFat" ? "percent" : field === "weight" || field === "leanMass" || field === "fatMass" ? "weight" : "length";

/** A kept value (kg, cm or %) as the member reads it. */
export function shownOf(field: ChartField, metric: number, units: UnitSystem): number {
  const kind = kindOf(field);
  return kind === "weight" ? weightIn(metric, units) : kind === "length" ? lengthIn(metric, units) : metric;
}

/**
 * A typed value (kg or lb, cm or in, %) as kept: a weight to 0.01 kg, so a weight typed in pounds
 * reads back as typed (0.1 kg is 0.22 lb); a length to 0.1 cm, finer than the 0.1 in it is typed in.
 */
export function metricOf(field: ChartField, shown: number, units: UnitSystem): number {
  const kind = kindOf(field);
  if (kind === "weight") return Math.round(weightFrom(shown, units) * 100) / 100;
  if (kind === "length") return Math.round(lengthFrom(shown, units) * 10) / 10;
  return shown;
}

/** A value shown in a field when the form opens: to 0.1 of the member's unit, as typed. */
export const fieldValueOf = (field: ChartField, metric: number, units: UnitSystem) =>
  Math.round(shownOf(field, metric, units) * 10) / 10;

/** "kg" or "lb", "cm" or "in", "%". */
export function unitOf(field: ChartField, units: UnitSystem): string {
  const kind = kindOf(field);
  return kind === "weight" ? weightUnit(units) : kind === "length" ? lengthUnit(units) : "%";
}

/** A kept value written with its unit: "81.6 kg", "179.9 lb", "31.5 in", "22%". */
export function formatMeasure(field: ChartField, metric: number, units: UnitSystem): string {
  const kind = kindOf(field);
  if (kind === "weight") return formatWeight(metric, units, 1);
  if (kind === "length") return formatLength(metric, units, 1);
  return formatPercent(metric);
}
