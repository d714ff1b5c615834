// Workout logging (issue 7) under /api/workouts: start today's workout from the plan, log sets,
// finish, history. Every query is scoped by user_id: another member's session is "not found".
import { and, count, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { entitlements } from "../../core/billing/catalog";
import type { WorkoutSummaryJson } from "../../core/training/session";
import { logSetSchema, startWorkoutSchema } from "../../core/validation/plans";
import { translateMessage } from "../../web/i18n/translate";
import { memberOf, requireUser } from "../auth/require-user";
import { requireEntitlement } from "../billing/entitlements";
import { getDb, type Db } from "../db/client";
import { profiles, workoutSessions, workoutSets, type WorkoutSession } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { jsonBody, queryParams } from "../platform/validate";
import { memberToday } from "../profiles/overview";
import { storedWorkout } from "../plans/service";
import { weekdayOf } from "../../core/training/workout-plan";
import { prescription, sessionJson } from "./service";

const ownSession = (userId: string, id: string) => and(eq(workoutSessions.userId, userId), eq(workoutSessions.id, id));

async function sessionOf(db: Db, userId: string, id: string): Promise<WorkoutSession> {
  const session = await db.select().from(workoutSessions).where(ownSession(userId, id)).get();
  if (!session) throw new ApiError(404, "not_found");
  return session;
}

async function withSets(db: Db, session: WorkoutSession) {
  const sets = await db.select().from(workoutSets).where(eq(workoutSets.sessionId, session.id)).orderBy(workoutSets.exercise, workoutSets.setIndex).all();
  return sessionJson(session, sets);
}

async function planOf(db: Db, userId: string) {
  const profile = await db.select().from(profiles).where(eq(profiles.userId, userId)).get();
  const plan = profile && entitlements.workoutPlans(profile.plan) ? storedWorkout(profile) : null;
  if (!plan) throw new ApiError(404, "no_plan");
  return plan;
}

/** A date is the member's "today" only within a day of UTC's (time zones), as in the overview. */
function checkToday(date: string, c: { get: (k: "locale") => "en" | "ru" }) {
  if (memberToday(date, Date.now()) !== date) throw new ApiError(400, "validation_failed", translateMessage("validation_date_invalid", c.get("locale")), { "X-Invalid-Field": "date" });
}

const historyQuery = v.object({
  limit: v.optional(v.pipe(v.string(), v.transform(Number), v.integer("validation_limit"), v.minValue(1, "validation_limit"), v.maxValue(100, "validation_limit")), "20"),
});

export const workoutRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", queryParams(historyQuery), async (c) => {
    c.header("Cache-Control", "no-store");
    const { limit } = c.req.valid("query");
    const rows = await getDb(c.env.DB)
      .select({
        id: workoutSessions.id,
        date: workoutSessions.date,
        dayType: workoutSessions.dayType,
        status: workoutSessions.status,
        startedAt: workoutSessions.startedAt,
        finishedAt: workoutSessions.finishedAt,
        sets: count(workoutSets.setIndex),
        volume: sql<number>`coalesce(sum(coalesce(${workoutSets.weight}, 0) * coalesce(${workoutSets.reps}, 0)), 0)`,
      })
      .from(workoutSessions)
      .leftJoin(workoutSets, eq(workoutSets.sessionId, workoutSessions.id))
      .where(eq(workoutSessions.userId, memberOf(c).id))
      .groupBy(workoutSessions.id)
      .orderBy(desc(workoutSessions.date))
      .limit(limit)
      .all();
    const workouts: WorkoutSummaryJson[] = rows.map((r) => ({
      id: r.id,
      date: r.date,
      dayType: r.dayType as WorkoutSummaryJson["dayType"],
      status: r.status,
      durationMinutes: r.finishedAt ? Math.max(1, Math.round((r.finishedAt.getTime() - r.startedAt.getTime()) / 60_000)) : null,
      sets: r.sets,
      volumeKg: Math.round(r.volume),
    }));
    return c.json({ workouts });
  })
  .get("/day", requireEntitlement("workoutPlans"), queryParams(startWorkoutSchema), async (c) => {
    c.header("Cache-Control", "no-store");
    const { date, weekday } = c.req.valid("query");
    const userId = memberOf(c).id;
    const db = getDb(c.env.DB);
    const existing = await db.select().from(workoutSessions).where(and(eq(workoutSessions.userId, userId), eq(workoutSessions.date, date))).get();
    if (existing) return c.json({ session: await withSets(db, existing), preview: null });
    const plan = await planOf(db, userId);
    const day = weekday ?? weekdayOf(date);
    if (!plan.plan.week.find((d) => d.weekday === day)?.type) return c.json({ session: null, preview: null });
    const { dayType, week, exercises } = await prescription(db, userId, plan, date, day);
    return c.json({ session: null, preview: { weekday: day, dayType, blockWeek: week.week, deload: week.kind === "deload", exercises } });
  })
  .post("/", requireEntitlement("workoutPlans"), jsonBody(startWorkoutSchema), async (c) => {
    const { date, weekday } = c.req.valid("json");
    checkToday(date, c);
    const userId = memberOf(c).id;
    const db = getDb(c.env.DB);
    const plan = await planOf(db, userId);
    const day = weekday ?? weekdayOf(date);
    const { dayType, week, exercises } = await prescription(db, userId, plan, date, day);
    const row = {
      id: crypto.randomUUID(),
      userId,
      date,
      weekday: day,
      dayType,
      blockWeek: week.week,
      deload: week.kind === "deload",
      exercises,
      status: "active" as const,
      startedAt: new Date(),
    };
    // One session a day: starting again answers the one already there.
    const inserted = await db.insert(workoutSessions).values(row).onConflictDoNothing().returning().get();
    if (inserted) return c.json(await withSets(db, inserted), 201);
    const existing = await db.select().from(workoutSessions).where(and(eq(workoutSessions.userId, userId), eq(workoutSessions.date, date))).get();
    return c.json(await withSets(db, existing!), 200);
  })
  .get("/:id", async (c) => {
    c.header("Cache-Control", "no-store");
    const db = getDb(c.env.DB);
    return c.json(await withSets(db, await sessionOf(db, memberOf(c).id, c.req.param("id"))));
  })
  .put("/:id/sets", jsonBody(logSetSchema), async (c) => {
    const input = c.req.valid("json");
    const userId = memberOf(c).id;
    const db = getDb(c.env.DB);
    const session = await sessionOf(db, userId, c.req.param("id"));
    if (session.status === "finished") throw new ApiError(409, "workout_finished");
    const planned = (session.exercises as { slug: string; seconds?: number }[]).find((e) => e.slug === input.exercise);
    if (!planned) throw new ApiError(400, "exercise_invalid", undefined, { "X-Invalid-Field": "exercise" });
    const values = {
      weight: input.weight ?? null,
      reps: planned.seconds ? null : (input.reps ?? null),
      seconds: planned.seconds ? (input.seconds ?? null) : null,
      loggedAt: new Date(),
    };
    if (values.reps == null && values.seconds == null) {
      throw new ApiError(400, "validation_failed", translateMessage(planned.seconds ? "validation_set_seconds" : "validation_set_reps", c.get("locale")));
    }
    await db
      .insert(workoutSets)
      .values({ sessionId: session.id, userId, exercise: input.exercise, setIndex: input.index, ...values })
      .onConflictDoUpdate({ target: [workoutSets.sessionId, workoutSets.exercise, workoutSets.setIndex], set: values });
    return c.json(await withSets(db, session));
  })
  .delete("/:id/sets/:exercise/:index", async (c) => {
    const userId = memberOf(c).id;
    const db = getDb(c.env.DB);
    const session = await sessionOf(db, userId, c.req.param("id"));
    if (session.status === "finished") throw new ApiError(409, "workout_finished");
    await db
      .delete(workoutSets)
      .where(and(eq(workoutSets.sessionId, session.id), eq(workoutSets.exercise, c.req.param("exercise")), eq(workoutSets.setIndex, Number(c.req.param("index")))));
    return c.json(await withSets(db, session));
  })
  .post("/:id/finish", async (c) => {
    const userId = memberOf(c).id;
    const db = getDb(c.env.DB);
    const session = await sessionOf(db, userId, c.req.param("id"));
    if (session.status === "finished") return c.json(await withSets(db, session));
    const logged = await db.select({ n: count() }).from(workoutSets).where(eq(workoutSets.sessionId, session.id)).get();
    if (!logged?.n) throw new ApiError(409, "workout_empty");
    const finished = await db
      .update(workoutSessions)
      .set({ status: "finished", finishedAt: new Date() })
      .where(ownSession(userId, session.id))
      .returning()
      .get();
    return c.json(await withSets(db, finished!));
  })
  .delete("/:id", async (c) => {
    const deleted = await getDb(c.env.DB).delete(workoutSessions).where(ownSession(memberOf(c).id, c.req.param("id"))).returning({ id: workoutSessions.id }).get();
    if (!deleted) throw new ApiError(404, "not_found");
    return c.body(null, 204);
  });
