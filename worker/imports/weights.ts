// Weigh-ins from a weight CSV, into the member's entries by day (body_entries, one a day): a day
// without an entry gets one; a day whose entry has no weight gets the weight; a day holding
// another weight keeps it (a conflict the preview counts). Body fat fills an entry that has none.
// The newest weighed day is the profile's weight, as when the member logs one.
import { and, eq } from "drizzle-orm";
import type { ImportedWeight } from "../../core/imports/types";
import type { Db } from "../db/client";
import { bodyEntries } from "../db/schema";
import { jsonChunks } from "./chunks";
import { inJson } from "./sql";

/** Weights and body fat are kept to 0.1, as the progress panel stores them. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/** One weigh-in a day: a day written twice in the file keeps its last line. */
export function weighInsByDay(items: readonly ImportedWeight[]): ImportedWeight[] {
  const byDay = new Map<string, ImportedWeight>();
  for (const w of items)
    byDay.set(w.date, { ...w, weightKg: tenth(w.weightKg), bodyFat: w.bodyFat === null ? null : tenth(w.bodyFat) });
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export interface WeighInPlan {
  /** Days without a weight stored: they get the file's. */
  fresh: ImportedWeight[];
  /** Days holding another weight: kept as they are. */
  conflicts: number;
}

const sameWeight = (a: number, b: number) => Math.abs(a - b) < 0.05;

/** How the file's days meet the member's entries. */
export async function planWeighIns(db: Db, userId: string, days: readonly ImportedWeight[]): Promise<WeighInPlan> {
  const stored = new Map<string, number | null>();
  const dates = days.map((d) => d.date);
  // A date is 12 characters in JSON: a few thousand days a query.
  for (let i = 0; i < dates.length; i += 20_000) {
    const rows = await db
      .select({ date: bodyEntries.date, weight: bodyEntries.weight })
      .from(bodyEntries)
      .where(and(eq(bodyEntries.userId, userId), inJson(bodyEntries.date, dates.slice(i, i + 20_000))))
      .all();
    for (const r of rows) stored.set(r.date, r.weight);
  }
  let conflicts = 0;
  const fresh: ImportedWeight[] = [];
  for (const d of days) {
    const held = stored.get(d.date) ?? null;
    if (held === null) fresh.push(d);
    else if (!sameWeight(held, d.weightKg)) conflicts += 1;
  }
  return { fresh, conflicts };
}

/**
 * The statements writing the days: each an upsert on (member, day) whose condition is checked at
 * the moment of the write (an entry logged meanwhile keeps its weight). Then the profile's weight
 * follows the newest weighed day when the import gave it its weight.
 */
export function weighInStatements(
  d1: D1Database,
  userId: string,
  days: readonly ImportedWeight[],
  fresh: readonly string[],
  now: number,
  importId: string,
) {
  const rows = days.map((d) => [crypto.randomUUID(), d.date, d.weightKg, d.bodyFat]);
  // Each day names the import with what it wrote there (the weight, the body fat, or both), so
  // taking the import back clears those and nothing the member logged (decision 0065).
  const upserts = jsonChunks(rows).map((chunk) =>
    d1
      .prepare(
        `INSERT INTO body_entries (id, user_id, date, weight, body_fat, created_at, updated_at, import_id, imported_weight, imported_body_fat)
         SELECT json_extract(value, '$[0]'), ?1, json_extract(value, '$[1]'), json_extract(value, '$[2]'),
           json_extract(value, '$[3]'), ?2, ?2, ?4, json_extract(value, '$[2]'), json_extract(value, '$[3]')
         FROM json_each(?3) WHERE true
         ON CONFLICT(user_id, date) DO UPDATE SET
           weight = coalesce(body_entries.weight, excluded.weight),
           body_fat = coalesce(body_entries.body_fat, excluded.body_fat),
           updated_at = excluded.updated_at,
           import_id = excluded.import_id,
           imported_weight = CASE WHEN body_entries.weight IS NULL THEN excluded.weight END,
           imported_body_fat = CASE WHEN body_entries.body_fat IS NULL THEN excluded.body_fat END
         WHERE body_entries.weight IS NULL
           OR (abs(body_entries.weight - excluded.weight) < 0.05 AND body_entries.body_fat IS NULL AND excluded.body_fat IS NOT NULL)`,
      )
      .bind(userId, now, chunk, importId),
  );
  const newest = `(SELECT %s FROM body_entries WHERE user_id = ?1 AND weight IS NOT NULL ORDER BY date DESC LIMIT 1)`;
  const follow = d1
    .prepare(
      `UPDATE profiles SET weight = ${newest.replace("%s", "weight")}, updated_at = ?2
       WHERE user_id = ?1 AND ${newest.replace("%s", "date")} IN (SELECT value FROM json_each(?3))
         AND weight IS NOT ${newest.replace("%s", "weight")}`,
    )
    .bind(userId, now, JSON.stringify(fresh));
  return { upserts, follow };
}
