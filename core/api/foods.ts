// /api/foods: the food database (decision 0043), searched and opened by members. The search also
// finds the member's own foods and recipes and, for members whose plan includes it, the dishes
// library's dishes (decision 0044): each result says its kind.
import type { FoodKind } from "../diary/food-ref";
import type { FoodGroup, NutrientColumn } from "../foods/database";

export type { FoodKind };

/** A food's names: the Russian one where it has been written; USDA's description when the English name is shorter. */
export interface FoodNamesJson {
  en: string;
  ru: string | null;
  usda: string | null;
}

/** One search result: enough to show a row and add the food in grams. */
export interface FoodResultJson {
  /** Where the food comes from: the database, the member's own foods or recipes, or the dishes library. */
  kind: FoodKind;
  /**
   * "db": SR28's NDB number or a home-cooking staple's slug (decision 0043); "custom" and
   * "recipe": the member's record's id; "dish": the library dish's slug.
   */
  id: string;
  /** The member's own foods and recipes have one name, in `en` (`ru` null). */
  name: FoodNamesJson;
  /** The database's food group; null for the other kinds. */
  group: FoodGroup | null;
  per100g: { kcal: number; protein: number; fat: number; carbs: number };
  /**
   * A serving to offer beside grams: a label's serving (with the member's name for it), a
   * recipe's serving or a dish's portion (label null); null for database foods, whose household
   * measures are in their detail.
   */
  serving: { grams: number; label: string | null } | null;
}

/** GET /api/foods/search: a page of results, best first, and how many match in all. */
export interface FoodSearchJson {
  results: FoodResultJson[];
  total: number;
  offset: number;
}

export interface FoodPortionJson {
  grams: number;
  label: { en: string; ru: string };
}

/** GET /api/foods/:food: a database food with every value per 100 g (null where the source has none: unknown, not zero) and the household measures. */
export interface FoodDetailJson extends FoodResultJson {
  values: Record<NutrientColumn, number | null>;
  portions: FoodPortionJson[];
  /** Where the values come from: SR28 and its NDB number, or a staple's recipe or standard. */
  source: { name: string; detail: string | null };
}

/**
 * A packaged product found by its barcode (Open Food Facts). Values per 100 g in the food
 * database's columns and units; a value the source does not give is absent: unknown, never 0
 * (sodium comes from the label's salt, 400 mg per gram).
 */
export interface BarcodeProductJson {
  /** The code as it is kept: EAN-13 for a UPC-A or UPC-E (a leading 0), EAN-8 and EAN-13 as scanned. */
  barcode: string;
  /** In the member's language where the source has it, else the product's own name. */
  name: string;
  brand: string | null;
  /** The pack as printed ("400 g"). */
  quantity?: string;
  per100g: Partial<Record<NutrientColumn, number>>;
  /** One serving as the label gives it, in grams. */
  servingGrams?: number;
  imageUrl?: string;
  source: "Open Food Facts";
  /** The product's page at the source, where anyone may correct it. */
  url: string;
  /** What the screen shows beside the product: the data's owners and licence, in the member's language. */
  attribution: { text: string; licenceUrl: string };
}

/**
 * GET /api/foods/barcode/:code: the product (null when no source knows it but the member has their
 * own food with the code; 404 when neither) and the member's own food with this code, if any, as a
 * search result (`kind: "custom"`, logged like one; its whole record is GET /api/diary/foods/:id).
 */
export interface BarcodeLookupJson {
  product: BarcodeProductJson | null;
  own: FoodResultJson | null;
}

/** The barcode lookup's own failure: the product database did not answer (503); nothing was kept, so trying again asks it again. */
export type FoodErrorCode = "barcode_lookup_unavailable";
