// Sets, reps and rest for an exercise, shifted for the member's goal. The ranges follow the
// ACSM position stand "Progression models in resistance training for healthy adults" (2009):
// hypertrophy 6-12 reps with 1-2 min rest; local muscular endurance 10-15+ reps with short
// rest (under 90 s); general fitness in between. The workout plan engine uses the same rules.
import type { Goal } from "../plans";

interface ExerciseDefaults {
  mechanics: "compound" | "isolation";
  measure: "reps" | "seconds";
  defaults: { sets: number; reps?: [number, number]; seconds?: number; restSeconds: number };
}

/** Sets with a rep range or a hold time, and the rest between sets: an exercise's defaults or its dose for a goal. */
export type Dose = ExerciseDefaults["defaults"];

const repRanges: Record<Goal, Record<ExerciseDefaults["mechanics"], [number, number] | null>> = {
  GAIN_MUSCLE: { compound: [6, 10], isolation: [8, 12] },
  LOSE_WEIGHT: { compound: [8, 12], isolation: [12, 15] },
  // Maintaining keeps the exercise's own range.
  MAINTAIN: { compound: null, isolation: null },
};

const rest: Record<Goal, Record<ExerciseDefaults["mechanics"], number>> = {
  GAIN_MUSCLE: { compound: 120, isolation: 90 },
  LOSE_WEIGHT: { compound: 75, isolation: 45 },
  MAINTAIN: { compound: 90, isolation: 60 },
};

export function doseForGoal(exercise: ExerciseDefaults, goal: Goal): Dose {
  const { mechanics, measure, defaults } = exercise;
  // One more set of the big lifts when building muscle (volume drives growth), never above 5.
  const sets = goal === "GAIN_MUSCLE" && mechanics === "compound" ? Math.min(5, defaults.sets + 1) : defaults.sets;
  if (measure === "seconds") {
    const seconds = defaults.seconds ?? 30;
    // Timed holds get longer for endurance, a little shorter and harder when building muscle.
    const adjusted = goal === "LOSE_WEIGHT" ? seconds + 15 : goal === "GAIN_MUSCLE" ? Math.max(15, seconds - 10) : seconds;
    return { sets, seconds: adjusted, restSeconds: Math.min(defaults.restSeconds, rest[goal][mechanics]) };
  }
  return { sets, reps: repRanges[goal][mechanics] ?? defaults.reps ?? [8, 12], restSeconds: rest[goal][mechanics] };
}
