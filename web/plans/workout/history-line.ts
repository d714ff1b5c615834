// One of the plan tab's recent workouts in a line: its work sets, what it lifted (the reps of a
// workout of bodyweight sets alone, the time of one of holds, core/training/lifted.ts) and how
// long it took.
import type { WorkoutSummaryJson } from "../../../core/api/workouts";
import { liftedMeasure } from "../../../core/training/lifted";
import * as m from "../../../i18n/paraglide/messages.js";
import { durationText, formatNumber } from "../../shared/i18n/format";
import { formatWeight } from "../../shared/units/format";
import type { UnitSystem } from "../../shared/units/units";

export function historyLine(w: WorkoutSummaryJson, units: UnitSystem): string {
  const sets = formatNumber(w.sets);
  const measure = liftedMeasure(w);
  const lifted =
    measure === "reps"
      ? m.plans_history_line_reps({ sets, reps: formatNumber(w.reps) })
      : measure === "seconds"
        ? m.plans_history_line_held({ sets, time: durationText(w.seconds * 1000) })
        : m.plans_history_line({ sets, volume: formatWeight(w.volumeKg, units, 0) });
  const time =
    w.durationMinutes === null ? m.plans_history_active() : m.plans_history_minutes({ minutes: formatNumber(w.durationMinutes) });
  return `${lifted} · ${time}`;
}
