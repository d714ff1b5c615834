// GET /api/workouts/day: the member's open session (whatever its date), the plan's preview of
// the date's day, the plan's training days, and what was done last time in each exercise shown.
// Without a plan there is no preview and no plan days: a member may still log an empty workout.
// A screening that says "see a doctor" (a later "yes", no clearance yet) holds the plan back here
// too, as it does in the plan tab, the coach and rescheduling, and so does a screening never
// answered: no load is suggested before the member's health context is asked. The screening's
// result goes with the answer, so the logger can say why and suggest no load itself either.
import { and, desc, eq } from "drizzle-orm";
import type { WorkoutDayJson } from "../../core/api/workouts";
import { weekdayOf } from "../../core/training/workout-plan";
import type { Db } from "../db/client";
import { workoutSessions } from "../db/schema";
import { lastSets, previousJson } from "./last-sets";
import { memberTraining, prescribe, trainingDay } from "./prescription";
import { sessionsJson } from "./sessions";

export async function workoutDay(db: Db, userId: string, date: string): Promise<WorkoutDayJson> {
  const [open, { plan: stored, screening }] = await Promise.all([
    db
      .select({ id: workoutSessions.id })
      .from(workoutSessions)
      .where(and(eq(workoutSessions.userId, userId), eq(workoutSessions.deleted, false), eq(workoutSessions.status, "active")))
      // Read in workout_sessions_user_status_idx's order: no other session is touched.
      .orderBy(desc(workoutSessions.date), desc(workoutSessions.startedAt), desc(workoutSessions.id))
      .limit(1)
      .get(),
    memberTraining(db, userId),
  ]);
  const active = open ? ((await sessionsJson(db, userId, [open.id]))[0] ?? null) : null;
  const day = stored ? trainingDay(stored, weekdayOf(date)) : null;
  const slugs = [...(active?.entries.map((e) => e.exercise) ?? []), ...(day?.exercises.map((e) => e.slug) ?? [])];
  const last = await lastSets(db, userId, slugs);
  return {
    active,
    preview: stored && day ? prescribe(stored, day, date, last) : null,
    planDays: stored ? stored.plan.week.flatMap((d) => (d.type ? [{ weekday: d.weekday, dayType: d.type }] : [])) : [],
    previous: previousJson(last),
    screening,
  };
}
