// A member's logged workouts: the day's session or its preview, starting one from the plan,
// sets, finishing, history. Every query is scoped by the member: another member's session is
// "not found".
import { and, count, desc, eq, sql } from "drizzle-orm";
import { entitlements } from "../../core/billing/entitlements";
import type { WorkoutDayJson, WorkoutListJson, WorkoutSessionJson } from "../../core/api/workouts";
import type { WorkoutSummaryJson } from "../../core/training/session";
import { weekdayOf, type Weekday } from "../../core/training/workout-plan";
import type * as v from "valibot";
import type { logSetSchema } from "../../core/validation/plans";
import type { Db } from "../db/client";
import { workoutSessions, workoutSets, type WorkoutSession } from "../db/schema";
import { ApiError } from "../platform/errors";
import { storedWorkout } from "../plans/service";
import { findProfile } from "../shared/find-profile";
import { prescription, sessionJson } from "./service";

const ownSession = (userId: string, id: string) => and(eq(workoutSessions.userId, userId), eq(workoutSessions.id, id));

async function sessionOf(db: Db, userId: string, id: string): Promise<WorkoutSession> {
  const session = await db.select().from(workoutSessions).where(ownSession(userId, id)).get();
  if (!session) throw new ApiError(404, "not_found");
  return session;
}

async function openSessionOf(db: Db, userId: string, id: string): Promise<WorkoutSession> {
  const session = await sessionOf(db, userId, id);
  if (session.status === "finished") throw new ApiError(409, "workout_finished");
  return session;
}

const sessionOnDay = (db: Db, userId: string, date: string) =>
  db
    .select()
    .from(workoutSessions)
    .where(and(eq(workoutSessions.userId, userId), eq(workoutSessions.date, date)))
    .get();

async function withSets(db: Db, session: WorkoutSession): Promise<WorkoutSessionJson> {
  const sets = await db
    .select()
    .from(workoutSets)
    .where(eq(workoutSets.sessionId, session.id))
    .orderBy(workoutSets.exercise, workoutSets.setIndex)
    .all();
  return sessionJson(session, sets);
}

async function planOf(db: Db, userId: string) {
  const profile = await findProfile(db, userId);
  const plan = profile && entitlements.workoutPlans(profile.plan) ? storedWorkout(profile) : null;
  if (!plan) throw new ApiError(404, "no_plan");
  return plan;
}

export async function listWorkouts(db: Db, userId: string, limit: number): Promise<WorkoutListJson> {
  const rows = await db
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
    .where(eq(workoutSessions.userId, userId))
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
  return { workouts };
}

/** The day's session when started; else the plan's preview of it (none on a rest day). */
export async function workoutDay(db: Db, userId: string, date: string, weekday?: Weekday): Promise<WorkoutDayJson> {
  const existing = await sessionOnDay(db, userId, date);
  if (existing) return { session: await withSets(db, existing), preview: null };
  const plan = await planOf(db, userId);
  const day = weekday ?? weekdayOf(date);
  if (!plan.plan.week.find((d) => d.weekday === day)?.type) return { session: null, preview: null };
  const { dayType, week, exercises } = await prescription(db, userId, plan, date, day);
  return { session: null, preview: { weekday: day, dayType, blockWeek: week.week, deload: week.kind === "deload", exercises } };
}

/** Starts the day's session from the plan; one a day, so starting again answers the one there. */
export async function startWorkout(db: Db, userId: string, date: string, weekday: Weekday | undefined, now: number) {
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
    startedAt: new Date(now),
  };
  const inserted = await db.insert(workoutSessions).values(row).onConflictDoNothing().returning().get();
  if (inserted) return { created: true, session: await withSets(db, inserted) };
  return { created: false, session: await withSets(db, (await sessionOnDay(db, userId, date))!) };
}

export async function getWorkout(db: Db, userId: string, id: string): Promise<WorkoutSessionJson> {
  return withSets(db, await sessionOf(db, userId, id));
}

/**
 * Logs (or corrects) one set of an exercise of the session. Answers "reps" or "seconds" when the
 * set lacks what its exercise counts, for the caller to report in the member's language.
 */
export async function logSet(
  db: Db,
  userId: string,
  id: string,
  input: v.InferOutput<typeof logSetSchema>,
  now: number,
): Promise<WorkoutSessionJson | "reps" | "seconds"> {
  const session = await openSessionOf(db, userId, id);
  const planned = (session.exercises as { slug: string; seconds?: number }[]).find((e) => e.slug === input.exercise);
  if (!planned) throw new ApiError(400, "exercise_invalid", undefined, { "X-Invalid-Field": "exercise" });
  const values = {
    weight: input.weight ?? null,
    reps: planned.seconds ? null : (input.reps ?? null),
    seconds: planned.seconds ? (input.seconds ?? null) : null,
    loggedAt: new Date(now),
  };
  if (values.reps == null && values.seconds == null) return planned.seconds ? "seconds" : "reps";
  await db
    .insert(workoutSets)
    .values({ sessionId: session.id, userId, exercise: input.exercise, setIndex: input.index, ...values })
    .onConflictDoUpdate({ target: [workoutSets.sessionId, workoutSets.exercise, workoutSets.setIndex], set: values });
  return withSets(db, session);
}

export async function deleteSet(
  db: Db,
  userId: string,
  id: string,
  exercise: string,
  index: number,
): Promise<WorkoutSessionJson> {
  const session = await openSessionOf(db, userId, id);
  await db
    .delete(workoutSets)
    .where(and(eq(workoutSets.sessionId, session.id), eq(workoutSets.exercise, exercise), eq(workoutSets.setIndex, index)));
  return withSets(db, session);
}

/** Finishes the session once at least one set is logged; finishing again answers it as it is. */
export async function finishWorkout(db: Db, userId: string, id: string, now: number): Promise<WorkoutSessionJson> {
  const session = await sessionOf(db, userId, id);
  if (session.status === "finished") return withSets(db, session);
  const logged = await db.select({ n: count() }).from(workoutSets).where(eq(workoutSets.sessionId, session.id)).get();
  if (!logged?.n) throw new ApiError(409, "workout_empty");
  const finished = await db
    .update(workoutSessions)
    .set({ status: "finished", finishedAt: new Date(now) })
    .where(ownSession(userId, session.id))
    .returning()
    .get();
  return withSets(db, finished!);
}

export async function discardWorkout(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(workoutSessions).where(ownSession(userId, id)).returning({ id: workoutSessions.id }).get();
  if (!deleted) throw new ApiError(404, "not_found");
}
