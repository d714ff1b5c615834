// /api/exercises/own: a member's own exercises, for what the library lacks. A workout record
// names one by its `slug` (`own-<id>`); a removed one stays listed (flagged) so history that
// names it still has its name.
import type { OwnMeasure } from "../validation/own-exercises";

export type OwnExerciseErrorCode =
  | "own_exercise_limit" // 409: the member keeps as many as they may
  | "own_exercise_name_taken"; // 409: another of their live ones has this name

export interface OwnExerciseJson {
  id: string;
  /** How workout records name it: `own-<id>`. */
  slug: string;
  name: string;
  /** Counted in reps or held for a time. */
  measure: OwnMeasure;
  /** Removed by the member: not offered for new workouts; past ones keep its name. */
  removed: boolean;
  createdAt: number;
  updatedAt: number;
}

/** GET /api/exercises/own: every own exercise of the member, removed ones too, by name. */
export interface OwnExercisesJson {
  exercises: OwnExerciseJson[];
  /** How many live ones the member may keep. */
  limit: number;
}
