// The next weight and reps for an exercise the member added to a workout themselves (not from
// the plan): double progression from its last work sets, against the exercise's dose for the
// member's goal, as in a build week of the plan (no deload: it follows no block).
import type { Goal } from "../plans";
import { doseForGoal, type Dose } from "./dose";
import { suggestNext, type LoggedSet, type Suggestion } from "./double-progression";
import type { Exercise } from "./exercise";
import type { BlockWeek } from "./workout-plan";

const buildWeek: BlockWeek = { week: 1, kind: "build", rirDelta: 0, setsFactor: 1, loadFactor: 1 };

/** The exercise's sets, reps or hold time and rest: for the goal when known, else its own defaults. */
export function doseFor(exercise: Exercise, goal?: Goal): Dose {
  return goal ? doseForGoal(exercise, goal) : exercise.defaults;
}

/** `previousWorkSets`: its work sets the last time it was done (warm-ups left out), none the first time. */
export function suggestionFor(exercise: Exercise, previousWorkSets: readonly LoggedSet[], goal?: Goal): Suggestion {
  return suggestNext(exercise, doseFor(exercise, goal), previousWorkSets, buildWeek);
}
