// What a food reference gives a diary entry or a recipe's ingredient (decision 0044): the food's
// names and values per 100 g, from the food database, the member's own food or recipe (another
// member's, or one removed, is not found), or the dishes library (only for members whose plan
// includes it). The database and the dishes are read only when a change names one.
import type { DiaryRejectCode } from "../../core/api/diary";
import { entitlements } from "../../core/billing/entitlements";
import type { FoodRef } from "../../core/diary/food-ref";
import type { ColumnValues } from "../../core/diary/values";
import type { Plan } from "../../core/plans";
import type { Assets } from "../platform/static-assets";
import { foodSources, type FoodSources } from "../foods/service";

export interface ResolvedFood {
  name: { en: string; ru: string | null };
  per100g: ColumnValues;
}

export type Resolution = { food: ResolvedFood } | { code: DiaryRejectCode };

/** One of the member's own foods or recipes as this sync leaves it. */
export interface OwnFood {
  userId: string;
  updatedAt: number;
  deleted: boolean;
  name: string;
  per100g: ColumnValues | null;
}

export type OwnFoods = Map<string, OwnFood>;

/** Whether a change made at `madeAt` replaces the stored version (new, or newer and the member's). */
export const wins = (stored: { userId: string; updatedAt: number } | undefined, userId: string, madeAt: number) =>
  !stored || (stored.userId === userId && madeAt > stored.updatedAt);

export class Resolver {
  private sources: Promise<FoodSources> | null = null;

  constructor(
    private readonly assets: Assets,
    private readonly member: { id: string; plan: Plan },
    /** The member's own foods and recipes as the sync will leave them. */
    readonly custom: OwnFoods,
    readonly recipes: OwnFoods,
  ) {}

  /** The food database and dishes, read on first need. */
  private read(): Promise<FoodSources> {
    this.sources ??= foodSources(this.assets);
    return this.sources;
  }

  async resolve(ref: FoodRef): Promise<Resolution> {
    if (ref.kind === "custom" || ref.kind === "recipe") {
      const own = (ref.kind === "custom" ? this.custom : this.recipes).get(ref.id);
      if (!own || own.userId !== this.member.id || own.deleted || !own.per100g) return { code: "not_found" };
      return { food: { name: { en: own.name, ru: null }, per100g: own.per100g } };
    }
    if (ref.kind === "dish" && !entitlements.dishes(this.member.plan)) return { code: "subscription_required" };
    const sources = await this.read();
    if (ref.kind === "dish") {
      const dish = sources.dishes.get(ref.id);
      return dish ? { food: { name: { en: dish.name.en, ru: dish.name.ru }, per100g: dish.per100g } } : { code: "food_invalid" };
    }
    const row = sources.index.row(ref.id);
    const values = sources.values(ref.id);
    return row && values ? { food: { name: { en: row[2], ru: row[4] }, per100g: values } } : { code: "food_invalid" };
  }
}
