import type { Localized } from "../content";

export const foodCategories = ["meat", "fish", "eggs_dairy", "legumes", "grains", "vegetables", "fruits", "nuts_seeds", "oils", "other"] as const;
export type FoodCategory = (typeof foodCategories)[number];

/** One food with its values per 100 g of the edible part, as USDA FoodData Central gives them. */
export interface Food {
  slug: string;
  name: Localized;
  category: FoodCategory;
  /** USDA FoodData Central id of the exact entry the numbers come from. */
  fdcId: number;
  /** "raw", "cooked", "boiled", "dry" and so on, as in the FDC entry. */
  state: Localized;
  per100g: {
    kcal: number;
    protein: number;
    carbs: number;
    fiber: number;
    sugar: number;
    fat: number;
    saturatedFat: number;
  };
  /** Protein quality: leucine in g per 100 g, and whether all essential amino acids are adequate. */
  leucine?: number;
  completeProtein?: boolean;
  /** Glycaemic index (glucose = 100) from the international GI tables, where measured. */
  glycemicIndex?: number;
  /** Fat types in g per 100 g (FDC): monounsaturated, polyunsaturated, omega-3 (ALA+EPA+DHA), omega-6 (LA). */
  mono?: number;
  poly?: number;
  omega3?: number;
  omega6?: number;
}
