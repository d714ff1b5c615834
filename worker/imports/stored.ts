// What of an import's records the member already has: for the preview's "new" counts, read in
// chunks (a list of ids is one JSON parameter of at most ~500 KB).
import { and, eq } from "drizzle-orm";
import type { ImportedWorkout, ImportSource } from "../../core/imports/types";
import type { Db } from "../db/client";
import { workoutEntries, workoutSessions, workoutSets } from "../db/schema";
import { chunkBytes } from "./chunks";
import { derivedId } from "./ids";
import { inJson } from "./sql";
import type { WorkoutRows } from "./rows";

/** Ids of one chunk: a UUID is 36 characters, 39 with its quotes and comma. */
const idsPerChunk = Math.floor(chunkBytes / 39);

const chunked = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

type Table = typeof workoutSessions | typeof workoutEntries | typeof workoutSets;

/** The member's stored records among `ids`: id -> removed (a tombstone). */
async function storedOf(db: Db, table: Table, userId: string, ids: readonly string[]): Promise<Map<string, boolean>> {
  const stored = new Map<string, boolean>();
  for (const part of chunked(ids, idsPerChunk)) {
    const rows = await db
      .select({ id: table.id, deleted: table.deleted })
      .from(table)
      .where(and(eq(table.userId, userId), inJson(table.id, part)))
      .all();
    for (const r of rows) stored.set(r.id, r.deleted);
  }
  return stored;
}

/**
 * Workouts and sets an import would add: a workout not stored yet; a set not stored yet whose
 * workout and exercise are new or kept (a workout or exercise the member removed stays removed).
 */
export async function newWorkoutCounts(db: Db, userId: string, rows: WorkoutRows) {
  const [sessions, entries, sets] = [
    await storedOf(
      db,
      workoutSessions,
      userId,
      rows.sessions.map((s) => s.id),
    ),
    await storedOf(
      db,
      workoutEntries,
      userId,
      rows.entries.map((e) => e.id),
    ),
    await storedOf(
      db,
      workoutSets,
      userId,
      rows.sets.map((s) => s.id),
    ),
  ];
  const kept = (stored: Map<string, boolean>, id: string) => stored.get(id) !== true;
  return {
    items: rows.sessions.filter((s) => !sessions.has(s.id)).length,
    sets: rows.sets.filter((s) => !sets.has(s.id) && kept(sessions, s.sessionId) && kept(entries, s.entryId)).length,
  };
}

/**
 * The workouts with the key they were stored under: imports made before a workout's key was its
 * start as a local date-time used the start as the file wrote it ("6:05:12 PM"), so a workout
 * stored under that key (a tombstone too) keeps it, and the same file imported again adds nothing.
 */
export async function withKeysStoredBefore(
  db: Db,
  userId: string,
  source: ImportSource,
  workouts: readonly ImportedWorkout[],
): Promise<ImportedWorkout[]> {
  const older = workouts.filter((w) => w.keyAsWritten !== w.key);
  if (older.length === 0) return [...workouts];
  const idOf = new Map(await Promise.all(older.map(async (w) => [w, await derivedId(userId, source, w.keyAsWritten)] as const)));
  const stored = await storedOf(db, workoutSessions, userId, [...idOf.values()]);
  return workouts.map((w) => (stored.has(idOf.get(w) ?? "") ? { ...w, key: w.keyAsWritten } : w));
}

/**
 * This app's own export (source `forma`) brought back into the account it came from: a workout
 * already logged here (the same start and name, removed ones too) is not written again, or every
 * workout of the file would be doubled. Answers the workouts to import and how many sets the
 * others hold. Other apps' files are never logged here: all their workouts are answered.
 */
export async function withoutLoggedHere(
  db: Db,
  userId: string,
  source: ImportSource,
  workouts: readonly ImportedWorkout[],
): Promise<{ workouts: ImportedWorkout[]; logged: { workouts: number; sets: number } }> {
  const none = { workouts: [...workouts], logged: { workouts: 0, sets: 0 } };
  if (source !== "forma" || workouts.length === 0) return none;
  const here = new Set<string>();
  const days = [...new Set(workouts.map((w) => w.date))];
  for (const part of chunked(days, idsPerChunk)) {
    const rows = await db
      .select({ startedAt: workoutSessions.startedAt, name: workoutSessions.name })
      .from(workoutSessions)
      // By the member's days (workout_sessions_user_date_idx), then by start and name.
      .where(and(eq(workoutSessions.userId, userId), inJson(workoutSessions.date, part)))
      .all();
    for (const r of rows) here.add(`${r.startedAt}|${r.name ?? ""}`);
  }
  const fresh: ImportedWorkout[] = [];
  const logged = { workouts: 0, sets: 0 };
  for (const w of workouts) {
    if (!here.has(`${w.startedAt}|${w.name}`)) fresh.push(w);
    else {
      logged.workouts += 1;
      logged.sets += w.exercises.reduce((n, e) => n + e.sets.filter((s) => s.reps !== null || s.seconds !== null).length, 0);
    }
  }
  return { workouts: fresh, logged };
}
