// What the own-food form starts from: a barcode's product, a typed code, or a food being edited.
import type { CustomFoodJson } from "../../../core/api/diary";
import type { NutrientColumn } from "../../../core/foods/database";

export interface OwnFoodDraft {
  name?: string;
  brand?: string | null;
  barcode?: string | null;
  /** Values per 100 g (a product's), known ones only: unknown stays unknown. */
  per100g?: Partial<Record<NutrientColumn, number>>;
  servingGrams?: number;
  /** The member's food being changed: it keeps its id. */
  editing?: CustomFoodJson;
}
