// Search over dish names and descriptions in both languages, forgiving small typos.
import type { DishSummaryJson } from "../../core/api/dishes";
import { bilingualSearch } from "../shared/ui/bilingual-search";

export function createDishSearch(dishes: readonly DishSummaryJson[]) {
  const search = bilingualSearch(
    dishes.map((d) => ({ slug: d.slug, name: d.name, more: d.description })),
    3,
  );
  /** Slugs best match first; all of them in library order for an empty query. */
  return (query: string): string[] => (query.trim() ? search(query) : dishes.map((d) => d.slug));
}
