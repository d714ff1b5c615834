// Last time's sets of an exercise in one short line for the plan's preview: "60 kg × 10, 10, 9"
// when the weight stayed, "12, 12, 10 reps" or "45, 45 s" without one, else each set in turn.
import type { LoggedSet } from "../../core/training/double-progression";
import * as m from "../../i18n/paraglide/messages.js";
import { formatNumber, withUnit } from "../shared/i18n/format";
import type { UnitSystem } from "../shared/units/units";
import { previousText } from "./previous-text";

export function previousSummary(sets: readonly LoggedSet[], units: UnitSystem, loaded: boolean): string | null {
  const first = sets[0];
  if (!first) return null;
  const sameWeight = sets.every((s) => s.weight === first.weight);
  const list = (values: (number | null)[]) => values.map((n) => formatNumber(n ?? 0)).join(", ");
  if (sameWeight && sets.every((s) => s.reps !== null && s.seconds === null)) {
    if (first.weight === null) return m.workout_previous_reps({ reps: list(sets.map((s) => s.reps)) });
    return [previousText(first, units, loaded), ...sets.slice(1).map((s) => formatNumber(s.reps!))].join(", ");
  }
  if (first.weight === null && sets.every((s) => s.weight === null && s.seconds !== null)) {
    return withUnit(list(sets.map((s) => s.seconds)), m.workout_unit_seconds());
  }
  return sets.map((s) => previousText(s, units, loaded)).join(" · ");
}
