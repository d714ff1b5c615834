// What the member did last time for a set, as the "Previous" column shows it: "60 kg × 8",
// "+10 kg × 8" for added weight, "8 reps", "45 s", or "—" when there is nothing.
import type { LoggedSet } from "../../core/training/double-progression";
import * as m from "../../i18n/paraglide/messages.js";
import { formatAmount, formatNumber } from "../shared/i18n/format";
import { weightUnit } from "../shared/units/format";
import { weightIn, type UnitSystem } from "../shared/units/units";

/** A weight and its reps or time: "60 kg × 8" (the sign reads the same in both languages); a narrow column breaks the line before "×", never after. */
export const times = (weight: string, work: string) => `${weight} ×\u00a0${work}`;

export function previousText(set: LoggedSet | undefined, units: UnitSystem, loaded: boolean): string {
  if (!set) return "—";
  const work = set.seconds !== null ? formatAmount(set.seconds, m.workout_unit_seconds()) : set.reps !== null ? formatNumber(set.reps) : null;
  if (set.weight === null || (set.weight === 0 && !loaded)) {
    if (set.seconds !== null) return work ?? "—";
    return set.reps !== null ? m.workout_previous_reps({ reps: formatNumber(set.reps) }) : "—";
  }
  const weight = formatAmount(weightIn(set.weight, units), weightUnit(units), 1);
  const shown = loaded ? weight : `+${weight}`;
  return work === null ? shown : times(shown, work);
}
