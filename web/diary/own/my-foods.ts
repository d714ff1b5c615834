// "My foods": the member's own foods and recipes as the server last said, with the changes still
// on this device laid over them (a food made offline shows at once, a removed one goes at once),
// last changed first, and filtered as the member types.
import type { CustomFoodJson, DiaryFoodsJson, RecipeJson } from "../../../core/api/diary";
import { servingGrams } from "../../../core/diary/recipe";
import { unknownValues } from "../../../core/diary/values";
import type { DiaryOutboxChange } from "../../shared/offline/diary-outbox";
import { foldForSearch } from "../../shared/ui/search-text";
import { customFoodOf } from "./label";

export interface OwnList {
  foods: CustomFoodJson[];
  recipes: RecipeJson[];
  /** Ids holding a change not yet sent. */
  unsent: ReadonlySet<string>;
}

/** A recipe change not yet answered: as the builder kept it on this device, else from the record and what the server had. */
type KeptRecipe = (id: string, updatedAt: number) => RecipeJson | undefined;

export function ownList(server: Pick<DiaryFoodsJson, "foods" | "recipes"> | undefined, changes: readonly DiaryOutboxChange[], kept: KeptRecipe): OwnList {
  const foods = new Map((server?.foods ?? []).map((f) => [f.id, f]));
  const recipes = new Map((server?.recipes ?? []).map((r) => [r.id, r]));
  const unsent = new Set<string>();
  for (const change of changes) {
    if (change.type === "food") {
      const stored = foods.get(change.id);
      // The server's copy is newer (another device): it stands.
      if (stored && stored.updatedAt > change.updatedAt) continue;
      if (change.deleted) foods.delete(change.id);
      else {
        foods.set(change.id, customFoodOf(change));
        unsent.add(change.id);
      }
    } else if (change.type === "recipe") {
      const stored = recipes.get(change.id);
      if (stored && stored.updatedAt > change.updatedAt) continue;
      if (change.deleted) recipes.delete(change.id);
      else {
        const names = new Map(stored?.ingredients.map((i) => [`${i.food.kind}:${i.food.id}`, i.name]));
        recipes.set(
          change.id,
          kept(change.id, change.updatedAt) ?? {
            id: change.id,
            name: change.name,
            ingredients: change.ingredients.map((i) => ({ ...i, name: names.get(`${i.food.kind}:${i.food.id}`) ?? { en: "", ru: null } })),
            finishedGrams: change.finishedGrams,
            servings: change.servings,
            servingGrams: servingGrams(change.finishedGrams, change.servings),
            per100g: stored?.per100g ?? unknownValues(),
            updatedAt: change.updatedAt,
          },
        );
        unsent.add(change.id);
      }
    }
  }
  const latest = <T extends { updatedAt: number }>(a: T, b: T) => b.updatedAt - a.updatedAt;
  return { foods: [...foods.values()].sort(latest), recipes: [...recipes.values()].sort(latest), unsent };
}

/** Every word typed is in the name (or the brand). */
export function matches(text: string, q: string): boolean {
  const words = foldForSearch(q).split(/\s+/).filter(Boolean);
  const hay = foldForSearch(text);
  return words.every((w) => hay.includes(w));
}

export function filterOwn(list: OwnList, q: string): OwnList {
  if (!q.trim()) return list;
  return {
    foods: list.foods.filter((f) => matches(`${f.name} ${f.brand ?? ""}`, q)),
    recipes: list.recipes.filter((r) => matches(r.name, q)),
    unsent: list.unsent,
  };
}
