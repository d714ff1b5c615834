// What a workout lifted as the history's stat (the rule: core/training/lifted.ts).
import { liftedMeasure, type LiftedStats } from "../../../core/training/lifted";
import * as m from "../../../i18n/paraglide/messages.js";
import { durationText, formatNumber } from "../../shared/i18n/format";
import { formatWeight } from "../../shared/units/format";
import type { UnitSystem } from "../../shared/units/units";

/** The history's stat: its label and value. */
export function liftedStat(stats: LiftedStats, units: UnitSystem): [string, string] {
  const measure = liftedMeasure(stats);
  if (measure === "reps") return [m.history_stat_reps(), formatNumber(stats.reps)];
  if (measure === "seconds") return [m.history_stat_held(), durationText(stats.seconds * 1000)];
  return [m.history_stat_volume(), formatWeight(stats.volumeKg, units, 0)];
}
