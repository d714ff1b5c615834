// Our own export's food diary brought back (diary/entries.csv): what an import would add, and
// the statements that write it. An entry's id is made from the member and what the entry is (its
// day, meal, food, grams and the moment it was logged), so importing a file again, or two at once,
// writes each entry once, and an imported entry the member removed afterwards stays removed (its
// tombstone holds the id). Into the account the file came from nothing is doubled: an entry
// logged here with the same day, meal, food, grams and moment is the same entry.
import type { ImportedDiaryEntry } from "../../core/imports/types";
import { diaryCaps } from "../../core/validation/diary";
import type { Db } from "../db/client";
import { jsonChunks } from "./chunks";
import { derivedId } from "./ids";

/** What makes two entries the same (grams and the moment as numbers, as stored). */
const sameness = (e: { date: string; meal: string; kind: string; id: string; grams: number; loggedAt: number }) =>
  JSON.stringify([e.date, e.meal, e.kind, e.id, e.grams, e.loggedAt]);

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

interface Stored {
  id: string;
  date: string;
  meal: string;
  kind: string;
  foodId: string;
  grams: number;
  loggedAt: number;
  deleted: number;
}

/**
 * The file's entries that are new here: not logged here already (the same entry: the account the
 * file came from), and not written by an earlier import under their id (kept or removed since).
 * Entries that are the same in the file are counted: two glasses of milk logged at one moment stay two.
 */
export async function planDiary(db: Db, userId: string, entries: readonly ImportedDiaryEntry[]): Promise<DiaryPlan> {
  if (entries.length === 0) return { fresh: [], overfull: null };
  const dates = entries.map((e) => e.date).sort();
  const stored = (
    await db.$client
      .prepare(
        `SELECT id, date, meal, food_kind AS kind, food_id AS foodId, grams, logged_at AS loggedAt, deleted
         FROM diary_entries WHERE user_id = ?1 AND date BETWEEN ?2 AND ?3`,
      )
      .bind(userId, dates[0], dates.at(-1))
      .all<Stored>()
  ).results;
  const ids = new Set(stored.map((s) => s.id));
  const here = new Map<string, number>();
  const live = new Map<string, number>();
  for (const s of stored) {
    if (s.deleted) continue;
    const key = sameness({ ...s, id: s.foodId });
    here.set(key, (here.get(key) ?? 0) + 1);
    live.set(s.date, (live.get(s.date) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  const fresh: DiaryRow[] = [];
  for (const e of entries) {
    const key = sameness({ date: e.date, meal: e.meal, kind: e.food.kind, id: e.food.id, grams: e.grams, loggedAt: e.loggedAt });
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    const id = await derivedId("diary", userId, key, nth);
    // The nth of its kind in the file is here when the diary holds n of them, or it was imported before.
    if (nth <= (here.get(key) ?? 0) || ids.has(id)) continue;
    fresh.push({ ...e, id });
  }
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
 * `updated_at` is the request's moment, as a change made now.
 */
export function diaryStatements(d1: D1Database, userId: string, rows: readonly DiaryRow[], now: number, importId: string) {
  const json = rows.map((e) => [
    e.id,
    e.date,
    e.meal,
    e.food.kind,
    e.food.id,
    e.grams,
    e.portion && JSON.stringify(e.portion),
    e.nameEn,
    e.nameRu,
    JSON.stringify(e.per100g),
    e.loggedAt,
  ]);
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
