// Search over dish names and descriptions in both languages, forgiving small typos (MiniSearch
// with fuzzy and prefix matching, as the exercise library). Russian "ё" and "е" count as one letter.
import MiniSearch from "minisearch";
import type { DishSummaryJson } from "../../core/api/dishes";
import { foldForSearch } from "../shared/ui/search-text";

export function createDishSearch(dishes: readonly DishSummaryJson[]) {
  const index = new MiniSearch({
    idField: "slug",
    fields: ["nameEn", "nameRu", "descriptionEn", "descriptionRu"],
    processTerm: foldForSearch,
    searchOptions: {
      boost: { nameEn: 3, nameRu: 3 },
      prefix: true,
      // Up to one typo in a short word, two in a long one.
      fuzzy: (term) => (term.length <= 3 ? 0 : term.length <= 6 ? 1 : 2),
      combineWith: "AND",
    },
  });
  index.addAll(
    dishes.map((d) => ({
      slug: d.slug,
      nameEn: d.name.en,
      nameRu: d.name.ru,
      descriptionEn: d.description.en,
      descriptionRu: d.description.ru,
    })),
  );
  /** Slugs best match first; all of them in library order for an empty query. */
  return (query: string): string[] => {
    const q = query.trim();
    if (!q) return dishes.map((d) => d.slug);
    return index.search(q).map((r) => String(r.id));
  };
}
