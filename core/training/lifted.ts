// What a workout lifted, as its summaries show it: the volume, or for a workout of bodyweight sets
// alone its reps, since their volume counts only weight added to the body (the log does not keep
// the member's body mass) and would read "0 kg" for a hundred push-ups.

/** Whether the reps stand in for the volume (rounded to the kilogram, as shown): nothing added to the body, some reps done. */
export const showsReps = (stats: { volumeKg: number; reps: number }): boolean =>
  Math.round(stats.volumeKg) === 0 && stats.reps > 0;
