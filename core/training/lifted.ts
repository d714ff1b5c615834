// What a workout lifted, as its summaries show it: the volume; for a workout of bodyweight sets
// alone its reps, since their volume counts only weight added to the body (the log does not keep
// the member's body mass) and would read "0 kg" for a hundred push-ups; and for one of holds
// alone (planks), the time held.

export interface LiftedStats {
  volumeKg: number;
  reps: number;
  seconds: number;
}

/** Which number stands for the work: the volume (rounded to the kilogram, as shown), else the reps, else the time held. */
export function liftedMeasure(stats: LiftedStats): "volume" | "reps" | "seconds" {
  if (Math.round(stats.volumeKg) !== 0) return "volume";
  if (stats.reps > 0) return "reps";
  return stats.seconds > 0 ? "seconds" : "volume";
}
