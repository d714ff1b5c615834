// What a member did the last time they did each exercise: the work sets of the newest finished
// session that has any (warm-ups never count). Suggestions, the "last time" beside each set and
// double progression all read this, so correcting that session changes them too.
import { sql } from "drizzle-orm";
import type { PreviousJson } from "../../core/api/workouts";
import type { Db } from "../db/client";
import { setJson, setOfSessionColumns, type SetOfSession } from "./rows";

export interface LastDone extends PreviousJson {
  sessionId: string;
}

/** By exercise slug; an exercise never done in a finished session is absent. */
export async function lastWorkSets(db: Db, userId: string, slugs: readonly string[]): Promise<Map<string, LastDone>> {
  const last = new Map<string, LastDone>();
  if (slugs.length === 0) return last;
  // Ranked per exercise, newest session first; read through the (user_id, exercise) index.
  const rows = await db.all<SetOfSession>(sql`
    SELECT id, entryId, exercise, position, kind, weight, reps, seconds, rpe, rir, updatedAt, sessionId, date FROM (
      SELECT ${setOfSessionColumns}, e.position AS entryPosition,
        dense_rank() OVER (PARTITION BY st.exercise ORDER BY s.date DESC, s.started_at DESC, s.id DESC) AS recency
      FROM workout_sets st
      JOIN workout_sessions s ON s.id = st.session_id
      JOIN workout_entries e ON e.id = st.entry_id
      WHERE st.user_id = ${userId} AND st.exercise IN (SELECT value FROM json_each(${JSON.stringify([...new Set(slugs)])}))
        AND st.kind = 'work' AND st.deleted = 0 AND e.deleted = 0 AND s.deleted = 0 AND s.status = 'finished'
    )
    WHERE recency = 1
    ORDER BY exercise, entryPosition, position`);
  for (const r of rows) {
    const done = last.get(r.exercise) ?? { sessionId: r.sessionId, date: r.date, sets: [] };
    done.sets.push(setJson(r));
    last.set(r.exercise, done);
  }
  return last;
}
