// How an exercise's sets read: counted in reps or held for seconds, and whether its weight is the
// load itself (a barbell) or added to the body (a pull-up with a belt). From the library, or the
// member's own exercise (counted as they chose; its weight, if any, is the load and may be left
// out); an exercise in neither is read from its sets.
import type { OwnExerciseJson } from "../../../core/api/own-exercises";
import type { LoggedSet } from "../../../core/training/double-progression";
import { isBodyweight } from "../../../core/training/records";
import { exerciseBySlug } from "../../shared/queries/exercises";
import type { Locale } from "../../../core/locale";
import { exerciseName } from "../exercise-names";

export interface ExerciseTraits {
  name: string;
  measure: "reps" | "seconds";
  loaded: boolean;
  /** A set may have no weight even though its weight is the load (an own exercise). */
  weightOptional?: boolean;
}

export function exerciseTraits(slug: string, locale: Locale, sets: readonly LoggedSet[] = [], own?: OwnExerciseJson): ExerciseTraits {
  const name = exerciseName(slug, locale, own);
  const exercise = exerciseBySlug.get(slug);
  if (exercise) return { name, measure: exercise.measure, loaded: !isBodyweight(exercise), weightOptional: false };
  if (own) return { name, measure: own.measure === "time" ? "seconds" : "reps", loaded: true, weightOptional: true };
  return {
    name,
    measure: sets.some((s) => s.seconds !== null) ? "seconds" : "reps",
    loaded: sets.some((s) => (s.weight ?? 0) > 0),
    weightOptional: false,
  };
}
