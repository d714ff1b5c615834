// What a workout lifted as the history's stat (the rule: core/training/lifted.ts).
import { showsReps } from "../../../core/training/lifted";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatNumber } from "../../shared/i18n/format";
import { formatWeight } from "../../shared/units/format";
import type { UnitSystem } from "../../shared/units/units";

/** The history's stat: its label and value. */
export const liftedStat = (stats: { volumeKg: number; reps: number }, units: UnitSystem): [string, string] =>
  showsReps(stats)
    ? [m.history_stat_reps(), formatNumber(stats.reps)]
    : [m.history_stat_volume(), formatWeight(stats.volumeKg, units, 0)];
