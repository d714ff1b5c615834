// What the logger's fields depend on for an exercise: whether it takes a load (else the weight
// is an optional added weight), whether plates go on a bar, counted in reps or seconds.
import { loadIncrement } from "../../core/training/double-progression";
import type { Exercise } from "../../core/training/exercise";
import { exerciseBySlug } from "../shared/queries/exercises";

const barbells: readonly Exercise["equipment"][number][] = ["barbell", "ez_bar", "trap_bar", "smith_machine"];

export interface ExerciseKind {
  exercise: Exercise | undefined;
  /** Needs a weight; false: the body's own weight, with an optional added one. */
  loaded: boolean;
  /** Plates on a bar: the plate calculator helps. */
  barbell: boolean;
  measure: "reps" | "seconds";
}

export function exerciseKind(slug: string): ExerciseKind {
  const exercise = exerciseBySlug.get(slug);
  return {
    exercise,
    loaded: !!exercise && loadIncrement(exercise) !== null,
    barbell: !!exercise && exercise.equipment.some((q) => barbells.includes(q)),
    measure: exercise?.measure ?? "reps",
  };
}
