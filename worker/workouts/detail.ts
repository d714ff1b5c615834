// GET /api/workouts/:id: one session, the records its work sets set, and what the member did the
// time before with each of its exercises. Records are derived from the stored sets whenever they
// are read (never stored), so a correction moves them.
import { sql } from "drizzle-orm";
import type { WorkoutDetailJson } from "../../core/api/workouts";
import { recordsSetBy, type RecordSet } from "../../core/training/records";
import { countsAsWork } from "../../core/training/set-kinds";
import { lastSets, previousJson, sessionBefore } from "./last-sets";
import { recordExercise } from "./record-exercise";
import type { LoggedSetJson } from "../../core/training/session";
import type { Db } from "../db/client";
import { ApiError } from "../platform/errors";
import { sessionsJson } from "./sessions";

type Row = RecordSet & { exercise: string };

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

export async function workoutDetail(db: Db, userId: string, id: string): Promise<WorkoutDetailJson> {
  const [session] = await sessionsJson(db, userId, [id]);
  if (!session) throw new ApiError(404, "not_found");
  const work = session.sets.filter((s) => countsAsWork(s.kind));
  const slugs = [...new Set(work.map((s) => s.exercise))];
  if (slugs.length === 0) return { session, records: [], previous: {} };
  // The member's work sets of these exercises in the sessions done before this one, oldest first.
  const rows = await db.all<Row>(sql`
    SELECT st.id AS id, st.session_id AS sessionId, s.date AS date, st.kind AS kind, st.weight AS weight, st.reps AS reps,
      st.seconds AS seconds, st.exercise AS exercise
    FROM workout_sets st
    JOIN workout_sessions s ON s.id = st.session_id
    JOIN workout_entries e ON e.id = st.entry_id
    WHERE st.user_id = ${userId} AND st.exercise IN (SELECT value FROM json_each(${JSON.stringify(slugs)}))
      AND st.kind = 'work' AND st.deleted = 0 AND e.deleted = 0 AND s.deleted = 0 AND ${sessionBefore(session)}
    ORDER BY s.date, s.started_at, s.id, e.position, st.position`);
  const earlier = groupBy(rows, (r) => r.exercise);
  const done = groupBy(work, (s) => s.exercise);
  const asRecordSet = (s: LoggedSetJson): RecordSet => ({
    id: s.id,
    sessionId: session.id,
    date: session.date,
    kind: s.kind,
    weight: s.weight,
    reps: s.reps,
    seconds: s.seconds,
  });
  const records = slugs.flatMap((slug) =>
    recordsSetBy(
      (earlier.get(slug) ?? []).map(({ exercise: _, ...set }) => set),
      (done.get(slug) ?? []).map(asRecordSet),
      recordExercise(slug),
    ),
  );
  // "Last time" as the logger has it (its previous column), counted back from this session.
  const previous = previousJson(await lastSets(db, userId, slugs, session));
  return { session, records, previous };
}
