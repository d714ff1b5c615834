// The barcode lookup's cache in D1 (food_barcodes), per adapter: Open Food Facts asks for one call
// per real scan, and a product does not change by the hour. A product found is kept 30 days, a code
// the source does not know a day (someone may add it to Open Food Facts meanwhile); a failed lookup
// is never kept, so the next scan asks again.
import { and, eq, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { foodBarcodes } from "../db/schema";
import type { CronTask } from "../platform/cron-task";
import type { FoodProduct } from "../platform/food-products/port";

const dayMs = 86_400_000;
export const barcodeKeptFor = { found: 30 * dayMs, notFound: dayMs } as const;

/** What the cache knows of a code: `{ product }` (null: the source does not know it), or undefined when it must be asked. */
export async function cachedLookup(
  db: Db,
  source: string,
  barcode: string,
  now: number,
): Promise<{ product: FoodProduct | null } | undefined> {
  const row = await db
    .select()
    .from(foodBarcodes)
    .where(and(eq(foodBarcodes.source, source), eq(foodBarcodes.barcode, barcode)))
    .get();
  if (!row || (row.found && !row.payload)) return undefined;
  if (now - row.fetchedAt >= (row.found ? barcodeKeptFor.found : barcodeKeptFor.notFound)) return undefined;
  return { product: row.found ? row.payload : null };
}

/** Keeps a source's answer (a product, or null for "not known"), replacing an older one. */
export async function keepLookup(
  db: Db,
  source: string,
  barcode: string,
  product: FoodProduct | null,
  now: number,
): Promise<void> {
  const kept = { found: product !== null, payload: product, fetchedAt: now };
  await db
    .insert(foodBarcodes)
    .values({ source, barcode, ...kept })
    .onConflictDoUpdate({ target: [foodBarcodes.source, foodBarcodes.barcode], set: kept });
}

/** The daily cron's clean-up: answers past their keeping time would only be asked again. */
export const pruneBarcodeCache: CronTask = {
  name: "prune-barcode-cache",
  async run({ db, now }) {
    const res = await db
      .delete(foodBarcodes)
      .where(
        or(
          and(eq(foodBarcodes.found, true), lt(foodBarcodes.fetchedAt, now - barcodeKeptFor.found)),
          and(eq(foodBarcodes.found, false), lt(foodBarcodes.fetchedAt, now - barcodeKeptFor.notFound)),
        ),
      )
      .run();
    return `deleted ${res.meta.changes ?? 0}`;
  },
};
