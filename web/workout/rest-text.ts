// A rest's length as the logger writes it: "45 s", "90 s", "2 min" (whole minutes from two on,
// as a rest timer is set), in the page's language.
import * as m from "../../i18n/paraglide/messages.js";
import type { Locale } from "../../core/locale";
import { formatAmount } from "../shared/i18n/format";

export function restTime(seconds: number, locale: Locale): string {
  if (seconds >= 120 && seconds % 60 === 0) return m.workout_rest_minutes({ count: String(seconds / 60) }, { locale });
  return formatAmount(seconds, m.workout_unit_seconds({}, { locale }));
}
