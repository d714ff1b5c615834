// Search over the food table's names (and states: raw, boiled…) in both languages, forgiving small typos.
import type { Food } from "../../core/nutrition/food";
import { bilingualSearch } from "../shared/ui/bilingual-search";

export function createFoodSearch(foods: readonly Food[]) {
  const search = bilingualSearch(
    foods.map((f) => ({ slug: f.slug, name: f.name, more: f.state })),
    3,
  );
  /** Slugs, best match first; none for an empty query. */
  return (query: string, limit = 8): string[] => search(query).slice(0, limit);
}
