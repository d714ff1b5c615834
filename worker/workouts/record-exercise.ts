// What the records need to know of an exercise (whether its weight is added to the body), from
// the library the worker carries, never guessed from the sets.
import { exercises as library } from "../../content/exercises/index";
import { isBodyweight, type RecordExercise } from "../../core/training/records";

const bodyweight = new Set(library.filter(isBodyweight).map((e) => e.slug));

/** An exercise no longer in the library counts as a loaded one (its weight taken as the load). */
export const recordExercise = (slug: string): RecordExercise => ({ bodyweight: bodyweight.has(slug) });
