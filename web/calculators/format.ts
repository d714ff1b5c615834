import * as m from "../../i18n/paraglide/messages.js";
import { intl } from "../shared/i18n/intl";
import { formatHeight, formatWeight, lengthUnit, weightUnit } from "../shared/units/format";

// Numbers with their units in the reader's language and unit system.

export { formatHeight, formatWeight, lengthUnit, weightUnit };

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
