// What the logger's fields depend on for an exercise: whether it takes a load (else the weight
// is an optional added weight), whether plates go on a bar, counted in reps or seconds. A
// member's own exercise is counted as they chose; its weight, if any, is the load, and optional.
import type { OwnExerciseJson } from "../../core/api/own-exercises";
import { loadIncrement } from "../../core/training/double-progression";
import type { Exercise } from "../../core/training/exercise";
import { exerciseBySlug } from "../shared/queries/exercises";

const barbells: readonly Exercise["equipment"][number][] = ["barbell", "ez_bar", "trap_bar", "smith_machine"];

export interface ExerciseKind {
  exercise: Exercise | undefined;
  /** Its weight is the load (shown as "kg", not "+kg"). */
  loaded: boolean;
  /** A weight may be left out even though it is the load (an own exercise: it may have none). */
  weightOptional: boolean;
  /** Plates on a bar: the plate calculator helps. */
  barbell: boolean;
  measure: "reps" | "seconds";
}

export function exerciseKind(slug: string, own?: OwnExerciseJson): ExerciseKind {
  const exercise = exerciseBySlug.get(slug);
  if (!exercise && own) {
    return { exercise, loaded: true, weightOptional: true, barbell: false, measure: own.measure === "time" ? "seconds" : "reps" };
  }
  return {
    exercise,
    loaded: !!exercise && loadIncrement(exercise) !== null,
    weightOptional: false,
    barbell: !!exercise && exercise.equipment.some((q) => barbells.includes(q)),
    measure: exercise?.measure ?? "reps",
  };
}
