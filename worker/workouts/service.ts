// Starting a workout from the plan, the suggestions of double progression, and the JSON shapes.
import { and, desc, eq, inArray } from "drizzle-orm";
import { exercises as library } from "../../content/exercises/index";
import { suggestNext } from "../../core/training/double-progression";
import { blockWeekOn, setsInWeek } from "../../core/training/progression";
import type { SessionExercise, WorkoutSessionJson } from "../../core/training/session";
import type { DayType, StoredWorkoutPlan, Weekday } from "../../core/training/workout-plan";
import type { Db } from "../db/client";
import { workoutSessions, workoutSets, type WorkoutSession, type WorkoutSet } from "../db/schema";
import { ApiError } from "../platform/errors";

const bySlug = new Map(library.map((e) => [e.slug, e]));

/** The newest finished session's sets of each exercise (one query, newest first). */
async function lastLogged(db: Db, userId: string, slugs: string[]) {
  const rows = await db
    .select({
      exercise: workoutSets.exercise,
      sessionId: workoutSets.sessionId,
      weight: workoutSets.weight,
      reps: workoutSets.reps,
      seconds: workoutSets.seconds,
    })
    .from(workoutSets)
    .innerJoin(workoutSessions, eq(workoutSessions.id, workoutSets.sessionId))
    .where(and(eq(workoutSets.userId, userId), eq(workoutSessions.status, "finished"), inArray(workoutSets.exercise, slugs)))
    .orderBy(desc(workoutSessions.date))
    .all();
  const last = new Map<
    string,
    { sessionId: string; sets: { weight: number | null; reps: number | null; seconds: number | null }[] }
  >();
  for (const r of rows) {
    const entry = last.get(r.exercise);
    if (!entry) last.set(r.exercise, { sessionId: r.sessionId, sets: [r] });
    else if (entry.sessionId === r.sessionId) entry.sets.push(r);
  }
  return last;
}

/** The prescription for a day of the plan on a date: block week, sets, and load suggestions. */
export async function prescription(db: Db, userId: string, stored: StoredWorkoutPlan, date: string, weekday: Weekday) {
  const day = stored.plan.week.find((d) => d.weekday === weekday);
  if (!day?.type) throw new ApiError(409, "rest_day");
  const week = blockWeekOn(stored.plan.block, stored.startMonday, date);
  const last = await lastLogged(
    db,
    userId,
    day.exercises.map((e) => e.slug),
  );
  const exercises: SessionExercise[] = day.exercises.map((e) => ({
    ...e,
    sets: setsInWeek(e.sets, week),
    rir: e.rir + week.rirDelta,
    suggestion: suggestNext(
      bySlug.get(e.slug) ?? { equipment: ["bodyweight"], group: e.group, measure: e.seconds ? "seconds" : "reps" },
      e,
      last.get(e.slug)?.sets ?? [],
      week,
    ),
  }));
  return { dayType: day.type as DayType, week, exercises };
}

export function sessionJson(s: WorkoutSession, sets: WorkoutSet[]): WorkoutSessionJson {
  return {
    id: s.id,
    date: s.date,
    weekday: s.weekday as Weekday,
    dayType: s.dayType as DayType,
    blockWeek: s.blockWeek,
    deload: s.deload,
    status: s.status,
    startedAt: s.startedAt.getTime(),
    finishedAt: s.finishedAt?.getTime() ?? null,
    exercises: s.exercises as SessionExercise[],
    sets: sets.map((x) => ({ exercise: x.exercise, index: x.setIndex, weight: x.weight, reps: x.reps, seconds: x.seconds })),
  };
}
