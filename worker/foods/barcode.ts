// A barcode's lookup (GET /api/foods/barcode/:code): counted against the member's limit, answered
// from the cache or the product database's adapter (worker/platform/food-products), beside the
// member's own food with the same code. Takes the database and the adapter, never Hono's Context.
import type { BarcodeLookupJson, BarcodeProductJson } from "../../core/api/foods";
import type { Locale } from "../../core/locale";
import { barcodeSpellings, canonicalBarcode } from "../../core/validation/barcode";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { ownFoodWithBarcode } from "../diary/service";
import { ApiError } from "../platform/errors";
import { limitReached, secondsUntil } from "../platform/limit-reached";
import { FoodProductsUnavailable, type FoodProduct, type FoodProducts } from "../platform/food-products/port";
import { take, type Limit } from "../platform/rate-limit";
import { cachedLookup, keepLookup } from "./barcode-cache";

export interface BarcodeDeps {
  db: Db;
  /** The configured source; null where none is (a lookup then answers 503). */
  products: FoodProducts | null;
  now: number;
  locale: Locale;
}

/** A member scanning a shelf looks up a code every few seconds at most; a script asking for thousands does not get them. */
export const barcodeLookupsPerMinute = 30;
const limitOf = (userId: string): Limit => ({ key: `barcode:${userId}`, max: barcodeLookupsPerMinute, windowMs: 60_000 });

const odbl = "https://opendatacommons.org/licenses/odbl/1-0/";

function productJson(p: FoodProduct, locale: Locale): BarcodeProductJson {
  return {
    barcode: p.barcode,
    name: p.names[locale] ?? p.names.main,
    brand: p.brand ?? null,
    ...(p.quantity ? { quantity: p.quantity } : {}),
    per100g: p.per100g,
    ...(p.servingGrams ? { servingGrams: p.servingGrams } : {}),
    ...(p.imageUrl ? { imageUrl: p.imageUrl } : {}),
    source: p.source,
    url: p.url,
    attribution: { text: m.foods_barcode_attribution({}, { locale }), licenceUrl: odbl },
  };
}

/** The member's live food with the code however they typed it from the label. */
const ownFood = (db: Db, userId: string, code: string) => ownFoodWithBarcode(db, userId, barcodeSpellings(code));

const unavailable = (locale: Locale) =>
  new ApiError(503, "barcode_lookup_unavailable", m.foods_barcode_unavailable({}, { locale }));

/** The source's answer, from the cache while it is fresh; a failure is logged (without the member) and answered 503. */
async function productFor(deps: BarcodeDeps, barcode: string): Promise<FoodProduct | null> {
  const { db, products, now, locale } = deps;
  if (!products) throw unavailable(locale);
  const cached = await cachedLookup(db, products.id, barcode, now);
  if (cached) return cached.product;
  let product: FoodProduct | null;
  try {
    product = await products.lookup(barcode);
  } catch (err) {
    if (!(err instanceof FoodProductsUnavailable)) throw err;
    console.error(
      JSON.stringify({ level: "error", at: "foods.barcode", source: products.id, error: err.name, message: err.message }),
    );
    throw unavailable(locale);
  }
  await keepLookup(db, products.id, barcode, product, now);
  return product;
}

/** Looks a valid code up for a member: 429 past their limit, 404 when neither a source nor the member knows it. */
export async function lookupBarcode(deps: BarcodeDeps, userId: string, code: string): Promise<BarcodeLookupJson> {
  const { db, now, locale } = deps;
  const counted = await take(db, limitOf(userId), now);
  if (!counted.taken) {
    const seconds = String(secondsUntil(counted.resetAt, now));
    throw limitReached("too_many_requests", counted.resetAt, now, m.foods_barcode_rate_limited({ seconds }, { locale }));
  }
  const barcode = canonicalBarcode(code);
  const [product, own] = await Promise.all([productFor(deps, barcode), ownFood(db, userId, code)]);
  if (!product && !own) throw new ApiError(404, "not_found", m.foods_barcode_not_found({}, { locale }));
  return { product: product ? productJson(product, locale) : null, own };
}
