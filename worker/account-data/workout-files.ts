// The export's workout files: every kept set as CSV, the workouts as JSON, the logger's settings,
// the member's own exercises and remembered import names. Removals (tombstones) are left out of
// the workouts.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { exercises as library } from "../../content/exercises/index";
import { importNames, loggerSettings, ownExercises, workoutEntries, workoutRoutines, workoutSessions, workoutSets } from "../db/schema";
import { supersetLetters as routineLetters } from "../../core/training/routines";
import { supersetPlaces } from "../../core/training/supersets";
import { csvFile, iso, jsonArray, jsonDocument, keyset, type Member } from "./pages";
import { setKindOf } from "../shared/set-kind";

/** Workouts read at a time; their entries and sets are read in pages of their own. */
const SESSIONS_PAGE = 25;

const englishNames = new Map(library.map((e) => [e.slug, e.name.en]));

type Session = typeof workoutSessions.$inferSelect;
type Entry = Awaited<ReturnType<typeof entriesOf>>[number] & { sets: LoggedSet[] };
type LoggedSet = typeof workoutSets.$inferSelect;
interface Workout {
  session: Session;
  entries: Entry[];
}

const sessionPages = (m: Member) =>
  keyset(
    (after: Session | null, size) =>
      m.db
        .select()
        .from(workoutSessions)
        .where(
          and(
            eq(workoutSessions.userId, m.userId),
            eq(workoutSessions.deleted, false),
            after === null
              ? undefined
              : sql`(${workoutSessions.date}, ${workoutSessions.startedAt}, ${workoutSessions.id}) > (${after.date}, ${after.startedAt}, ${after.id})`,
          ),
        )
        .orderBy(asc(workoutSessions.date), asc(workoutSessions.startedAt), asc(workoutSessions.id))
        .limit(size)
        .all(),
    (row) => row,
    SESSIONS_PAGE,
  );

/** The kept entries of these workouts, with the English name of the exercise (the member's own one's name). */
async function entriesOf(m: Member, sessionIds: string[]) {
  const rows = [];
  for await (const page of keyset(
    (after: { sessionId: string; position: number; id: string } | null, size) =>
      m.db
        .select({
          id: workoutEntries.id,
          sessionId: workoutEntries.sessionId,
          exercise: workoutEntries.exercise,
          position: workoutEntries.position,
          note: workoutEntries.note,
          superset: workoutEntries.superset,
          updatedAt: workoutEntries.updatedAt,
          ownName: ownExercises.name,
        })
        .from(workoutEntries)
        .leftJoin(
          ownExercises,
          and(eq(ownExercises.userId, m.userId), sql`'own-' || ${ownExercises.id} = ${workoutEntries.exercise}`),
        )
        .where(
          and(
            eq(workoutEntries.userId, m.userId),
            eq(workoutEntries.deleted, false),
            inArray(workoutEntries.sessionId, sessionIds),
            after === null
              ? undefined
              : sql`(${workoutEntries.sessionId}, ${workoutEntries.position}, ${workoutEntries.id}) > (${after.sessionId}, ${after.position}, ${after.id})`,
          ),
        )
        .orderBy(asc(workoutEntries.sessionId), asc(workoutEntries.position), asc(workoutEntries.id))
        .limit(size)
        .all(),
    (row) => row,
  ))
    rows.push(...page);
  return rows;
}

/** The kept sets of these workouts, by entry and in the order done. */
async function setsOf(m: Member, sessionIds: string[]): Promise<LoggedSet[]> {
  const rows: LoggedSet[] = [];
  for await (const page of keyset(
    (after: LoggedSet | null, size) =>
      m.db
        .select()
        .from(workoutSets)
        .where(
          and(
            eq(workoutSets.userId, m.userId),
            eq(workoutSets.deleted, false),
            inArray(workoutSets.sessionId, sessionIds),
            after === null
              ? undefined
              : sql`(${workoutSets.entryId}, ${workoutSets.position}, ${workoutSets.id}) > (${after.entryId}, ${after.position}, ${after.id})`,
          ),
        )
        .orderBy(asc(workoutSets.entryId), asc(workoutSets.position), asc(workoutSets.id))
        .limit(size)
        .all(),
    (row) => row,
  ))
    rows.push(...page);
  return rows;
}

/** Workouts a page at a time, each with its kept entries in the order done and their kept sets. */
async function* workoutPages(m: Member): AsyncGenerator<Workout[]> {
  for await (const sessions of sessionPages(m)) {
    const ids = sessions.map((s) => s.id);
    const [entries, sets] = [await entriesOf(m, ids), await setsOf(m, ids)];
    const setsByEntry = new Map<string, LoggedSet[]>();
    for (const set of sets) {
      const list = setsByEntry.get(set.entryId) ?? [];
      list.push(set);
      setsByEntry.set(set.entryId, list);
    }
    const entriesBySession = new Map<string, Entry[]>();
    for (const entry of entries) {
      const list = entriesBySession.get(entry.sessionId) ?? [];
      list.push({ ...entry, sets: setsByEntry.get(entry.id) ?? [] });
      entriesBySession.set(entry.sessionId, list);
    }
    yield sessions.map((session) => ({ session, entries: entriesBySession.get(session.id) ?? [] }));
  }
}

const exerciseName = (e: Entry) => e.ownName ?? englishNames.get(e.exercise) ?? null;

/** Each exercise's superset as the logger letters it (A, B, … by the first exercise's place), by entry id. */
const supersetLetters = (entries: readonly Entry[]) =>
  new Map([...supersetPlaces(entries).entries()].map(([id, p]) => [id, p.letter]));

const setColumns = [
  "date",
  "workout",
  "started_at",
  "finished_at",
  "exercise",
  "exercise_name",
  "set",
  "kind",
  "weight_kg",
  "reps",
  "seconds",
  "rpe",
  "rir",
  "note",
  "workout_note",
  // Last, so readers of exports made before supersets find every column where it was.
  "superset",
] as const;

/** One row per kept set; the set number counts the entry's kept sets. */
async function* setRows(m: Member): AsyncGenerator<unknown[][]> {
  for await (const workouts of workoutPages(m)) {
    const rows: unknown[][] = [];
    for (const { session, entries } of workouts) {
      const supersets = supersetLetters(entries);
      for (const entry of entries) {
        entry.sets.forEach((set, i) => {
          rows.push([
            session.date,
            session.name,
            iso(session.startedAt),
            iso(session.finishedAt),
            entry.exercise,
            exerciseName(entry),
            i + 1,
            setKindOf(set),
            set.weight,
            set.reps,
            set.seconds,
            set.rpe,
            set.rir,
            entry.note,
            session.note,
            supersets.get(entry.id) ?? null,
          ]);
        });
      }
    }
    if (rows.length > 0) yield rows;
  }
}

export const setsCsv = (m: Member) => csvFile(setColumns, setRows(m), (row) => row);

export const workoutsJson = (m: Member) =>
  jsonArray(workoutPages(m), ({ session: s, entries }) => {
    const supersets = supersetLetters(entries);
    return {
      id: s.id,
      date: s.date,
      name: s.name,
      note: s.note,
      source: s.source,
      weekday: s.weekday,
      dayType: s.dayType,
      blockWeek: s.blockWeek,
      deload: s.deload,
      status: s.status,
      startedAt: iso(s.startedAt),
      finishedAt: iso(s.finishedAt),
      updatedAt: iso(s.updatedAt),
      exercises: entries.map((e) => ({
        id: e.id,
        exercise: e.exercise,
        name: exerciseName(e),
        position: e.position,
        note: e.note,
        superset: supersets.get(e.id) ?? null,
        sets: e.sets.map((set) => ({
          id: set.id,
          kind: setKindOf(set),
          weightKg: set.weight,
          reps: set.reps,
          seconds: set.seconds,
          rpe: set.rpe,
          rir: set.rir,
          loggedAt: iso(set.loggedAt),
        })),
      })),
      plan: s.plan,
    };
  });

/** The logger's settings kept with the account, null until a device sent them. */
export const loggerSettingsJson = (m: Member) =>
  jsonDocument(async () => {
    const row = await m.db.select().from(loggerSettings).where(eq(loggerSettings.userId, m.userId)).get();
    return row ? { ...row.settings, updatedAt: iso(row.updatedAt) } : null;
  });

/**
 * The member's routines (at most 50), newest change first: each exercise by its id and name, and
 * its superset lettered as the logger letters it (A, B, … in order).
 */
export const routinesJson = (m: Member) =>
  jsonDocument(async () => {
    const [routines, own] = await m.db.batch([
      m.db.select().from(workoutRoutines).where(eq(workoutRoutines.userId, m.userId)).orderBy(desc(workoutRoutines.updatedAt), desc(workoutRoutines.id)),
      m.db.select({ id: ownExercises.id, name: ownExercises.name }).from(ownExercises).where(eq(ownExercises.userId, m.userId)),
    ]);
    const ownNames = new Map(own.map((e) => [`own-${e.id}`, e.name]));
    return routines.map((r) => {
      const letters = routineLetters(r.exercises);
      return {
        id: r.id,
        name: r.name,
        exercises: r.exercises.map((e) => ({
          exercise: e.exercise,
          name: ownNames.get(e.exercise) ?? englishNames.get(e.exercise) ?? null,
          superset: e.superset === null ? null : letters.get(e.superset)!,
        })),
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      };
    });
  });

export const ownExercisesJson = (m: Member) =>
  jsonArray(
    keyset(
      (after: { at: number; id: string } | null, size) =>
        m.db
          .select()
          .from(ownExercises)
          .where(
            and(
              eq(ownExercises.userId, m.userId),
              after === null ? undefined : sql`(${ownExercises.createdAt}, ${ownExercises.id}) > (${after.at}, ${after.id})`,
            ),
          )
          .orderBy(asc(ownExercises.createdAt), asc(ownExercises.id))
          .limit(size)
          .all(),
      (row) => ({ at: row.createdAt, id: row.id }),
    ),
    (e) => ({
      id: `own-${e.id}`,
      name: e.name,
      measure: e.measure,
      createdAt: iso(e.createdAt),
      updatedAt: iso(e.updatedAt),
      deleted: e.deleted,
    }),
  );

export const importNamesJson = (m: Member) =>
  jsonArray(
    keyset(
      (after: string | null, size) =>
        m.db
          .select()
          .from(importNames)
          .where(and(eq(importNames.userId, m.userId), after === null ? undefined : sql`${importNames.name} > ${after}`))
          .orderBy(asc(importNames.name))
          .limit(size)
          .all(),
      (row) => row.name,
    ),
    (n) => ({ name: n.name, exercise: n.exercise, updatedAt: iso(n.updatedAt) }),
  );
