// What a workout lifted, as its summaries show it: the volume, or for a workout of bodyweight sets
// alone its reps, since their volume counts only weight added to the body (the log does not keep
// the member's body mass) and would read "0 kg" for a hundred push-ups.
import * as m from "../../../i18n/paraglide/messages.js";
import { formatNumber } from "../../shared/i18n/format";
import { formatWeight } from "../../shared/units/format";
import type { UnitSystem } from "../../shared/units/units";

/** Whether the reps stand in for the volume: nothing added to the body, some reps done. */
export const showsReps = (stats: { volumeKg: number; reps: number }): boolean => stats.volumeKg === 0 && stats.reps > 0;

/** The history's stat: its label and value. */
export const liftedStat = (stats: { volumeKg: number; reps: number }, units: UnitSystem): [string, string] =>
  showsReps(stats)
    ? [m.history_stat_reps(), formatNumber(stats.reps)]
    : [m.history_stat_volume(), formatWeight(stats.volumeKg, units, 0)];
