// The profile's activity overview: finished workouts, nutrition plans
// from the plan counter, coach messages this month from the member's chat limiter, and the day
// streak (days with a progress entry or a finished workout).
import { and, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import { entitlements } from "../../core/billing/entitlements";
import type { SessionUser } from "../../core/session";
import type { OverviewJson } from "../../core/api/profiles";
import type { Db } from "../db/client";
import { bodyEntries, profiles, workoutSessions } from "../db/schema";
import { chatLimiterOf, type ChatLimiters } from "../shared/chat-limiter";

const dayMs = 86_400_000;

/** Days in a row with something logged, ending today or (not yet logged today) yesterday. */
function streakOf(dates: readonly string[], today: string): number {
  const days = new Set(dates);
  let day = Date.parse(`${today}T00:00:00Z`);
  if (!days.has(today)) day -= dayMs;
  let streak = 0;
  while (days.has(new Date(day).toISOString().slice(0, 10))) {
    streak += 1;
    day -= dayMs;
  }
  return streak;
}

export async function activityOverview(
  db: Db,
  limiters: ChatLimiters,
  user: SessionUser,
  today: string,
  now: number,
): Promise<OverviewJson> {
  // A streak can only be as long as the rows read; a year and a bit is plenty to show.
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - 400 * dayMs).toISOString().slice(0, 10);
  // A workout counts once finished with at least one work set (warm-ups alone are not a workout);
  // removed sessions, entries and sets never count.
  const finished = and(
    eq(workoutSessions.userId, user.id),
    eq(workoutSessions.status, "finished"),
    eq(workoutSessions.deleted, false),
    sql`EXISTS (SELECT 1 FROM workout_sets st JOIN workout_entries e ON e.id = st.entry_id
      WHERE st.session_id = ${workoutSessions.id} AND st.kind = 'work' AND st.deleted = 0 AND e.deleted = 0)`,
  );
  // All reads in one round trip to D1.
  const [counterRows, workoutRows, rows, workoutDays] = await db.batch([
    db.select({ nutrition: profiles.mealPlansGenerated }).from(profiles).where(eq(profiles.userId, user.id)),
    db.select({ n: count() }).from(workoutSessions).where(finished),
    db
      .select({ date: bodyEntries.date })
      .from(bodyEntries)
      .where(and(eq(bodyEntries.userId, user.id), lte(bodyEntries.date, today), gte(bodyEntries.date, since)))
      .orderBy(desc(bodyEntries.date)),
    db
      .select({ date: workoutSessions.date })
      .from(workoutSessions)
      .where(and(finished, lte(workoutSessions.date, today), gte(workoutSessions.date, since))),
  ]);
  const counters = counterRows[0];
  // Only Pro members chat; their limiter (one Durable Object per member) counts this month's messages.
  const messages = entitlements.chat(user.plan)
    ? (await chatLimiterOf(limiters, user.id).usage(now, Number.MAX_SAFE_INTEGER)).used
    : 0;
  return {
    workouts: workoutRows[0]?.n ?? 0,
    nutrition: counters?.nutrition ?? 0,
    messages,
    streak: streakOf(
      [...rows, ...workoutDays].map((r) => r.date),
      today,
    ),
  };
}
