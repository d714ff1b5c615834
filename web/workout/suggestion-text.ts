// The line under an exercise that says what to aim for today and why: "Next: 62.5 kg × 8 —
// every set reached the top of the range" (double progression, core/training/double-progression.ts).
import type { Suggestion } from "../../core/training/double-progression";
import * as m from "../../i18n/paraglide/messages.js";
import { formatAmount, formatNumber } from "../shared/i18n/format";
import { weightUnit } from "../shared/units/format";
import { weightIn, type UnitSystem } from "../shared/units/units";
import { times } from "./set-text";

/** The target alone: "62.5 kg × 8", "8 reps", "45 s"; null when there is none. */
export function targetText(s: Pick<Suggestion, "weight" | "reps" | "seconds">, units: UnitSystem): string | null {
  const seconds = s.seconds !== null ? formatAmount(s.seconds, m.workout_unit_seconds()) : null;
  if (s.weight !== null && s.weight > 0) {
    const weight = formatAmount(weightIn(s.weight, units), weightUnit(units), 1);
    const work = seconds ?? (s.reps !== null ? formatNumber(s.reps) : null);
    return work ? times(weight, work) : weight;
  }
  if (seconds) return seconds;
  return s.reps !== null ? m.workout_previous_reps({ reps: formatNumber(s.reps) }) : null;
}

function reasonText(s: Suggestion): string {
  switch (s.reason) {
    case "first_time":
      return s.seconds !== null ? m.workout_why_first_hold() : m.workout_why_first();
    case "add_load":
      return m.workout_why_add_load();
    case "add_reps":
      return s.weight !== null ? m.workout_why_add_reps() : m.workout_why_add_rep();
    case "add_time":
      return m.workout_why_add_time();
    case "repeat":
      return s.seconds !== null ? m.workout_why_repeat_hold() : m.workout_why_repeat();
    case "deload":
      return m.workout_why_deload();
  }
}

/** "Next: 62.5 kg × 8 — every set reached the top of the range", in the member's units. */
export function suggestionText(s: Suggestion, units: UnitSystem): string {
  const target = targetText(s, units);
  const why = reasonText(s);
  return target ? m.workout_next({ target, why }) : m.workout_next_plain({ why });
}
