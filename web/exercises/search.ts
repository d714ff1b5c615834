// Search over exercise names and aliases in both languages, forgiving small typos.
import type { Exercise } from "../../core/training/exercise";
import { bilingualSearch } from "../shared/ui/bilingual-search";

export function createExerciseSearch(exercises: Exercise[]) {
  const search = bilingualSearch(
    exercises.map((e) => ({ slug: e.slug, name: e.name, more: { en: e.aliases.en.join(" · "), ru: e.aliases.ru.join(" · ") } })),
    2,
  );
  /** Slugs best match first; all of them in library order for an empty query. */
  return (query: string): string[] => (query.trim() ? search(query) : exercises.map((e) => e.slug));
}
