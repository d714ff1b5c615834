// A number field's range in the member's units: whether a value is inside its limits, and the
// error that names the limits in kg or lb, cm or in (the calculators' and the progress log's fields).
import { cmToInches, kgToLb } from "../../../core/formulas/units";
import { formatAmount, formatNumber, formatPercent } from "../i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { lengthUnit, weightUnit } from "./format";
import type { UnitSystem } from "./units";

export type Limits = { readonly min: number; readonly max: number };
/** Fields the unit system converts: kg or lb, cm or in, cm or ft and in. */
type UnitKind = "weight" | "length" | "height";
/** How a field's value is shown: in the member's units, as a percentage or as a plain number. */
type FieldKind = UnitKind | "percent" | "plain";

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** The value when it is a number inside the limits (and whole when asked), else null. */
export function usable(value: number | null, limits: Limits, integer = false): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (integer && !Number.isInteger(value)) return null;
  // A tolerance, so 66.14 lb converted to kg is not refused as 29.99999 kg.
  if (value < limits.min && !near(value, limits.min)) return null;
  if (value > limits.max && !near(value, limits.max)) return null;
  return value;
}

/** The limits as a message names them; imperial ones are rounded inwards, so a number the message allows is always accepted. */
export function bounds(limits: Limits, kind: FieldKind, units: UnitSystem): [min: string, max: string] {
  if (kind === "percent") return [formatPercent(limits.min), formatPercent(limits.max)];
  if (kind === "plain") return [formatNumber(limits.min), formatNumber(limits.max)];
  if (units === "metric") {
    const unit = kind === "weight" ? m.unit_kg() : m.unit_cm();
    return [formatNumber(limits.min), formatAmount(limits.max, unit)];
  }
  if (kind === "weight")
    return [formatNumber(Math.ceil(kgToLb(limits.min))), formatAmount(Math.floor(kgToLb(limits.max)), weightUnit(units))];
  const low = Math.ceil(cmToInches(limits.min));
  const high = Math.floor(cmToInches(limits.max));
  if (kind === "length") return [formatNumber(low), formatAmount(high, lengthUnit(units))];
  const feetInches = (inches: number) =>
    m.calc_height_ft_in({ feet: formatNumber(Math.floor(inches / 12)), inches: formatNumber(inches % 12) });
  return [feetInches(low), feetInches(high)];
}

/** The inline error of a field, in the member's units; undefined when empty or fine. */
export function fieldError(value: number | null, limits: Limits, kind: UnitKind, units: UnitSystem): string | undefined;
/** Percentages and plain numbers read the same in either unit system. */
export function fieldError(
  value: number | null,
  limits: Limits,
  kind: "percent" | "plain",
  units?: UnitSystem,
  integer?: boolean,
): string | undefined;
export function fieldError(
  value: number | null,
  limits: Limits,
  kind: FieldKind,
  units: UnitSystem = "metric",
  integer = false,
): string | undefined {
  if (value === null) return undefined;
  if (Number.isNaN(value)) return m.calc_error_number();
  if (integer && !Number.isInteger(value)) return m.calc_error_whole();
  if (usable(value, limits) !== null) return undefined;
  const [min, max] = bounds(limits, kind, units);
  return m.calc_error_range({ min, max });
}
