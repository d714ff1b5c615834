// A food named by a favourite or a recent as a search result row, as the food is now: the
// database's row, the member's own food or recipe (while kept), a library dish (while the member's
// plan includes the library). Null when it is none of these any more.
import type { FoodResultJson } from "../../core/api/foods";
import { entitlements } from "../../core/billing/entitlements";
import type { FoodRef } from "../../core/diary/food-ref";
import type { Plan } from "../../core/plans";
import type { DiaryFood, DiaryRecipe } from "../db/schema";
import { databaseResult, dishResult, foodSources, type FoodSources } from "../foods/service";
import type { Assets } from "../platform/static-assets";
import { customFoodResult, recipeResult } from "./rows";

export class FoodResults {
  private sources: Promise<FoodSources> | null = null;
  private readonly custom: Map<string, DiaryFood>;
  private readonly recipes: Map<string, DiaryRecipe>;

  /** `custom` and `recipes`: the member's kept ones (at least those the refs name). */
  constructor(
    private readonly assets: Assets,
    private readonly plan: Plan,
    custom: readonly DiaryFood[],
    recipes: readonly DiaryRecipe[],
  ) {
    this.custom = new Map(custom.map((f) => [f.id, f]));
    this.recipes = new Map(recipes.map((r) => [r.id, r]));
  }

  async of(ref: FoodRef): Promise<FoodResultJson | null> {
    if (ref.kind === "custom") {
      const food = this.custom.get(ref.id);
      return food ? customFoodResult(food) : null;
    }
    if (ref.kind === "recipe") {
      const recipe = this.recipes.get(ref.id);
      return recipe ? recipeResult(recipe) : null;
    }
    if (ref.kind === "dish" && !entitlements.dishes(this.plan)) return null;
    this.sources ??= foodSources(this.assets);
    const sources = await this.sources;
    if (ref.kind === "dish") {
      const dish = sources.dishes.get(ref.id);
      return dish ? dishResult(dish) : null;
    }
    const row = sources.index.row(ref.id);
    return row ? databaseResult(row) : null;
  }
}
