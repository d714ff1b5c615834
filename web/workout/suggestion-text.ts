import type { Suggestion } from "../../core/training/double-progression";
import { formatNumber } from "../shared/i18n/format";
import * as m from "../../i18n/paraglide/messages.js";

/** What double progression suggests for this exercise today, in words. */
export function suggestionText(s: Suggestion): string {
  const weight = s.weight === null ? "" : formatNumber(s.weight, 1);
  const reps = String(s.reps ?? "");
  switch (s.reason) {
    case "first_time":
      return s.seconds !== null
        ? m.workout_suggest_first_seconds({ seconds: String(s.seconds) })
        : m.workout_suggest_first({ reps });
    case "add_load":
      return m.workout_suggest_add_load({ weight, reps });
    case "add_reps":
      return s.weight === null ? m.workout_suggest_add_reps({ reps }) : m.workout_suggest_add_reps_weight({ weight, reps });
    case "add_time":
      return m.workout_suggest_add_time({ seconds: String(s.seconds ?? "") });
    case "repeat":
      return s.seconds !== null ? m.workout_suggest_add_time({ seconds: String(s.seconds) }) : m.workout_suggest_repeat();
    case "deload":
      return s.weight === null ? m.workout_suggest_deload_plain() : m.workout_suggest_deload({ weight, reps });
  }
}
