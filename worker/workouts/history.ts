// GET /api/workouts: the member's sessions, newest first, a page at a time. Pages end between
// days (a day's sessions are never split over two pages), so `before` (a date) is a safe cursor.
// Summaries count work sets only: warm-ups are not part of the volume or the set count.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { WorkoutListJson } from "../../core/api/workouts";
import type { SessionSource, SummaryExerciseJson, WorkoutSummaryJson } from "../../core/training/session";
import type { DayType } from "../../core/training/workout-plan";
import type { Db } from "../db/client";
import { workoutSessions } from "../db/schema";

interface SummaryRow {
  id: string;
  date: string;
  name: string | null;
  source: SessionSource;
  dayType: DayType | null;
  status: "active" | "finished";
  startedAt: number;
  finishedAt: number | null;
  sets: number;
  exercises: number;
  volume: number;
  reps: number;
  seconds: number;
}

const minutes = (from: number, to: number | null) => (to === null ? null : Math.max(1, Math.round((to - from) / 60_000)));

export async function listWorkouts(db: Db, userId: string, limit: number, before?: string): Promise<WorkoutListJson> {
  const kept = and(
    eq(workoutSessions.userId, userId),
    eq(workoutSessions.deleted, false),
    before ? lt(workoutSessions.date, before) : undefined,
  );
  // The page's last day: the date of its `limit`-th session, when there are more.
  const dates = await db
    .select({ date: workoutSessions.date })
    .from(workoutSessions)
    .where(kept)
    .orderBy(desc(workoutSessions.date), desc(workoutSessions.startedAt))
    .limit(limit + 1)
    .all();
  const last = dates.length > limit ? dates[limit - 1]!.date : null;
  const rows = await db.all<SummaryRow>(sql`
    SELECT s.id AS id, s.date AS date, s.name AS name, s.source AS source, s.day_type AS dayType, s.status AS status,
      s.started_at AS startedAt, s.finished_at AS finishedAt,
      count(st.id) AS sets, count(DISTINCT st.entry_id) AS exercises,
      coalesce(sum(coalesce(st.weight, 0) * coalesce(st.reps, 0)), 0) AS volume,
      coalesce(sum(st.reps), 0) AS reps, coalesce(sum(st.seconds), 0) AS seconds
    FROM workout_sessions s
    LEFT JOIN workout_sets st ON st.session_id = s.id AND st.deleted = 0 AND st.kind = 'work'
      AND EXISTS (SELECT 1 FROM workout_entries e WHERE e.id = st.entry_id AND e.deleted = 0)
    WHERE s.user_id = ${userId} AND s.deleted = 0
      ${before ? sql`AND s.date < ${before}` : sql``}
      ${last ? sql`AND s.date >= ${last}` : sql``}
    GROUP BY s.id
    ORDER BY s.date DESC, s.started_at DESC`);
  // Each session's exercises with their work sets, in order (entries without one left out, as the
  // count leaves them), for the same sessions as above (the page's days, not a list of ids).
  const lineRows = await db.all<{ sessionId: string; exercise: string; sets: number }>(sql`
    SELECT e.session_id AS sessionId, e.exercise AS exercise, count(st.id) AS sets
    FROM workout_sessions s
    JOIN workout_entries e ON e.session_id = s.id AND e.deleted = 0
    JOIN workout_sets st ON st.entry_id = e.id AND st.deleted = 0 AND st.kind = 'work'
    WHERE s.user_id = ${userId} AND s.deleted = 0
      ${before ? sql`AND s.date < ${before}` : sql``}
      ${last ? sql`AND s.date >= ${last}` : sql``}
    GROUP BY e.id
    ORDER BY e.session_id, e.position, e.id`);
  const lines = new Map<string, SummaryExerciseJson[]>();
  for (const r of lineRows) lines.set(r.sessionId, [...(lines.get(r.sessionId) ?? []), { exercise: r.exercise, sets: r.sets }]);
  const workouts: WorkoutSummaryJson[] = rows.map((r) => ({
    id: r.id,
    date: r.date,
    name: r.name,
    source: r.source,
    dayType: r.dayType,
    status: r.status,
    startedAt: r.startedAt,
    durationMinutes: minutes(r.startedAt, r.finishedAt),
    exercises: r.exercises,
    sets: r.sets,
    volumeKg: Math.round(r.volume),
    reps: r.reps,
    seconds: r.seconds,
    lines: lines.get(r.id) ?? [],
  }));
  return { workouts, next: last };
}
