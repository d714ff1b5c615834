import { cmToFeetInches } from "../../core/formulas/units";
import { formatAmount, formatNumber } from "../shared/i18n/format";
import * as m from "../../i18n/paraglide/messages.js";
import { intl } from "../shared/i18n/intl";
import type { UnitSystem } from "../shared/units/units";
import { formatWeight, lengthUnit, weightUnit } from "../shared/units/format";

// Numbers with their units in the reader's language and unit system.

export { formatWeight, lengthUnit, weightUnit };

/** "180 cm" or "5 ft 10.9 in". */
export function formatHeight(cm: number, units: UnitSystem): string {
  if (units === "metric") return formatAmount(cm, m.unit_cm());
  const { feet, inches } = cmToFeetInches(cm);
  return m.calc_height_ft_in({ feet: formatNumber(feet), inches: formatNumber(inches, 1) });
}

const weekWords: Record<Intl.LDMLPluralRule, () => string> = {
  zero: m.calc_unit_weeks_many,
  one: m.calc_unit_weeks_one,
  two: m.calc_unit_weeks_other,
  few: m.calc_unit_weeks_few,
  many: m.calc_unit_weeks_many,
  other: m.calc_unit_weeks_other,
};

/** "week" / "weeks"; in Russian неделя, недели or недель by the number (1,5 недели). */
export function weeksWord(weeks: number, digits: number): string {
  const rule = intl(Intl.PluralRules, { minimumFractionDigits: 0, maximumFractionDigits: digits }).select(weeks);
  return weekWords[rule]();
}

/** A value typed in a field: the same number once rounded to what the field shows. */
export function toFieldText(value: number | null, digits: number): string {
  if (value === null || Number.isNaN(value)) return "";
  return intl(Intl.NumberFormat, { maximumFractionDigits: digits, useGrouping: false }).format(value);
}
