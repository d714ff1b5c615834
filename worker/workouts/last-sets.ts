// What a member did the last time they did each exercise: every set of it (warm-ups and drop sets
// too, each with its kind) in the newest finished session that has a work set of it. The "last
// time" beside each set, the rows a card starts with and double progression all read this, so
// correcting that session changes them too; the suggestions read its straight sets only
// (core/training/set-kinds.ts).
import { sql } from "drizzle-orm";
import type { PreviousJson } from "../../core/api/workouts";
import type { Db } from "../db/client";
import { setJson, setOfSessionColumns, type SetOfSession } from "./rows";

export interface LastDone extends PreviousJson {
  sessionId: string;
}

/** Where a session stands in the member's history: "last time" for it is a session done before. */
export interface SessionPlace {
  id: string;
  date: string;
  startedAt: number;
}

/** `s` (workout_sessions) was done before `place`: by date, then start, then id (two imported at one moment). */
export const sessionBefore = (place: SessionPlace) =>
  sql`(s.date < ${place.date} OR (s.date = ${place.date} AND (s.started_at < ${place.startedAt} OR (s.started_at = ${place.startedAt} AND s.id < ${place.id}))))`;

/**
 * By exercise slug; an exercise never done in a finished session is absent. With `before`, the
 * newest such session done before that place (a past workout compared with the one before it).
 */
export async function lastSets(
  db: Db,
  userId: string,
  slugs: readonly string[],
  before?: SessionPlace,
): Promise<Map<string, LastDone>> {
  const last = new Map<string, LastDone>();
  if (slugs.length === 0) return last;
  // Per exercise, the newest finished session that has a kept work set of it: the member's
  // sessions are walked newest first (workout_sessions_user_status_idx), each asked by one search
  // (workout_sets_session_idx), so a regular exercise stops after a few sessions however long the
  // history. An exercise never done is answered by the (user_id, exercise) index before any walk.
  const rows = await db.all<SetOfSession>(sql`
    WITH wanted(exercise) AS (SELECT DISTINCT value FROM json_each(${JSON.stringify([...new Set(slugs)])})),
    latest(exercise, sessionId) AS (
      SELECT w.exercise, (
        SELECT s.id FROM workout_sessions s
        WHERE s.user_id = ${userId} AND s.deleted = 0 AND s.status = 'finished'
          AND ${before ? sessionBefore(before) : sql`1`}
          AND EXISTS (
            SELECT 1 FROM workout_sets x JOIN workout_entries xe ON xe.id = x.entry_id
            WHERE x.session_id = s.id AND x.exercise = w.exercise AND x.kind = 'work' AND x.deleted = 0 AND xe.deleted = 0)
        ORDER BY s.date DESC, s.started_at DESC, s.id DESC
        LIMIT 1)
      FROM wanted w
      WHERE EXISTS (SELECT 1 FROM workout_sets y WHERE y.user_id = ${userId} AND y.exercise = w.exercise))
    SELECT ${setOfSessionColumns}
    FROM latest l
    JOIN workout_sets st ON st.session_id = l.sessionId AND st.exercise = l.exercise
    JOIN workout_sessions s ON s.id = st.session_id
    JOIN workout_entries e ON e.id = st.entry_id
    WHERE st.deleted = 0 AND e.deleted = 0
    ORDER BY st.exercise, e.position, st.position`);
  for (const r of rows) {
    const done = last.get(r.exercise) ?? { sessionId: r.sessionId, date: r.date, sets: [], note: "" };
    done.sets.push(setJson(r));
    // The exercise's note that time ("seat at 4"): its first entry's with one.
    if (!done.note) done.note = r.entryNote;
    last.set(r.exercise, done);
  }
  return last;
}

/** The answer's form of `lastSets`: by slug, the date, the sets and the note. */
export const previousJson = (last: ReadonlyMap<string, LastDone>): Record<string, PreviousJson> =>
  Object.fromEntries([...last].map(([slug, { date, sets, note }]) => [slug, { date, sets, note }]));
