// How an exercise's sets read: counted in reps or held for seconds, and whether its weight is the
// load itself (a barbell) or added to the body (a pull-up with a belt). From the library; an
// exercise no longer in it is read from its sets.
import type { LoggedSet } from "../../../core/training/double-progression";
import { isBodyweight } from "../../../core/training/records";
import { exerciseBySlug } from "../../shared/queries/exercises";
import type { Locale } from "../../../core/locale";

export interface ExerciseTraits {
  name: string;
  measure: "reps" | "seconds";
  loaded: boolean;
}

export function exerciseTraits(slug: string, locale: Locale, sets: readonly LoggedSet[] = []): ExerciseTraits {
  const exercise = exerciseBySlug.get(slug);
  if (exercise) return { name: exercise.name[locale], measure: exercise.measure, loaded: !isBodyweight(exercise) };
  return {
    name: slug.replaceAll("-", " "),
    measure: sets.some((s) => s.seconds !== null) ? "seconds" : "reps",
    loaded: sets.some((s) => (s.weight ?? 0) > 0),
  };
}
