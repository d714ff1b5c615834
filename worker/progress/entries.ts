// A member's body weight and measurements by day. Every query is scoped by user_id, so another
// member's entry is simply "not found"; the newest logged weight is the profile's weight.
import { and, desc, eq, gt, gte, isNotNull, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import type * as v from "valibot";
import type { BodyEntriesJson, BodyEntryJson } from "../../core/api/progress";
import type { bodyEntryCreateSchema, bodyEntryUpdateSchema } from "../../core/validation/progress";
import { measurementFields, type MeasurementField } from "../../core/progress/measurements";
import type { Db } from "../db/client";
import { bodyEntries, profiles, type BodyEntry } from "../db/schema";
import { ApiError } from "../platform/errors";

/** The most entries one list answer holds (the newest ones, still in date order). */
const maxListedEntries = 1000;

function bodyEntryJson(e: BodyEntry): BodyEntryJson {
  return {
    id: e.id,
    date: e.date,
    weight: e.weight,
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

const ownEntry = (userId: string, id: string) => and(eq(bodyEntries.userId, userId), eq(bodyEntries.id, id));

const dateTaken = () => new ApiError(409, "progress_date_taken", undefined, { "X-Invalid-Field": "date" });

/**
 * The newest logged weight is the member's current weight. Run after saving the entry on `date`:
 * when that day has a weight and no later day has one, the profile (if any) takes it.
 */
function followNewestWeight(db: Db, userId: string, date: string) {
  const member = eq(bodyEntries.userId, userId);
  const saved = db
    .select({ weight: bodyEntries.weight })
    .from(bodyEntries)
    .where(and(member, eq(bodyEntries.date, date)));
  const later = db
    .select({ id: bodyEntries.id })
    .from(bodyEntries)
    .where(and(member, gt(bodyEntries.date, date), isNotNull(bodyEntries.weight)));
  return db
    .update(profiles)
    .set({ weight: sql`(${saved})`, updatedAt: new Date() })
    .where(and(eq(profiles.userId, userId), sql`(${saved}) IS NOT NULL`, notExists(later)));
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

/** Logs a day; a day already logged takes the new measurements. `created` tells the two apart. */
export async function logEntry(
  db: Db,
  userId: string,
  input: v.InferOutput<typeof bodyEntryCreateSchema>,
): Promise<{ entry: BodyEntryJson; created: boolean }> {
  const { date, ...rest } = input;
  const given = givenMeasurements(rest);
  const newId = crypto.randomUUID();
  // One atomic upsert and the profile's weight in the same transaction; the id answered
  // tells a new day (our id) from a merged one.
  const [[entry]] = await db.batch([
    db
      .insert(bodyEntries)
      .values({ id: newId, userId, date, ...given })
      .onConflictDoUpdate({ target: [bodyEntries.userId, bodyEntries.date], set: { ...given, updatedAt: new Date() } })
      .returning(),
    followNewestWeight(db, userId, date),
  ]);
  return { entry: bodyEntryJson(entry!), created: entry!.id === newId };
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
 * Changes an entry's day or measurements. Answers "empty" when no measurement would be left,
 * for the caller to report in the member's language.
 */
export async function editEntry(
  db: Db,
  userId: string,
  id: string,
  input: v.InferOutput<typeof bodyEntryUpdateSchema>,
): Promise<BodyEntryJson | "empty"> {
  const current = await db.select({ date: bodyEntries.date }).from(bodyEntries).where(ownEntry(userId, id)).get();
  if (!current) throw new ApiError(404, "not_found");
  const given = givenMeasurements(input);
  const date = input.date ?? current.date;
  const set = { ...given, date, updatedAt: new Date() };
  try {
    const [[entry]] = await db.batch([
      db
        .update(bodyEntries)
        .set(set)
        .where(and(ownEntry(userId, id), keepsAMeasurement(given)))
        .returning(),
      followNewestWeight(db, userId, date),
    ]);
    if (entry) return bodyEntryJson(entry);
    // Nothing written: the entry is gone (deleted meanwhile), or the change would empty it.
    const still = await db.select({ id: bodyEntries.id }).from(bodyEntries).where(ownEntry(userId, id)).get();
    if (!still) throw new ApiError(404, "not_found");
    return "empty";
  } catch (err) {
    if (isUniqueViolation(err)) throw dateTaken();
    throw err;
  }
}

export async function deleteEntry(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(bodyEntries).where(ownEntry(userId, id)).returning({ id: bodyEntries.id }).get();
  if (!deleted) throw new ApiError(404, "not_found");
}
