// What other features read of the diary (decision 0044): the member's own foods and recipes that
// match a food search, best first (a member has tens or hundreds of them, so they are read and
// compared per search; a query that is a barcode finds the food with it first, by the index), and
// each day's logged energy for the expenditure estimate (docs/expenditure.md), and the days the
// vitamin and mineral analyzers read (decision 0045).
import { and, asc, desc, eq, gte, inArray, lte } from "drizzle-orm";
import type { DiaryEntryJson } from "../../core/api/diary";
import type { FoodResultJson } from "../../core/api/foods";
import { nameMatcher } from "../../core/diary/match";
import type { Db } from "../db/client";
import { diaryEntries, diaryFoods, diaryRecipes } from "../db/schema";
import { customFoodResult, entryJson, recipeResult } from "./rows";

export { diaryDay } from "./day";
// What the import of a download's own foods, recipes and favourites (worker/imports/diary-lists.ts)
// reads and works out as the diary's sync does.
export { Resolver, type OwnFoods } from "./resolve";
export { inIds } from "./rows";
export { ownFood, ownFoodName, ownRecipe, recipeWrite, type RecipeWrite } from "./sync";

const barcode = /^\d{8,14}$/;

export async function ownFoodsMatching(db: Db, userId: string, query: string): Promise<FoodResultJson[]> {
  const q = query.trim();
  const kept = <T extends typeof diaryFoods | typeof diaryRecipes>(t: T) => and(eq(t.userId, userId), eq(t.deleted, false));
  const [foods, recipes, scanned] = await db.batch([
    db.select().from(diaryFoods).where(kept(diaryFoods)),
    db.select().from(diaryRecipes).where(kept(diaryRecipes)),
    db
      .select()
      .from(diaryFoods)
      .where(and(kept(diaryFoods), eq(diaryFoods.barcode, barcode.test(q) ? q : ""))),
  ]);
  const score = nameMatcher(q);
  const found = [
    ...foods.map((f) => ({ result: customFoodResult(f), score: score([f.name, f.brand]) })),
    ...recipes.map((r) => ({ result: recipeResult(r), score: score([r.name]) })),
  ]
    .filter((x): x is { result: FoodResultJson; score: number } => x.score !== null)
    .sort((a, b) => b.score - a.score || a.result.name.en.localeCompare(b.result.name.en));
  const byCode = scanned.map(customFoodResult);
  return [...byCode, ...found.map((x) => x.result).filter((r) => !byCode.some((b) => b.id === r.id))];
}

/** The member's live own food with one of these barcodes (the last changed, if several), as a search result. */
export async function ownFoodWithBarcode(db: Db, userId: string, barcodes: readonly string[]): Promise<FoodResultJson | null> {
  const row = await db
    .select()
    .from(diaryFoods)
    .where(and(eq(diaryFoods.userId, userId), eq(diaryFoods.deleted, false), inArray(diaryFoods.barcode, [...barcodes])))
    .orderBy(desc(diaryFoods.updatedAt))
    .limit(1)
    .get();
  return row ? customFoodResult(row) : null;
}

/**
 * The energy logged on each day from `from` to `to` (YYYY-MM-DD, both included) that has entries,
 * by day, in kcal; read by the (member, date) index.
 */
export async function dailyIntake(db: Db, userId: string, from: string, to: string): Promise<{ date: string; kcal: number }[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT date, SUM(grams * json_extract(per100g, '$.kcal') / 100.0) AS kcal FROM diary_entries
       WHERE user_id = ?1 AND date >= ?2 AND date <= ?3 AND deleted = 0 GROUP BY date ORDER BY date`,
    )
    .bind(userId, from, to)
    .all<{ date: string; kcal: number | null }>();
  return results.map((r) => ({ date: r.date, kcal: Math.round(r.kcal ?? 0) }));
}

/**
 * The entries of the `count` latest days with entries from `from` to `to` (YYYY-MM-DD, both
 * included), newest day first, each day's in the order logged; one statement by the (member, date) index.
 */
export async function latestLoggedDays(
  db: Db,
  userId: string,
  from: string,
  to: string,
  count: number,
): Promise<{ date: string; entries: DiaryEntryJson[] }[]> {
  const live = and(eq(diaryEntries.userId, userId), eq(diaryEntries.deleted, false));
  const dates = db
    .selectDistinct({ date: diaryEntries.date })
    .from(diaryEntries)
    .where(and(live, gte(diaryEntries.date, from), lte(diaryEntries.date, to)))
    .orderBy(desc(diaryEntries.date))
    .limit(count);
  const rows = await db
    .select()
    .from(diaryEntries)
    .where(and(live, inArray(diaryEntries.date, dates)))
    .orderBy(desc(diaryEntries.date), asc(diaryEntries.loggedAt), asc(diaryEntries.id))
    .all();
  const days: { date: string; entries: DiaryEntryJson[] }[] = [];
  for (const row of rows) {
    if (days.at(-1)?.date !== row.date) days.push({ date: row.date, entries: [] });
    days.at(-1)!.entries.push(entryJson(row));
  }
  return days;
}
