// The sync's writes (decision 0042): one statement per record, with the rule in its
// ON CONFLICT ... WHERE, so two syncs at once cannot interleave a read and a write. A record is
// written when it is new, or when the change is newer than the stored version and the stored one
// is the member's (and, for an entry or a set, stays where it was). An entry or a set is written
// only under the member's own session (and entry), and a kept one only under kept ones: a removal
// may still land under a removed parent. Each statement answers the id it wrote, or nothing.
//
// The limits of a workout (logLimits: exercises a session, sets an exercise) are checked in the
// same statement, so two syncs at once cannot both take the last place: a change that would make
// a new live record (a new one, or a tombstone it brings back) under a parent already full fails
// its statement, which rolls the whole sync's batch back (sync.ts answers it as the limit's
// message). A removal, an edit of a live record and a change that will not be written (older
// than the stored record, or another member's) never need a place. The statement fails by
// inserting no id (SQLite checks NOT NULL before ON CONFLICT): see `idIfRoom` and `fullParent`.
import type { SessionExercise } from "../../core/training/session";
import type { DayType } from "../../core/training/workout-plan";
import { logLimits, type EntryChange, type SessionChange, type SetChange } from "../../core/validation/workouts";
import { storedKind } from "../shared/set-kind";

/** What a session started from the plan keeps of it; nothing for an empty workout. */
export interface Frozen {
  plan: SessionExercise[];
  dayType: DayType | null;
  blockWeek: number | null;
  deload: boolean;
}

export const nothingFrozen: Frozen = { plan: [], dayType: null, blockWeek: null, deload: false };

const flag = (b: boolean) => (b ? 1 : 0);

/** The error a change refused for a full session (entries) or exercise (sets) fails its statement with. */
export const fullParent = {
  entries: /NOT NULL constraint failed: workout_entries\.id/,
  sets: /NOT NULL constraint failed: workout_sets\.id/,
} as const;

/**
 * The record's id when it has a place, else NULL, which fails the statement. A change needs a
 * place only when it makes a live record that was not: none is stored under its id, or the stored
 * one is the member's tombstone where the change puts it (`place`) and older than the change (so
 * the upsert brings it back). Then its parent (`parent`) must hold fewer than `cap` live records.
 * `id`, `user`, `at` and `deleted` name the statement's parameters; `place` and `parent` are
 * conditions on the stored row `r`.
 */
const idIfRoom = (
  table: string,
  cap: number,
  p: { id: string; user: string; at: string; deleted: string; place: string; parent: string },
) =>
  `CASE WHEN ${p.deleted} = 1
      OR EXISTS (SELECT 1 FROM ${table} r WHERE r.id = ${p.id}
        AND NOT (r.deleted = 1 AND r.updated_at < ${p.at} AND r.user_id = ${p.user} AND ${p.place}))
      OR (SELECT COUNT(*) FROM ${table} r WHERE ${p.parent} AND r.user_id = ${p.user} AND r.deleted = 0) < ${cap}
    THEN ${p.id} END`;

/** The plan day and its prescription are fixed when the session is first stored; a change moves the rest. */
export const upsertSession = (d1: D1Database, userId: string, c: SessionChange, at: number, frozen: Frozen) =>
  d1
    .prepare(
      `INSERT INTO workout_sessions
         (id, user_id, date, name, source, weekday, day_type, block_week, deload, plan, status, started_at, finished_at, updated_at, deleted, note)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
       ON CONFLICT(id) DO UPDATE SET
         date = excluded.date, name = excluded.name, note = excluded.note, status = excluded.status, started_at = excluded.started_at,
         finished_at = excluded.finished_at, updated_at = excluded.updated_at, deleted = excluded.deleted
       WHERE excluded.updated_at > workout_sessions.updated_at AND workout_sessions.user_id = excluded.user_id
       RETURNING id`,
    )
    .bind(
      c.id,
      userId,
      c.date,
      c.name || null,
      c.source,
      c.weekday,
      frozen.dayType,
      frozen.blockWeek,
      flag(frozen.deload),
      JSON.stringify(frozen.plan),
      c.status,
      c.startedAt,
      c.finishedAt,
      at,
      flag(c.deleted),
      c.note,
    );

/** A session holds up to logLimits.entries live exercises. */
const entryId = idIfRoom("workout_entries", logLimits.entries, {
  id: "?1",
  user: "?3",
  at: "?7",
  deleted: "?8",
  place: "r.session_id = ?2",
  parent: "r.session_id = ?2",
});

/** A change without a superset (the app before supersets, `?10` = 0) keeps the stored one. */
export const upsertEntry = (d1: D1Database, userId: string, c: EntryChange, at: number) =>
  d1
    .prepare(
      `INSERT INTO workout_entries (id, session_id, user_id, exercise, position, note, updated_at, deleted, superset)
       SELECT ${entryId}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
       WHERE EXISTS (SELECT 1 FROM workout_sessions s WHERE s.id = ?2 AND s.user_id = ?3 AND (s.deleted = 0 OR ?8 = 1))
       ON CONFLICT(id) DO UPDATE SET
         exercise = excluded.exercise, position = excluded.position, note = excluded.note,
         superset = CASE WHEN ?10 = 1 THEN excluded.superset ELSE workout_entries.superset END,
         updated_at = excluded.updated_at, deleted = excluded.deleted
       WHERE excluded.updated_at > workout_entries.updated_at AND workout_entries.user_id = excluded.user_id
         AND workout_entries.session_id = excluded.session_id
       RETURNING id`,
    )
    .bind(
      c.id,
      c.sessionId,
      userId,
      c.exercise,
      c.position,
      c.note,
      at,
      flag(c.deleted),
      c.superset ?? null,
      flag(c.superset !== undefined),
    );

/** An exercise of a session holds up to logLimits.setsPerEntry live sets. */
const setId = idIfRoom("workout_sets", logLimits.setsPerEntry, {
  id: "?1",
  user: "?4",
  at: "?12",
  deleted: "?13",
  place: "r.session_id = ?2 AND r.entry_id = ?3",
  parent: "r.entry_id = ?3",
});

/** A set's exercise is its entry's (swapping the entry's exercise carries its sets along). */
export const upsertSet = (d1: D1Database, userId: string, c: SetChange, at: number) =>
  d1
    .prepare(
      `INSERT INTO workout_sets
         (id, session_id, entry_id, user_id, exercise, position, kind, variant, weight, reps, seconds, rpe, rir, updated_at, deleted, logged_at)
       SELECT ${setId}, ?2, ?3, ?4, e.exercise, ?5, ?6, ?14, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?12
       FROM workout_entries e, workout_sessions s
       WHERE e.id = ?3 AND e.session_id = ?2 AND e.user_id = ?4 AND s.id = ?2 AND s.user_id = ?4
         AND ((e.deleted = 0 AND s.deleted = 0) OR ?13 = 1)
       ON CONFLICT(id) DO UPDATE SET
         exercise = excluded.exercise, position = excluded.position, kind = excluded.kind, variant = excluded.variant,
         weight = excluded.weight,
         reps = excluded.reps, seconds = excluded.seconds, rpe = excluded.rpe, rir = excluded.rir,
         updated_at = excluded.updated_at, deleted = excluded.deleted
       WHERE excluded.updated_at > workout_sets.updated_at AND workout_sets.user_id = excluded.user_id
         AND workout_sets.session_id = excluded.session_id AND workout_sets.entry_id = excluded.entry_id
       RETURNING id`,
    )
    .bind(
      c.id,
      c.sessionId,
      c.entryId,
      userId,
      c.position,
      storedKind(c.kind).kind,
      c.weight,
      c.reps,
      c.seconds,
      c.rpe,
      c.rir,
      at,
      flag(c.deleted),
      storedKind(c.kind).variant,
    );

/** After entries changed: their sets take the entry's exercise (a swap). */
export const setsFollowEntries = (d1: D1Database, userId: string, entryIds: readonly string[]) =>
  d1
    .prepare(
      `UPDATE workout_sets SET exercise = (SELECT e.exercise FROM workout_entries e WHERE e.id = workout_sets.entry_id)
       WHERE user_id = ?1 AND entry_id IN (SELECT value FROM json_each(?2))
         AND exercise <> (SELECT e.exercise FROM workout_entries e WHERE e.id = workout_sets.entry_id)`,
    )
    .bind(userId, JSON.stringify(entryIds));
