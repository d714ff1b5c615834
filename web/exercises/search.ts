// Search over exercise names and aliases in both languages, forgiving small typos (MiniSearch
// with fuzzy and prefix matching). Russian "ё" and "е" count as the same letter.
import MiniSearch from "minisearch";
import type { Exercise } from "../../core/training/exercise";
import { foldForSearch } from "../shared/ui/search-text";

export function createExerciseSearch(exercises: Exercise[]) {
  const index = new MiniSearch({
    idField: "slug",
    fields: ["nameEn", "nameRu", "aliasesEn", "aliasesRu"],
    processTerm: foldForSearch,
    searchOptions: {
      boost: { nameEn: 2, nameRu: 2 },
      prefix: true,
      // Up to one typo in a short word, two in a long one.
      fuzzy: (term) => (term.length <= 3 ? 0 : term.length <= 6 ? 1 : 2),
      combineWith: "AND",
    },
  });
  index.addAll(
    exercises.map((e) => ({
      slug: e.slug,
      nameEn: e.name.en,
      nameRu: e.name.ru,
      aliasesEn: e.aliases.en.join(" · "),
      aliasesRu: e.aliases.ru.join(" · "),
    })),
  );
  /** Slugs best match first; all of them in library order for an empty query. */
  return (query: string): string[] => {
    const q = query.trim();
    if (!q) return exercises.map((e) => e.slug);
    return index.search(q).map((r) => String(r.id));
  };
}
