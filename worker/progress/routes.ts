// Progress tracking: a member's body weight and measurements by day, under /api/progress.
// Every query is scoped by user_id, so another member's entry is simply "not found".
import { and, desc, eq, gt, gte, isNotNull, lte, notExists, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { BodyEntryJson } from "../../core/progress/entry";
import {
  bodyEntryCreateSchema,
  bodyEntryListQuerySchema,
  bodyEntryUpdateSchema,
  hasMeasurement,
  measurementFields,
  progressEmptyMessage,
  type MeasurementField,
} from "../../core/validation/progress";
import { translateMessage } from "../../web/i18n/translate";
import { memberOf, requireUser } from "../auth/require-user";
import { getDb, type Db } from "../db/client";
import { bodyEntries, profiles, type BodyEntry } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { jsonBody, queryParams } from "../platform/validate";

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

export const progressRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/entries", queryParams(bodyEntryListQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    const { from, to } = c.req.valid("query");
    const where: SQL[] = [eq(bodyEntries.userId, memberOf(c).id)];
    if (from) where.push(gte(bodyEntries.date, from));
    if (to) where.push(lte(bodyEntries.date, to));
    // The newest entries when there are more than fit, answered oldest first.
    const rows = await getDb(c.env.DB)
      .select()
      .from(bodyEntries)
      .where(and(...where))
      .orderBy(desc(bodyEntries.date))
      .limit(maxListedEntries)
      .all();
    return c.json({ entries: rows.reverse().map(bodyEntryJson) });
  })
  .post("/entries", jsonBody(bodyEntryCreateSchema), async (c) => {
    const { date, ...rest } = c.req.valid("json");
    const userId = memberOf(c).id;
    const given = givenMeasurements(rest);
    const newId = crypto.randomUUID();
    const db = getDb(c.env.DB);
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
    return c.json(bodyEntryJson(entry!), entry!.id === newId ? 201 : 200);
  })
  .patch("/entries/:id", jsonBody(bodyEntryUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    const userId = memberOf(c).id;
    const id = c.req.param("id");
    const db = getDb(c.env.DB);
    const current = await db.select().from(bodyEntries).where(ownEntry(userId, id)).get();
    if (!current) throw new ApiError(404, "not_found");
    const given = givenMeasurements(input);
    if (!hasMeasurement({ ...current, ...given })) {
      throw new ApiError(400, "validation_failed", translateMessage(progressEmptyMessage, c.get("locale")));
    }
    const date = input.date ?? current.date;
    const set = { ...given, date, updatedAt: new Date() };
    try {
      const [[entry]] = await db.batch([
        db.update(bodyEntries).set(set).where(ownEntry(userId, id)).returning(),
        followNewestWeight(db, userId, date),
      ]);
      // Deleted by another request between the read and the write.
      if (!entry) throw new ApiError(404, "not_found");
      return c.json(bodyEntryJson(entry));
    } catch (err) {
      if (isUniqueViolation(err)) throw dateTaken();
      throw err;
    }
  })
  .delete("/entries/:id", async (c) => {
    const deleted = await getDb(c.env.DB)
      .delete(bodyEntries)
      .where(ownEntry(memberOf(c).id, c.req.param("id")))
      .returning({ id: bodyEntries.id })
      .get();
    if (!deleted) throw new ApiError(404, "not_found");
    return c.body(null, 204);
  });
