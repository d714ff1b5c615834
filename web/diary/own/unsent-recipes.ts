// Recipes saved on this device that the server has not answered yet, as the builder worked them
// out (with the ingredients' names and the preview's values), so "My foods" shows them at once.
// The outbox keeps only the record; after a reload an unsent recipe shows without values until sent.
import type { RecipeJson } from "../../../core/api/diary";

const kept = new Map<string, RecipeJson>();

export const keepRecipe = (recipe: RecipeJson) => void kept.set(recipe.id, recipe);

/** The recipe as saved here, when it is the version the outbox holds. */
export const keptRecipe = (id: string, updatedAt: number): RecipeJson | undefined => {
  const r = kept.get(id);
  return r && r.updatedAt === updatedAt ? r : undefined;
};
