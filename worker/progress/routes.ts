// Progress tracking: a member's body weight and measurements by day, under /api/progress.
// Every query is scoped by user_id, so another member's entry is simply "not found".
import { and, desc, eq, gte, lte, ne, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
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
import { getDb } from "../db/client";
import { bodyEntries, type BodyEntry } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { jsonBody, queryParams } from "../platform/validate";

/** The most entries one list answer holds (the newest ones, still in date order). */
export const maxListedEntries = 1000;

export function bodyEntryJson(e: BodyEntry) {
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

function dateTaken(c: Context<AppEnv>) {
  return new ApiError(409, "progress_date_taken", translateMessage("progress_date_taken", c.get("locale")), {
    "X-Invalid-Field": "date",
  });
}

/** A race with another request for the same day ends at the unique index. */
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
    const given = givenMeasurements(rest);
    const newId = crypto.randomUUID();
    // One atomic upsert; the id answered tells a new day (our id) from a merged one.
    const entry = await getDb(c.env.DB)
      .insert(bodyEntries)
      .values({ id: newId, userId: memberOf(c).id, date, ...given })
      .onConflictDoUpdate({ target: [bodyEntries.userId, bodyEntries.date], set: { ...given, updatedAt: new Date() } })
      .returning()
      .get();
    return c.json(bodyEntryJson(entry), entry.id === newId ? 201 : 200);
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
    if (input.date !== undefined && input.date !== current.date) {
      const other = await db
        .select({ id: bodyEntries.id })
        .from(bodyEntries)
        .where(and(eq(bodyEntries.userId, userId), eq(bodyEntries.date, input.date), ne(bodyEntries.id, id)))
        .get();
      if (other) throw dateTaken(c);
    }
    const set = { ...given, ...(input.date !== undefined ? { date: input.date } : {}), updatedAt: new Date() };
    try {
      const entry = await db.update(bodyEntries).set(set).where(ownEntry(userId, id)).returning().get();
      // Deleted by another request between the read and the write.
      if (!entry) throw new ApiError(404, "not_found");
      return c.json(bodyEntryJson(entry));
    } catch (err) {
      if (isUniqueViolation(err)) throw dateTaken(c);
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
