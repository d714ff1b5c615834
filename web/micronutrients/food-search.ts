// Search over the food table's names in both languages, forgiving small typos (MiniSearch with
// fuzzy and prefix matching). Russian "ё" and "е" count as the same letter.
import MiniSearch from "minisearch";
import type { Food } from "../../core/nutrition/food";
import { foldForSearch } from "../shared/ui/search-text";

export function createFoodSearch(foods: readonly Food[]) {
  const index = new MiniSearch({
    idField: "slug",
    fields: ["nameEn", "nameRu", "stateEn", "stateRu"],
    processTerm: foldForSearch,
    searchOptions: {
      boost: { nameEn: 3, nameRu: 3 },
      prefix: true,
      fuzzy: (term) => (term.length <= 3 ? 0 : term.length <= 6 ? 1 : 2),
      combineWith: "AND",
    },
  });
  index.addAll(
    foods.map((f) => ({ slug: f.slug, nameEn: f.name.en, nameRu: f.name.ru, stateEn: f.state.en, stateRu: f.state.ru })),
  );
  /** Slugs, best match first; none for an empty query. */
  return (query: string, limit = 8): string[] => {
    const q = query.trim();
    if (!q) return [];
    return index
      .search(q)
      .slice(0, limit)
      .map((r) => String(r.id));
  };
}
