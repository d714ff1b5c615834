// A logged set as the logger's "Previous" column and the history read it: "60 kg × 8", "+10 kg × 8"
// (added to body weight), "8 reps", "45 s", and its effort ("RPE 8", "2 in reserve") when given.
import type { LoggedSet } from "../../core/training/double-progression";
import * as m from "../../i18n/paraglide/messages.js";
import { formatAmount, formatNumber } from "../shared/i18n/format";
import { formatWeight } from "../shared/units/format";
import type { UnitSystem } from "../shared/units/units";

/** A weight and its reps or time: "60 kg × 8" (the sign reads the same in both languages); a narrow column breaks the line before "×", never after. */
export const times = (weight: string, work: string) => `${weight} ×\u00a0${work}`;

/** The work part: reps, or seconds held. */
export function workText(set: LoggedSet): string {
  if (set.seconds !== null) return formatAmount(set.seconds, m.history_unit_seconds());
  return set.reps === null ? "—" : m.history_reps({ reps: formatNumber(set.reps) });
}

/** The weight and the work; a bodyweight exercise's weight is what was added to the body. */
export function setText(set: LoggedSet, units: UnitSystem, loaded: boolean): string {
  if (set.weight === null || (set.weight === 0 && !loaded)) return workText(set);
  const weight = formatWeight(set.weight, units);
  const work =
    set.seconds !== null
      ? formatAmount(set.seconds, m.history_unit_seconds())
      : set.reps === null
        ? null
        : formatNumber(set.reps);
  const shown = loaded ? weight : `+${weight}`;
  return work === null ? shown : times(shown, work);
}

/** RPE and reps in reserve, when given ("RPE 8.5 · 1 in reserve"); empty when neither is. */
export function effortText(set: { rpe: number | null; rir: number | null }): string {
  const parts: string[] = [];
  if (set.rpe !== null) parts.push(m.history_rpe({ value: formatNumber(set.rpe, 1) }));
  if (set.rir !== null) parts.push(m.history_rir({ value: formatNumber(set.rir) }));
  return parts.join(" · ");
}
