// Weigh-ins from a weight CSV, into the member's entries by day (body_entries, one a day): the
// weight, body fat and circumferences. A day without an entry gets one; a day whose entry agrees
// (no weight on one side, or the same weight) gets the values it lacks; a day holding another
// weight keeps all it has (a conflict the preview counts: the file's day is another reading). The
// newest weighed day is the profile's weight, as when the member logs one.
import { and, eq } from "drizzle-orm";
import type { ImportedWeight } from "../../core/imports/types";
import type { MeasurementField } from "../../core/progress/measurements";
import type { Db } from "../db/client";
import { bodyEntries } from "../db/schema";
import { weighInMarks, type WeighInMark } from "../db/weigh-in-marks";
import { jsonChunks } from "./chunks";
import { inJson } from "./sql";

/** A day's value as the file has it (circumferences already in cm). */
function valueOf(day: ImportedWeight, field: MeasurementField): number | null {
  if (field === "weight") return day.weightKg;
  if (field === "bodyFat") return day.bodyFat;
  return day.circumferences[field] ?? null;
}

/** Values are kept as the progress log keeps them (core/validation/progress.ts): 0.1, a weight 0.01 kg. */
const tenth = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
const hundredth = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

/** One weigh-in a day: a day written twice in the file keeps its last line. */
export function weighInsByDay(items: readonly ImportedWeight[]): ImportedWeight[] {
  const byDay = new Map<string, ImportedWeight>();
  for (const w of items) {
    const sizes = Object.fromEntries(Object.entries(w.circumferences).map(([k, v]) => [k, tenth(v)]));
    byDay.set(w.date, { ...w, weightKg: hundredth(w.weightKg), bodyFat: tenth(w.bodyFat), circumferences: sizes });
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export interface WeighInPlan {
  /** Days the import adds to: a new day, or values a day lacks. */
  fresh: ImportedWeight[];
  /** Of those, the days whose weight comes from the file (the profile's weight may follow them). */
  weighed: string[];
  /** Days holding another weight: kept as they are. */
  conflicts: number;
}

const sameWeight = (a: number, b: number) => Math.abs(a - b) < 0.05;

type Stored = Record<MeasurementField, number | null>;

/** How the file's days meet the member's entries. */
export async function planWeighIns(db: Db, userId: string, days: readonly ImportedWeight[]): Promise<WeighInPlan> {
  const stored = new Map<string, Stored>();
  const dates = days.map((d) => d.date);
  // A date is 12 characters in JSON: a few thousand days a query.
  for (let i = 0; i < dates.length; i += 20_000) {
    const rows = await db
      .select({
        date: bodyEntries.date,
        weight: bodyEntries.weight,
        bodyFat: bodyEntries.bodyFat,
        waist: bodyEntries.waist,
        neck: bodyEntries.neck,
        hips: bodyEntries.hips,
        chest: bodyEntries.chest,
        arm: bodyEntries.arm,
        thigh: bodyEntries.thigh,
      })
      .from(bodyEntries)
      .where(and(eq(bodyEntries.userId, userId), inJson(bodyEntries.date, dates.slice(i, i + 20_000))))
      .all();
    for (const { date, ...values } of rows) stored.set(date, values);
  }
  let conflicts = 0;
  const fresh: ImportedWeight[] = [];
  const weighed: string[] = [];
  for (const d of days) {
    const held = stored.get(d.date);
    if (held?.weight != null && d.weightKg !== null && !sameWeight(held.weight, d.weightKg)) {
      conflicts += 1;
      continue;
    }
    if (held && !weighInMarks.some(({ field }) => held[field] === null && valueOf(d, field) !== null)) continue;
    fresh.push(d);
    if (d.weightKg !== null && held?.weight == null) weighed.push(d.date);
  }
  return { fresh, weighed, conflicts };
}

const json = (i: number) => `json_extract(value, '$[${i}]')`;
const list = (each: (names: WeighInMark["sql"], i: number) => string) => weighInMarks.map((m, i) => each(m.sql, i)).join(", ");

/**
 * The statements writing the days: each an upsert on (member, day) whose condition is checked at
 * the moment of the write (a day logged meanwhile keeps what it holds). Then the profile's weight
 * follows the newest weighed day when the import gave it its weight.
 */
export function weighInStatements(
  d1: D1Database,
  userId: string,
  days: readonly ImportedWeight[],
  weighed: readonly string[],
  now: number,
  importId: string,
) {
  const rows = days.map((d) => [crypto.randomUUID(), d.date, ...weighInMarks.map(({ field }) => valueOf(d, field))]);
  // Each value the import fills names the import with what it wrote there, so taking the import
  // back clears those and nothing the member logged or another import wrote (decision 0065).
  const written = (_: unknown, i: number) => `CASE WHEN ${json(i + 2)} IS NOT NULL THEN ?4 END`;
  const upserts = jsonChunks(rows).map((chunk) =>
    d1
      .prepare(
        `INSERT INTO body_entries (id, user_id, date, ${list((c) => c.value)}, created_at, updated_at, ${list((c) => c.imported)}, ${list((c) => c.importId)})
         SELECT ${json(0)}, ?1, ${json(1)}, ${list((_, i) => json(i + 2))}, ?2, ?2, ${list((_, i) => json(i + 2))}, ${list(written)}
         FROM json_each(?3) WHERE true
         ON CONFLICT(user_id, date) DO UPDATE SET
           ${list(({ value: v }) => `${v} = coalesce(body_entries.${v}, excluded.${v})`)},
           updated_at = excluded.updated_at,
           ${list((c) => `${c.imported} = CASE WHEN body_entries.${c.value} IS NULL THEN excluded.${c.value} ELSE body_entries.${c.imported} END`)},
           ${list((c) => `${c.importId} = CASE WHEN body_entries.${c.value} IS NULL THEN excluded.${c.importId} ELSE body_entries.${c.importId} END`)}
         WHERE (body_entries.weight IS NULL OR excluded.weight IS NULL OR abs(body_entries.weight - excluded.weight) < 0.05)
           AND (${weighInMarks.map(({ sql: { value: v } }) => `(body_entries.${v} IS NULL AND excluded.${v} IS NOT NULL)`).join(" OR ")})`,
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
    .bind(userId, now, JSON.stringify(weighed));
  return { upserts, follow };
}
