// Our own export's food diary brought back (diary/entries.csv): what an import would add, and
// the statements that write it. An entry's id is made from the member and what the entry is (its
// food and the moment it was first logged, which edits leave as they are), so importing a file
// again, or two at once, writes each entry once, and an imported entry the member changed or
// removed afterwards stays as they left it (its row or tombstone holds the id). Into the account
// the file came from nothing comes back: an entry of the file whose own id (the export's `id`
// column) is the member's, live or removed, is already here; a file without ids (made before the
// column) finds its entries by the same food and moment, removed ones included.
import type { FoodRef } from "../../core/diary/food-ref";
import { isQuick } from "../../core/diary/quick";
import type { ImportedDiaryEntry } from "../../core/imports/types";
import { diaryCaps } from "../../core/validation/diary";
import type { Db } from "../db/client";
import { jsonChunks } from "./chunks";
import { derivedId } from "./ids";
import { entryFoodOf, storedFood } from "../shared/entry-food";

/** What makes two entries the same: the food and the moment it was first logged. */
const sameness = (kind: string, foodId: string, loggedAt: number) => JSON.stringify([kind, foodId, loggedAt]);

export interface DiaryRow extends ImportedDiaryEntry {
  /** The id the import writes it under. */
  id: string;
}

export interface DiaryPlan {
  /** Entries not yet in the diary, with their ids. */
  fresh: DiaryRow[];
  /** The first day the import would fill past diaryCaps.entriesPerDay, or null. */
  overfull: string | null;
}

/** Which of these ids are the member's entries (live or removed), on any day. */
async function storedIds(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const chunk of jsonChunks(ids)) {
    const { results } = await db.$client
      .prepare("SELECT id FROM diary_entries WHERE user_id = ?1 AND id IN (SELECT value FROM json_each(?2))")
      .bind(userId, chunk)
      .all<{ id: string }>();
    for (const r of results) found.add(r.id);
  }
  return found;
}

/**
 * The file's entries that are new here (see above), and whether a day would hold too many.
 * Entries that are the same in the file are counted: two glasses of milk logged at one moment stay two.
 */
export async function planDiary(db: Db, userId: string, entries: readonly ImportedDiaryEntry[]): Promise<DiaryPlan> {
  if (entries.length === 0) return { fresh: [], overfull: null };
  const dates = entries.map((e) => e.date).sort();
  // The live entries of the days the file spans, for the cap.
  const live = new Map(
    (
      await db.$client
        .prepare(
          `SELECT date, COUNT(*) AS n FROM diary_entries
           WHERE user_id = ?1 AND date BETWEEN ?2 AND ?3 AND deleted = 0 GROUP BY date`,
        )
        .bind(userId, dates[0], dates.at(-1))
        .all<{ date: string; n: number }>()
    ).results.map((r) => [r.date, r.n]),
  );
  // A file without ids: the member's entries (removed ones too) of the same foods and moments, on any day.
  const here = new Map<string, number>();
  const moments = entries.filter((e) => e.sourceId === null).map((e) => e.loggedAt);
  if (moments.length > 0) {
    const { results } = await db.$client
      .prepare(
        `SELECT food_kind AS kind, food_id AS foodId, logged_at AS loggedAt FROM diary_entries
         WHERE user_id = ?1 AND logged_at BETWEEN ?2 AND ?3`,
      )
      .bind(userId, Math.min(...moments), Math.max(...moments))
      .all<{ kind: string; foodId: string; loggedAt: number }>();
    for (const r of results) {
      const food = entryFoodOf(r.kind as FoodRef["kind"], r.foodId);
      const key = sameness(food.kind, food.id, r.loggedAt);
      here.set(key, (here.get(key) ?? 0) + 1);
    }
  }
  const seen = new Map<string, number>();
  const planned: DiaryRow[] = [];
  for (const e of entries) {
    const key = sameness(e.food.kind, e.food.id, e.loggedAt);
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    // A file without ids: the nth of its kind is here when the diary holds n of them.
    if (e.sourceId === null && nth <= (here.get(key) ?? 0)) continue;
    planned.push({ ...e, id: await derivedId("diary", userId, key, nth) });
  }
  const known = await storedIds(db, userId, [
    ...planned.map((e) => e.id),
    ...planned.flatMap((e) => (e.sourceId === null ? [] : [e.sourceId])),
  ]);
  const fresh = planned.filter((e) => !known.has(e.id) && !(e.sourceId !== null && known.has(e.sourceId)));
  const adding = new Map<string, number>();
  for (const e of fresh) adding.set(e.date, (adding.get(e.date) ?? 0) + 1);
  const overfull = [...adding].find(([date, n]) => (live.get(date) ?? 0) + n > diaryCaps.entriesPerDay)?.[0] ?? null;
  return { fresh, overfull };
}

const at = (i: number) => `json_extract(j.value, '$[${i}]')`;

/** The error the day check (dayCheckStatement) fails its statement with. */
export const diaryDayFull = /NOT NULL constraint failed: diary_entries\.id/;

/**
 * The entries, each naming the import (undoing it deletes them), written once under their ids.
 * `updated_at` is the request's moment, as a change made now. `refOf` names each entry's food as
 * it is called here (the file's own foods and recipes come under new ids: diary-lists.ts).
 */
export function diaryStatements(
  d1: D1Database,
  userId: string,
  rows: readonly DiaryRow[],
  now: number,
  importId: string,
  refOf: (ref: FoodRef) => FoodRef = (ref) => ref,
) {
  const json = rows.map((e) => {
    const food = storedFood(isQuick(e.food) ? e.food : refOf(e.food));
    return [
      e.id,
      e.date,
      e.meal,
      food.kind,
      food.id,
      e.grams,
      e.portion && JSON.stringify(e.portion),
      e.nameEn || null,
      e.nameRu,
      JSON.stringify(e.per100g),
      e.loggedAt,
    ];
  });
  return jsonChunks(json).map((chunk) =>
    d1
      .prepare(
        `INSERT INTO diary_entries
           (id, user_id, date, meal, food_kind, food_id, grams, portion, name_en, name_ru, per100g, logged_at, updated_at, deleted, import_id)
         SELECT ${at(0)}, ?1, ${at(1)}, ${at(2)}, ${at(3)}, ${at(4)}, ${at(5)}, ${at(6)}, ${at(7)}, ${at(8)}, ${at(9)}, ${at(10)}, ?2, 0, ?4
         FROM json_each(?3) j WHERE true
         ON CONFLICT(id) DO NOTHING
         RETURNING 1`,
      )
      .bind(userId, now, chunk, importId),
  );
}

/**
 * After the entries, in the same batch: when a day of the import now holds more live entries than
 * a day may (another device's sync or import got in between the plan and the write), a row
 * without an id, which fails the statement and so rolls back the whole import.
 */
export function dayCheckStatement(d1: D1Database, userId: string, rows: readonly DiaryRow[]) {
  const days = JSON.stringify([...new Set(rows.map((e) => e.date))]);
  return d1
    .prepare(
      `INSERT INTO diary_entries (id, user_id, date, meal, food_kind, food_id, grams, logged_at, updated_at)
       SELECT NULL, ?1, date, 'snack', 'db', 'none', 1, 0, 0
       FROM (SELECT date FROM diary_entries
             WHERE user_id = ?1 AND deleted = 0 AND date IN (SELECT value FROM json_each(?2))
             GROUP BY date HAVING COUNT(*) > ?3 LIMIT 1)`,
    )
    .bind(userId, days, diaryCaps.entriesPerDay);
}
