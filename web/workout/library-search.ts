// Finding an exercise to add or swap in: the library searched in both languages (forgiving
// typos), and the exercises closest to one being swapped out.
import { exercises } from "../../content/exercises/index";
import type { Exercise } from "../../core/training/exercise";
import { similarExercises } from "../../core/training/similar-exercises";
import { bilingualSearch } from "../shared/ui/bilingual-search";

const search = bilingualSearch(
  exercises.map((e) => ({ slug: e.slug, name: e.name, more: { en: e.aliases.en.join(" · "), ru: e.aliases.ru.join(" · ") } })),
  2,
);

/** Slugs that match, best first; none for a blank query. */
export const searchLibrary = (query: string): string[] => search(query);

/** What a swap offers first: exercises training the same main muscles, the same kind of movement first. */
export const similarTo = (e: Exercise): Exercise[] => similarExercises(e, exercises, 6);

export { exercises };
