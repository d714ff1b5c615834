// The food-products port: a packaged product by its barcode, from an outside database. In
// production Open Food Facts (open-food-facts.ts); in development and tests a few real products
// of it kept in the code (fixtures.ts), so nothing needs the network. Chosen once from
// configuration (select.ts).
import type { KnownValues } from "../../../core/diary/values";

/** Where every product of this port comes from: both adapters carry Open Food Facts' data. */
export const foodProductsSource = "Open Food Facts";

export interface FoodProduct {
  /** The code it was looked up by (core/validation/barcode.ts's canonical form). */
  barcode: string;
  /** The product's names: in English and Russian where the source has them, and its own (any language). */
  names: { en?: string; ru?: string; main: string };
  brand?: string;
  /** The pack's quantity as printed ("400 g"). */
  quantity?: string;
  /** Per 100 g in the food database's columns and units; a value the source does not give is absent (unknown, never 0). */
  per100g: KnownValues;
  /** One serving as the label gives it, in grams (millilitres for drinks, taken as grams like the values). */
  servingGrams?: number;
  imageUrl?: string;
  source: typeof foodProductsSource;
  /** The product's page at the source. */
  url: string;
}

export interface FoodProducts {
  /** Names the adapter in the lookup cache, so one adapter's answers are never served for another's. */
  readonly id: string;
  /** The product, or null when the source does not know the code; throws FoodProductsUnavailable when the source cannot answer. */
  lookup(barcode: string): Promise<FoodProduct | null>;
}

/** The source did not answer in time, answered with an error, or with something unreadable: nothing is known about the code. */
export class FoodProductsUnavailable extends Error {
  override name = "FoodProductsUnavailable";
}
