// The statements writing imported workouts (decision 0042's records), many rows a statement from a
// JSON parameter (json_each). Every insert is ON CONFLICT DO NOTHING on an id made from what the
// record is, so a second import, or two at once, write each record once; an entry or a set is
// written only under the member's own kept workout (and exercise), so one the member removed after
// importing stays removed. Imported workouts are free ones (no plan day, nothing frozen), finished.
// Each answers a row for each record it wrote: D1's count of changes takes in the triggers' counting
// of the member's rows (migration 0035).
import { ownExerciseLimits } from "../../core/validation/own-exercises";
import { unchangedSince } from "../exercises/service";
import { jsonChunks } from "./chunks";
import type { NewOwnExercise } from "./names";
import type { EntryRow, SessionRow, SetRow } from "./rows";
import { storedKind } from "../shared/set-kind";

const at = (i: number) => `json_extract(j.value, '$[${i}]')`;

/** Each new workout names the import that wrote it (`importId`): undoing the import deletes it. */
export function sessionStatements(d1: D1Database, userId: string, rows: readonly SessionRow[], now: number, importId: string) {
  const json = rows.map((s) => [s.id, s.date, s.name, s.startedAt, s.finishedAt, s.note]);
  return jsonChunks(json).map((chunk) =>
    d1
      .prepare(
        `INSERT INTO workout_sessions
           (id, user_id, date, name, source, weekday, day_type, block_week, deload, plan, status, started_at, finished_at, updated_at, deleted, note, import_id)
         SELECT ${at(0)}, ?1, ${at(1)}, ${at(2)}, 'free', NULL, NULL, NULL, 0, '[]', 'finished', ${at(3)}, ${at(4)}, ?2, 0, ${at(5)}, ?4
         FROM json_each(?3) j WHERE true
         ON CONFLICT(id) DO NOTHING
         RETURNING 1`,
      )
      .bind(userId, now, chunk, importId),
  );
}

export function entryStatements(d1: D1Database, userId: string, rows: readonly EntryRow[], now: number) {
  const json = rows.map((e) => [e.id, e.sessionId, e.exercise, e.position, e.note, e.superset]);
  return jsonChunks(json).map((chunk) =>
    d1
      .prepare(
        `INSERT INTO workout_entries (id, session_id, user_id, exercise, position, note, updated_at, deleted, superset)
         SELECT ${at(0)}, ${at(1)}, ?1, ${at(2)}, ${at(3)}, ${at(4)}, ?2, 0, ${at(5)}
         FROM json_each(?3) j
         WHERE EXISTS (SELECT 1 FROM workout_sessions s WHERE s.id = ${at(1)} AND s.user_id = ?1 AND s.deleted = 0)
         ON CONFLICT(id) DO NOTHING
         RETURNING 1`,
      )
      .bind(userId, now, chunk),
  );
}

/**
 * A set takes its entry's exercise, as a logged one does. CROSS JOIN keeps the file's rows the
 * outer loop (SQLite never reorders one): each finds its entry by id, where the planner could
 * otherwise walk all the member's entries by their index and read the file's rows for each.
 */
export function setStatements(d1: D1Database, userId: string, rows: readonly SetRow[], now: number) {
  const json = rows.map((s) => {
    const { kind, variant } = storedKind(s.kind);
    return [s.id, s.entryId, s.position, kind, s.weight, s.reps, s.seconds, s.rpe, s.loggedAt, s.rir, variant];
  });
  return jsonChunks(json).map((chunk) =>
    d1
      .prepare(
        `INSERT INTO workout_sets
           (id, session_id, entry_id, user_id, exercise, position, kind, variant, weight, reps, seconds, rpe, rir, updated_at, deleted, logged_at)
         SELECT ${at(0)}, e.session_id, e.id, ?1, e.exercise, ${at(2)}, ${at(3)}, ${at(10)}, ${at(4)}, ${at(5)}, ${at(6)}, ${at(7)}, ${at(9)}, ?2, 0, ${at(8)}
         FROM json_each(?3) j CROSS JOIN workout_entries e ON e.id = ${at(1)}
         WHERE e.user_id = ?1 AND e.deleted = 0
           AND EXISTS (SELECT 1 FROM workout_sessions s WHERE s.id = e.session_id AND s.user_id = ?1 AND s.deleted = 0)
         ON CONFLICT(id) DO NOTHING
         RETURNING 1`,
      )
      .bind(userId, now, chunk),
  );
}

/** The error an own exercise an import cannot make (see ownExerciseStatements) fails its statement with. */
export const ownExerciseRefused = /NOT NULL constraint failed: own_exercises\.id/;

/**
 * New own exercises: made once (their id comes from the member and the name); one the member
 * removed comes back when an import asks for it again. They are written only while the member's
 * live exercises are still those `liveNames` were read from (none added or renamed since, the
 * condition the create route writes under: so no second live one of a name) and these fit within
 * the cap with them; otherwise every row's id is NULL, which fails the statement and so the whole
 * import's batch (SQLite checks NOT NULL before ON CONFLICT). The condition leaves the import's own
 * ids out of what it reads and counts them all at once, so it is the same for every row and chunk.
 */
export function ownExerciseStatements(
  d1: D1Database,
  userId: string,
  rows: readonly NewOwnExercise[],
  liveNames: readonly string[],
  now: number,
) {
  const json = rows.map((o) => [o.id, o.name, o.measure]);
  const ids = JSON.stringify(rows.map((o) => o.id));
  const ours = "SELECT value FROM json_each(?4)";
  return jsonChunks(json).map((chunk) =>
    d1
      .prepare(
        `INSERT INTO own_exercises (id, user_id, name, measure, created_at, updated_at, deleted)
         SELECT CASE WHEN ${unchangedSince("?1", ours, "?5")}
             AND (SELECT COUNT(*) FROM own_exercises o WHERE o.user_id = ?1 AND o.deleted = 0 AND o.id NOT IN (${ours}))
               + json_array_length(?4) <= ?6
           THEN ${at(0)} END, ?1, ${at(1)}, ${at(2)}, ?2, ?2, 0
         FROM json_each(?3) j WHERE true
         ON CONFLICT(id) DO UPDATE SET deleted = 0, name = excluded.name, measure = excluded.measure, updated_at = excluded.updated_at
         WHERE own_exercises.deleted = 1 AND own_exercises.user_id = excluded.user_id
         RETURNING 1`,
      )
      .bind(userId, now, chunk, ids, JSON.stringify(liveNames), ownExerciseLimits.perMember),
  );
}

/** The member's choices, remembered for the next file (by normalised name). */
export function rememberStatements(d1: D1Database, userId: string, chosen: readonly [string, string][], now: number) {
  return jsonChunks(chosen).map((chunk) =>
    d1
      .prepare(
        `INSERT INTO import_names (user_id, name, exercise, updated_at)
         SELECT ?1, ${at(0)}, ${at(1)}, ?2
         FROM json_each(?3) j WHERE true
         ON CONFLICT(user_id, name) DO UPDATE SET exercise = excluded.exercise, updated_at = excluded.updated_at
         RETURNING 1`,
      )
      .bind(userId, now, chunk),
  );
}
