// The four macros per 100 g of a saved recipe's ingredients, for the builder's preview: a
// database food's detail, the member's own food, or a library dish found by its name.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { diaryFoodQuery, foodDetailQuery } from "../../shared/queries/diary";
import type { Macros } from "../format";
import type { IngredientItem } from "./recipe-form";

const macros = (p: { kcal: number | null; protein: number | null; fat: number | null; carbs: number | null }): Macros => ({
  kcal: p.kcal,
  protein: p.protein,
  fat: p.fat,
  carbs: p.carbs,
});

function valuesQuery(userId: string, item: IngredientItem) {
  const { kind, id } = item.food;
  if (kind === "db") {
    // A key of its own: the detail's cache holds the whole answer.
    return { queryKey: [...foodDetailQuery(id).queryKey, "macros"], queryFn: async () => macros((await api("GET /api/foods/:food", { params: { food: id } })).per100g), staleTime: 60 * 60_000 };
  }
  if (kind === "custom") {
    const q = diaryFoodQuery(userId, id);
    return {
      queryKey: [...q.queryKey, "macros"],
      queryFn: async () => {
        const found = await api("GET /api/diary/foods/:id", { params: { id }, cache: "no-store" });
        return found.kind === "custom" ? macros(found.food.per100g) : null;
      },
      staleTime: 60_000,
    };
  }
  return {
    queryKey: ["diary-own", "dish-values", id],
    queryFn: async () => {
      const found = await api("GET /api/foods/search", { query: { q: item.name.en, limit: 50 } });
      const dish = found.results.find((r) => r.kind === "dish" && r.id === id);
      return dish ? macros(dish.per100g) : null;
    },
    staleTime: 60 * 60_000,
  };
}

const unknown: Macros = { kcal: null, protein: null, fat: null, carbs: null };

/**
 * The values of the items that have none yet, by item key; an ingredient whose food is gone (a
 * removed own food) or cannot be read reads as unknown. `pending` while they are being read.
 * One query over all of them, each read through its own cached key (useQueries would put its
 * observer into the start bundle's vendor chunk for this one dialog).
 */
export function useIngredientValues(userId: string, items: readonly IngredientItem[]) {
  const queryClient = useQueryClient();
  const missing = items.filter((i) => i.per100g === null);
  const read = useQuery({
    queryKey: ["diary-own", "ingredient-values", userId, missing.map((i) => `${i.food.kind}:${i.food.id}`)],
    queryFn: () =>
      Promise.all(
        missing.map((item) =>
          queryClient
            .fetchQuery({ ...valuesQuery(userId, item), retry: 1 })
            .then((v) => v ?? unknown)
            .catch(() => unknown),
        ),
      ),
    enabled: missing.length > 0,
    staleTime: 60_000,
  });
  const values = new Map<string, Macros>();
  if (read.data) missing.forEach((item, at) => values.set(item.key, read.data[at] ?? unknown));
  return { values, pending: missing.length > 0 && read.isPending };
}
