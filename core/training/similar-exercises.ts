// Exercises to do instead of one: those training the same main muscles, the same kind of
// movement (compound or isolation) first. The exercise page lists them; the logger's swap
// offers them first.
import type { Exercise } from "./exercise";

/** Exercises of `library` sharing a primary muscle with `exercise`, the same mechanics first, then in library order. */
export function similarExercises<E extends Pick<Exercise, "slug" | "primary" | "mechanics">>(exercise: E, library: readonly E[], count = 3): E[] {
  return library
    .filter((o) => o.slug !== exercise.slug && o.primary.some((mu) => exercise.primary.includes(mu)))
    .sort((a, b) => Number(b.mechanics === exercise.mechanics) - Number(a.mechanics === exercise.mechanics))
    .slice(0, count);
}
