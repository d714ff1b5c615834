// One typo-tolerant search over names and a second text in both languages (MiniSearch with
// fuzzy and prefix matching), shared by the exercise, dish and food searches.
import MiniSearch from "minisearch";
import { foldForSearch } from "./search-text";

export interface SearchDoc {
  slug: string;
  name: { en: string; ru: string };
  /** A second, weaker field: aliases, a description, a food's state. */
  more: { en: string; ru: string };
}

/** Slugs that match the query, best first (none for a blank query); names weigh `nameBoost` times more. */
export function bilingualSearch(docs: readonly SearchDoc[], nameBoost: number): (query: string) => string[] {
  // Built on the first search, not with the page: indexing a library is a slow phone's 40 ms,
  // which would land in the middle of the page's start-up.
  let index: MiniSearch | null = null;
  const build = () => {
    const built = new MiniSearch({
      idField: "slug",
      fields: ["nameEn", "nameRu", "moreEn", "moreRu"],
      processTerm: foldForSearch,
      searchOptions: {
        boost: { nameEn: nameBoost, nameRu: nameBoost },
        prefix: true,
        // Up to one typo in a short word, two in a long one.
        fuzzy: (term) => (term.length <= 3 ? 0 : term.length <= 6 ? 1 : 2),
        combineWith: "AND",
      },
    });
    built.addAll(docs.map((d) => ({ slug: d.slug, nameEn: d.name.en, nameRu: d.name.ru, moreEn: d.more.en, moreRu: d.more.ru })));
    return built;
  };
  return (query) => {
    const q = query.trim();
    if (!q) return [];
    index ??= build();
    return index.search(q).map((r) => String(r.id));
  };
}
