// A member's body weight, body fat and measurements by day. Every query is scoped by user_id, so
// another member's entry is simply "not found"; the newest logged weight is the profile's weight
// (and, when that day is removed, moved earlier or loses its weight, the newest weighed day left).
// A write that says when it was made (`changedAt`, the device's clock) is last-change-wins per
// entry: one older than the entry's last change changes nothing and answers the entry as it is,
// so a replay, or a change from another device arriving late, cannot undo a newer one.
import { and, desc, eq, exists, gt, gte, isNotNull, lt, lte, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import type * as v from "valibot";
import type { BodyEntriesJson, BodyEntryJson } from "../../core/api/progress";
import type { bodyEntryCreateSchema, bodyEntryUpdateSchema } from "../../core/validation/progress";
import { measurementFields, type MeasurementField } from "../../core/progress/measurements";
import type { Db } from "../db/client";
import { bodyEntries, profiles, type BodyEntry } from "../db/schema";
import { weighInMarks } from "../db/weigh-in-marks";
import { ApiError } from "../platform/errors";

/** The most entries one list answer holds (the newest ones, still in date order). */
const maxListedEntries = 1000;

function bodyEntryJson(e: BodyEntry): BodyEntryJson {
  return {
    id: e.id,
    date: e.date,
    weight: e.weight,
    bodyFat: e.bodyFat,
    waist: e.waist,
    neck: e.neck,
    hips: e.hips,
    chest: e.chest,
    arm: e.arm,
    thigh: e.thigh,
  };
}

/** Only the measurements the request named (a PATCH's null clears one). */
function givenMeasurements<T>(input: Partial<Record<MeasurementField, T | undefined>>) {
  const out: Partial<Record<MeasurementField, T>> = {};
  for (const f of measurementFields) if (input[f] !== undefined) out[f] = input[f];
  return out;
}

type BodyEntryWrite = Partial<typeof bodyEntries.$inferInsert>;

/**
 * A value the member sets or clears is theirs: an import's mark on it goes, so taking that import
 * back leaves it even when the member wrote the same number as the import had.
 */
function theirOwn(given: Partial<Record<MeasurementField, unknown>>): BodyEntryWrite {
  const out: BodyEntryWrite = {};
  for (const mark of weighInMarks) {
    if (given[mark.field] === undefined) continue;
    out[mark.imported] = null;
    out[mark.importId] = null;
  }
  return out;
}

const ownEntry = (userId: string, id: string) => and(eq(bodyEntries.userId, userId), eq(bodyEntries.id, id));

/** When a change counts as made: the device's time, but never later than the server's now (decision 0042). */
const madeAt = (changedAt: number | undefined, now: number) => new Date(changedAt === undefined ? now : Math.min(changedAt, now));

/** The write's condition: with a time, only over an entry changed before it (on a tie the stored one stays). */
const olderThan = (changedAt: number | undefined, at: Date) =>
  changedAt === undefined ? undefined : lt(bodyEntries.updatedAt, at);

const dateTaken = () => new ApiError(409, "progress_date_taken", undefined, { "X-Invalid-Field": "date" });

/**
 * The newest logged weight is the member's current weight. Run in the same transaction after
 * saving the entry `which` picks (its day, or its id) at `at`: when that write happened (the entry
 * carries its time), the entry as written has a weight and no later day has one, the profile (if
 * any) takes it. The day is the written row's, so a move made meanwhile by another request counts.
 * A write refused as older moves nothing.
 */
function followNewestWeight(db: Db, userId: string, which: SQL, at: Date) {
  const member = eq(bodyEntries.userId, userId);
  const written = and(member, which, eq(bodyEntries.updatedAt, at));
  const saved = db.select({ weight: bodyEntries.weight }).from(bodyEntries).where(written);
  const savedDay = db.select({ date: bodyEntries.date }).from(bodyEntries).where(written);
  const later = db
    .select({ id: bodyEntries.id })
    .from(bodyEntries)
    .where(and(member, gt(bodyEntries.date, sql`(${savedDay})`), isNotNull(bodyEntries.weight)));
  return db
    .update(profiles)
    .set({ weight: sql`(${saved})`, updatedAt: new Date() })
    .where(and(eq(profiles.userId, userId), sql`(${saved}) IS NOT NULL`, notExists(later)));
}

/**
 * Before a write that may take the newest weighed day's weight away (a removal, a move, a weight
 * cleared; `goes` is the write's own condition, checked on the same row): when entry `id` is that
 * day, the profile takes the weight of the newest other weighed day, if any (with none, it keeps
 * its weight). Run in the write's transaction, before it; followNewestWeight after an edit puts
 * the entry's weight back when it is still the newest. One statement reading the entries as they
 * are, so removals and moves at once end on the newest day left, in any order.
 */
function followNextWeight(db: Db, userId: string, id: string, goes: SQL | undefined, now: number) {
  const weighed = and(eq(bodyEntries.userId, userId), isNotNull(bodyEntries.weight));
  const newest = db.select({ id: bodyEntries.id }).from(bodyEntries).where(weighed).orderBy(desc(bodyEntries.date)).limit(1);
  const next = db
    .select({ weight: bodyEntries.weight })
    .from(bodyEntries)
    .where(and(weighed, ne(bodyEntries.id, id)))
    .orderBy(desc(bodyEntries.date))
    .limit(1);
  const going = db
    .select({ id: bodyEntries.id })
    .from(bodyEntries)
    .where(and(ownEntry(userId, id), goes));
  return db
    .update(profiles)
    .set({ weight: sql`(${next})`, updatedAt: new Date(now) })
    .where(and(eq(profiles.userId, userId), sql`(${newest}) = ${id}`, sql`(${next}) IS NOT NULL`, exists(going)));
}

/** Moving an entry onto a day the member has already logged ends at the unique (user, date) index. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) if (/UNIQUE constraint failed/i.test(e.message)) return true;
  return false;
}

/** The entries between two days (either may be open): the newest ones when there are more than fit, oldest first. */
export async function listEntries(db: Db, userId: string, from?: string, to?: string): Promise<BodyEntriesJson> {
  const where: SQL[] = [eq(bodyEntries.userId, userId)];
  if (from) where.push(gte(bodyEntries.date, from));
  if (to) where.push(lte(bodyEntries.date, to));
  const rows = await db
    .select()
    .from(bodyEntries)
    .where(and(...where))
    .orderBy(desc(bodyEntries.date))
    .limit(maxListedEntries)
    .all();
  return { entries: rows.reverse().map(bodyEntryJson) };
}

/**
 * Logs a day; a day already logged takes the new measurements (so the same request twice is one
 * entry). `created` tells the two apart. A change older than the day's last one changes nothing
 * and answers the day as it is.
 */
export async function logEntry(
  db: Db,
  userId: string,
  input: v.InferOutput<typeof bodyEntryCreateSchema>,
  now: number,
): Promise<{ entry: BodyEntryJson; created: boolean }> {
  const { date, changedAt, ...rest } = input;
  const given = givenMeasurements(rest);
  const at = madeAt(changedAt, now);
  const newId = crypto.randomUUID();
  // One atomic upsert (its condition inside it, so concurrent writes cannot interleave a read and
  // a write) and the profile's weight in the same transaction; the id answered tells a new day
  // (our id) from a merged one.
  const [[entry]] = await db.batch([
    db
      .insert(bodyEntries)
      .values({ id: newId, userId, date, ...given, updatedAt: at })
      .onConflictDoUpdate({
        target: [bodyEntries.userId, bodyEntries.date],
        set: { ...given, ...theirOwn(given), updatedAt: at },
        setWhere: olderThan(changedAt, at),
      })
      .returning(),
    followNewestWeight(db, userId, eq(bodyEntries.date, date), at),
  ]);
  if (entry) return { entry: bodyEntryJson(entry), created: entry.id === newId };
  // Not written: the day holds a newer change.
  const held = await db
    .select()
    .from(bodyEntries)
    .where(and(eq(bodyEntries.userId, userId), eq(bodyEntries.date, date)))
    .get();
  if (!held) throw new Error("body entry neither written nor found");
  return { entry: bodyEntryJson(held), created: false };
}

/**
 * The "at least one value" rule as a condition on the row being written: a measurement the
 * request sets keeps the entry; otherwise one the request leaves alone must still hold a value
 * at the moment of the write (never as an earlier read saw it).
 */
function keepsAMeasurement(given: Partial<Record<MeasurementField, number | null>>): SQL | undefined {
  if (measurementFields.some((f) => typeof given[f] === "number")) return undefined;
  const untouched = measurementFields.filter((f) => given[f] === undefined);
  if (untouched.length === 0) return sql`0`;
  return or(...untouched.map((f) => isNotNull(bodyEntries[f])));
}

/**
 * Changes an entry's day or measurements: only what the request names, so two edits at once (one
 * moving the day, one a weight) both stay. Answers "empty" when no measurement would be left,
 * for the caller to report in the member's language. A change older than the entry's last one
 * changes nothing and answers the entry as it is.
 */
export async function editEntry(
  db: Db,
  userId: string,
  id: string,
  input: v.InferOutput<typeof bodyEntryUpdateSchema>,
  now: number,
): Promise<BodyEntryJson | "empty"> {
  const given = givenMeasurements(input);
  const at = madeAt(input.changedAt, now);
  // The day only when the request moves it: written back as read, it would undo a move made meanwhile.
  const set = { ...given, ...theirOwn(given), updatedAt: at, ...(input.date === undefined ? {} : { date: input.date }) };
  const writes = and(keepsAMeasurement(given), olderThan(input.changedAt, at));
  const update = db
    .update(bodyEntries)
    .set(set)
    .where(and(ownEntry(userId, id), writes))
    .returning();
  const follow = followNewestWeight(db, userId, eq(bodyEntries.id, id), at);
  try {
    let entry: BodyEntry | undefined;
    // A move or a cleared weight may leave another day the newest weighed one (an edit clearing
    // every value is refused whatever the entry holds).
    const emptied = measurementFields.every((f) => given[f] === null);
    if ((input.date !== undefined || input.weight === null) && !emptied)
      [, [entry]] = await db.batch([followNextWeight(db, userId, id, writes, now), update, follow]);
    else [[entry]] = await db.batch([update, follow]);
    if (entry) return bodyEntryJson(entry);
    // Nothing written: the entry is gone (deleted meanwhile), holds a newer change, or the
    // change would empty it.
    const still = await db.select().from(bodyEntries).where(ownEntry(userId, id)).get();
    if (!still) throw new ApiError(404, "not_found");
    if (input.changedAt !== undefined && still.updatedAt.getTime() >= at.getTime()) return bodyEntryJson(still);
    return "empty";
  } catch (err) {
    if (isUniqueViolation(err)) throw dateTaken();
    throw err;
  }
}

/** Removes an entry; when it was the newest weighed day, the profile's weight follows the newest one left. */
export async function deleteEntry(db: Db, userId: string, id: string, now: number): Promise<void> {
  const [, [deleted]] = await db.batch([
    followNextWeight(db, userId, id, undefined, now),
    db.delete(bodyEntries).where(ownEntry(userId, id)).returning({ id: bodyEntries.id }),
  ]);
  if (!deleted) throw new ApiError(404, "not_found");
}
