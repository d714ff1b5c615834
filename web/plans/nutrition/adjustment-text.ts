// How an adjustment reads: "14-day trend −0.1 kg a week, target −0.5 kg: −150 kcal" (in the
// member's units: "−0.22 lb"), or from the
// diary "Expenditure about 2,810 kcal a day, aim 2,260 kcal: −180 kcal".
import type { DietAdjustmentJson } from "../../../core/api";
import type { DeficitBlock } from "../../../core/safety/health-context";
import { formatNumber, withUnit } from "../../shared/i18n/format";
import { weightUnit } from "../../shared/units/format";
import { weightIn, type UnitSystem } from "../../shared/units/units";
import { intl } from "../../shared/i18n/intl";
import * as m from "../../../i18n/paraglide/messages.js";

/** A number with its sign (a true minus), "0" without one. */
export const formatSigned = (value: number, maxDigits = 2) =>
  intl(Intl.NumberFormat, { signDisplay: "exceptZero", maximumFractionDigits: maxDigits }).format(value).replace("-", "−");

/** A weekly weight change with its sign and unit: "−0.5 kg", «−1,1 фунт.». */
export const signedWeight = (kg: number, units: UnitSystem) => withUnit(formatSigned(weightIn(kg, units)), weightUnit(units));

/** What changed: the step in kcal, "no change", or the floor that stopped it. */
function changeText(a: DietAdjustmentJson): string {
  const delta = a.toKcal - a.fromKcal;
  if (a.reason === "on_track") return m.adjust_no_change();
  if (a.reason === "floor") return delta === 0 ? m.adjust_floor_none() : m.adjust_floor_step({ delta: formatSigned(delta, 0) });
  return m.adjust_change_kcal({ delta: formatSigned(delta, 0) });
}

/**
 * The change and why, in one line: from the measured expenditure and its aim, or from the 14-day
 * trend against the target (a target of no change reads "a steady weight").
 */
export function reasonText(a: DietAdjustmentJson, units: UnitSystem): string {
  if (a.method === "expenditure" && a.expenditure?.kind === "estimate" && a.aimKcal !== undefined)
    return m.adjust_reason_expenditure({
      kcal: formatNumber(a.expenditure.kcal),
      aim: formatNumber(a.aimKcal),
      change: changeText(a),
    });
  return a.expectedKg === 0
    ? m.hc_adjust_reason_steady({ trend: signedWeight(a.trendKg, units), change: changeText(a) })
    : m.adjust_reason({
        trend: signedWeight(a.trendKg, units),
        target: signedWeight(a.expectedKg, units),
        change: changeText(a),
      });
}

/**
 * Why the adjustments do not follow the plan's goal: off with eating-disorder signs on record, in
 * pregnancy and breastfeeding; a steady weight where a cut is withheld.
 */
export const healthBlockTexts: Record<DeficitBlock, () => string> = {
  "eating-disorder": m.hc_adjust_paused_eating,
  pregnancy: m.hc_adjust_paused_pregnancy,
  lactation: m.hc_adjust_paused_lactation,
  minor: m.hc_adjust_keep_minor,
  underweight: m.hc_adjust_keep_underweight,
  "life-stage-unasked": m.hc_adjust_keep_life_stage,
};

const missingTexts: Record<Intl.LDMLPluralRule, (inputs: { count: string }) => string> = {
  zero: m.adjust_missing_many,
  one: m.adjust_missing_one,
  two: m.adjust_missing_other,
  few: m.adjust_missing_few,
  many: m.adjust_missing_many,
  other: m.adjust_missing_other,
};

/** "Log your weight on 4 more days"; in Russian день, дня or дней by the number. */
export const missingText = (count: number) => missingTexts[intl(Intl.PluralRules, {}).select(count)]({ count: String(count) });
