// Stored rows as the API shows them, and the one way a list of ids goes into a query (as one JSON
// parameter: D1 takes at most 100 parameters a statement, and a sync may name 100 records).
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { LoggedSetJson, SessionExercise, WorkoutEntryJson, WorkoutSessionJson } from "../../core/training/session";
import type { DayType, Weekday } from "../../core/training/workout-plan";
import type { WorkoutEntry, WorkoutSession, WorkoutSet } from "../db/schema";
import { setKindOf } from "../shared/set-kind";

/** `column IN (the ids)`, with the ids as one parameter. */
export const inIds = (column: SQLiteColumn, ids: readonly string[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;

/** What a set's JSON is made from. */
export type SetFields = Pick<
  WorkoutSet,
  "id" | "entryId" | "exercise" | "position" | "kind" | "variant" | "weight" | "reps" | "seconds" | "rpe" | "rir" | "updatedAt"
>;

/** A set read with its session's id and date (the history and the previous numbers). */
export type SetOfSession = SetFields & { sessionId: string; date: string; entryNote: string };

/** The columns of a SetOfSession read, with `st` the sets, `s` the sessions and `e` the sets' entries. */
export const setOfSessionColumns = sql.raw(`st.id AS id, st.entry_id AS entryId, st.exercise AS exercise, st.position AS position,
  st.kind AS kind, st.variant AS variant, st.weight AS weight, st.reps AS reps, st.seconds AS seconds, st.rpe AS rpe, st.rir AS rir,
  st.updated_at AS updatedAt, s.id AS sessionId, s.date AS date, e.note AS entryNote`);

export function setJson(s: SetFields): LoggedSetJson {
  return {
    id: s.id,
    entryId: s.entryId,
    exercise: s.exercise,
    position: s.position,
    kind: setKindOf(s),
    weight: s.weight,
    reps: s.reps,
    seconds: s.seconds,
    rpe: s.rpe,
    rir: s.rir,
    updatedAt: s.updatedAt,
  };
}

export const entryJson = (e: WorkoutEntry): WorkoutEntryJson => ({
  id: e.id,
  exercise: e.exercise,
  position: e.position,
  note: e.note,
  superset: e.superset,
  updatedAt: e.updatedAt,
});

/**
 * A session with its entries and sets (both already without tombstones): entries by position;
 * sets by their entry's position, then their own, and only those of a kept entry.
 */
export function sessionJson(
  s: WorkoutSession,
  entries: readonly WorkoutEntry[],
  sets: readonly WorkoutSet[],
): WorkoutSessionJson {
  const ordered = [...entries].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  const place = new Map(ordered.map((e, i) => [e.id, i]));
  const kept = sets
    .filter((x) => place.has(x.entryId))
    .sort((a, b) => place.get(a.entryId)! - place.get(b.entryId)! || a.position - b.position || a.id.localeCompare(b.id));
  return {
    id: s.id,
    date: s.date,
    name: s.name,
    note: s.note,
    source: s.source,
    weekday: s.weekday as Weekday | null,
    dayType: s.dayType as DayType | null,
    blockWeek: s.blockWeek,
    deload: s.deload,
    status: s.status,
    startedAt: s.startedAt,
    finishedAt: s.finishedAt,
    updatedAt: s.updatedAt,
    plan: s.plan as SessionExercise[],
    entries: ordered.map(entryJson),
    sets: kept.map(setJson),
  };
}
