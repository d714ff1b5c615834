// How the history says a past workout against the time before: "Volume +9%", "1,500 kg; last time,
// Nov 26: 1,380 kg" (core/training/last-time.ts works the numbers out).
import type { LastTimeComparison } from "../../../core/training/last-time";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatAmount, formatDate, formatNumber, plural } from "../../shared/i18n/format";
import { intl } from "../../shared/i18n/intl";
import { formatWeight } from "../../shared/units/format";
import type { UnitSystem } from "../../shared/units/units";

/** "+9%", "−4%" (a small change to a tenth: "+0.4%"); "unchanged" when the totals are equal. */
export function changeText(change: number): string {
  if (change === 0) return m.history_last_time_unchanged();
  const digits = Math.abs(change) < 0.01 ? 1 : 0;
  // A minus sign, not a hyphen, as type is set.
  return intl(Intl.NumberFormat, { style: "percent", signDisplay: "exceptZero", maximumFractionDigits: digits })
    .format(change)
    .replace("-", "\u2212");
}

/** The headline: the measure and its change. */
export function measureChangeText({ measure, change }: LastTimeComparison): string {
  const text = changeText(change);
  if (measure === "volume") return m.history_last_time_volume({ change: text });
  if (measure === "seconds") return m.history_last_time_seconds({ change: text });
  return m.history_last_time_reps({ change: text });
}

function totalText(value: number, measure: LastTimeComparison["measure"], units: UnitSystem): string {
  if (measure === "volume") return formatWeight(value, units, 0);
  if (measure === "seconds") return formatAmount(value, m.history_unit_seconds());
  return m.history_reps({ reps: formatNumber(value) });
}

/** Both totals and when the time before was ("Nov 26"; its year too when it was another year's). */
export function lastTimeDetail(comparison: LastTimeComparison, lastDate: string, thisDate: string, units: UnitSystem): string {
  const sameYear = lastDate.slice(0, 4) === thisDate.slice(0, 4);
  return m.history_last_time_detail({
    now: totalText(comparison.now, comparison.measure, units),
    then: totalText(comparison.then, comparison.measure, units),
    date: formatDate(lastDate, { day: "numeric", month: "short", ...(sameYear ? {} : { year: "numeric" }) }),
  });
}

/** "Better than last time: 2 of 3 exercises" (the count of exercises compared picks the plural). */
export const betterText = plural<{ up: string }>({
  zero: m.history_last_time_better_other,
  one: m.history_last_time_better_one,
  two: m.history_last_time_better_other,
  few: m.history_last_time_better_other,
  many: m.history_last_time_better_other,
  other: m.history_last_time_better_other,
});
