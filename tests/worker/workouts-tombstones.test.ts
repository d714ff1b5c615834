import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, getWorkerDb } from "../../worker/db/client";
import { workoutEntries, workoutSessions, workoutSets } from "../../worker/db/schema";
import { dailyCron, tasksByCron } from "../../worker/cron/scheduled";
import { derivedId } from "../../worker/imports/ids";
import { tombstoneKeptMs } from "../../worker/platform/tombstones";
import { pruneWorkoutTombstones, removedWorkoutRows } from "../../worker/workouts/tombstones";
import { entryChange, sessionChange, setChange, sync } from "./workout-fixture";
import { createSession, createUser } from "./factories";
import { purgeClock, purgeFor } from "./tombstone-purge";

// The daily cron deletes workout removals (tombstones) older than 90 days, so records made and
// removed again cannot grow a member's rows without end; live records, newer removals and what an
// import made stay. The rows are dated in 2090 and purged for their member only (tombstone-purge.ts).

const db = () => getDb(env.DB);
const day = 86_400_000;
const now = purgeClock;
const old = now - tombstoneKeptMs - day;
const recent = now - tombstoneKeptMs + day;
/** Deleted rows of the member's: [sets, entries, sessions]. */
const prune = (userId: string, at: number) => purgeFor(userId, removedWorkoutRows, at);

type Row = { id?: string; at: number; deleted?: boolean };

/** A member's rows written as the sync stores them, at the times given. */
function rowsOf(userId: string) {
  return {
    async session({ id = crypto.randomUUID(), at, deleted = false }: Row) {
      await db().insert(workoutSessions).values({
        id,
        userId,
        date: "2001-01-01",
        source: "free",
        plan: [],
        status: "finished",
        startedAt: at,
        updatedAt: at,
        deleted,
      });
      return id;
    },
    async entry(sessionId: string, { id = crypto.randomUUID(), at, deleted = false }: Row) {
      await db()
        .insert(workoutEntries)
        .values({ id, sessionId, userId, exercise: "push-up", position: 0, updatedAt: at, deleted });
      return id;
    },
    async set(sessionId: string, entryId: string, { id = crypto.randomUUID(), at, deleted = false }: Row) {
      await db().insert(workoutSets).values({
        id,
        sessionId,
        entryId,
        userId,
        exercise: "push-up",
        position: 0,
        kind: "work",
        reps: 8,
        updatedAt: at,
        loggedAt: at,
        deleted,
      });
      return id;
    },
  };
}

async function stored(userId: string) {
  const ids = async (rows: Promise<{ id: string }[]>) => (await rows).map((r) => r.id).sort();
  return {
    sessions: await ids(
      db().select({ id: workoutSessions.id }).from(workoutSessions).where(eq(workoutSessions.userId, userId)).all(),
    ),
    entries: await ids(
      db().select({ id: workoutEntries.id }).from(workoutEntries).where(eq(workoutEntries.userId, userId)).all(),
    ),
    sets: await ids(db().select({ id: workoutSets.id }).from(workoutSets).where(eq(workoutSets.userId, userId)).all()),
  };
}

describe("the daily purge of workout removals", () => {
  it("runs with the daily cron and says what it deleted", async () => {
    expect(tasksByCron[dailyCron]).toContain(pruneWorkoutTombstones);
    // In 1990 no removal is 90 days old: nothing of any test's goes.
    expect(await pruneWorkoutTombstones.run({ env, db: getWorkerDb(env.DB), now: Date.UTC(1990, 0, 1) })).toBe(
      "sets 0, entries 0, sessions 0",
    );
  });

  it("deletes removals older than 90 days, a removed workout or exercise with what it holds, and keeps the rest", async () => {
    const { id } = await createUser();
    const rows = rowsOf(id);
    // A live workout: a live exercise with a live set, an old and a recent removed set and an
    // imported removed one; an old removed exercise with its (live) set; an old removed exercise
    // whose set was removed recently.
    const kept = await rows.session({ at: old });
    const exercise = await rows.entry(kept, { at: old });
    const liveSet = await rows.set(kept, exercise, { at: old });
    await rows.set(kept, exercise, { at: old, deleted: true });
    const recentSet = await rows.set(kept, exercise, { at: recent, deleted: true });
    const importedId = await derivedId("test", crypto.randomUUID());
    expect(importedId[14]).toBe("8");
    const importedSet = await rows.set(kept, exercise, { id: importedId, at: old, deleted: true });
    const oldExercise = await rows.entry(kept, { at: old, deleted: true });
    await rows.set(kept, oldExercise, { at: old });
    const waitingExercise = await rows.entry(kept, { at: old, deleted: true });
    const waitingExerciseSet = await rows.set(kept, waitingExercise, { at: recent, deleted: true });
    // An old removed workout with a live exercise and set; one whose set was removed recently;
    // a recent removal; an imported workout removed long ago.
    const gone = await rows.session({ at: old, deleted: true });
    const goneExercise = await rows.entry(gone, { at: old });
    await rows.set(gone, goneExercise, { at: old });
    const waiting = await rows.session({ at: old, deleted: true });
    const waitingEntry = await rows.entry(waiting, { at: old });
    const waitingSet = await rows.set(waiting, waitingEntry, { at: recent, deleted: true });
    const recentSession = await rows.session({ at: recent, deleted: true });
    const imported = await rows.session({ id: await derivedId("test", crypto.randomUUID()), at: old, deleted: true });

    // Cascaded rows are not counted: one set, one exercise and one workout deleted by the task itself.
    expect(await prune(id, now)).toEqual([1, 1, 1]);
    expect(await stored(id)).toEqual({
      sessions: [kept, waiting, recentSession, imported].sort(),
      entries: [exercise, waitingExercise, waitingEntry].sort(),
      sets: [liveSet, recentSet, importedSet, waitingExerciseSet, waitingSet].sort(),
    });
    // A second run finds nothing more.
    expect(await prune(id, now)).toEqual([0, 0, 0]);
  });

  it("deletes in bounded statements, as many as it needs", async () => {
    const { id } = await createUser();
    const perStatement = removedWorkoutRows(0).find((t) => t.table === "workout_sessions")!.perStatement!;
    const count = perStatement + 1;
    // Ids of random (version 4) shape; each removed workout holds a live exercise with a live set.
    const ids = (kind: number) => `printf('%08d-%04d-4000-8000-000000000000', n, ${kind})`;
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ?2)
         INSERT INTO workout_sessions (id, user_id, date, source, plan, status, started_at, updated_at, deleted)
         SELECT ${ids(1)} || ?1, ?1, '2001-01-01', 'free', '[]', 'finished', ?3, ?3, 1 FROM k`,
      ).bind(id, count, old),
      env.DB.prepare(
        `WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ?2)
         INSERT INTO workout_entries (id, session_id, user_id, exercise, position, updated_at)
         SELECT ${ids(2)} || ?1, ${ids(1)} || ?1, ?1, 'push-up', 0, ?3 FROM k`,
      ).bind(id, count, old),
      env.DB.prepare(
        `WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ?2)
         INSERT INTO workout_sets (id, session_id, entry_id, user_id, exercise, position, kind, reps, updated_at, logged_at)
         SELECT ${ids(3)} || ?1, ${ids(1)} || ?1, ${ids(2)} || ?1, ?1, 'push-up', 0, 'work', 8, ?3, ?3 FROM k`,
      ).bind(id, count, old),
    ]);
    expect((await stored(id)).sets).toHaveLength(count);
    expect(await prune(id, now)).toEqual([0, 0, count]);
    expect(await stored(id)).toEqual({ sessions: [], entries: [], sets: [] });
  });

  it("takes a late change to a purged record as a new one, refuses one under a purged workout, and keeps newer removals", async () => {
    // 90 days after the 2nd of January 2090.
    const clock = Date.UTC(2090, 3, 2);
    const { id } = await createUser({ plan: "BASIC" });
    const token = await createSession(id, { createdAt: clock - day, expiresAt: clock + 30 * day });
    const on = { now: clock };
    const at = (time: string) => Date.parse(`2090-01-01T${time}Z`);
    const newer = clock - tombstoneKeptMs + day;
    // Logged on the 1st of January 2090 at 10:00; at 12:00 a set and a whole workout removed; a
    // second set removed within the 90 days.
    const workout = sessionChange({ updatedAt: at("10:00"), startedAt: at("10:00") });
    const exercise = entryChange(workout, "push-up", { updatedAt: at("10:00") });
    const purgedSet = setChange(exercise, { updatedAt: at("10:00") });
    const keptSet = setChange(exercise, { updatedAt: at("10:00"), position: 1 });
    const removed = sessionChange({ updatedAt: at("10:00"), startedAt: at("10:00") });
    const removedExercise = entryChange(removed, "push-up", { updatedAt: at("10:00") });
    const saved = await sync(token, [workout, exercise, purgedSet, keptSet, removed, removedExercise], on);
    expect(saved.body.results.every((r: { result: string }) => r.result === "saved")).toBe(true);
    const removals = await sync(
      token,
      [
        { ...purgedSet, deleted: true, updatedAt: at("12:00") },
        { ...keptSet, deleted: true, updatedAt: newer },
        { ...removed, deleted: true, updatedAt: at("12:00") },
      ],
      on,
    );
    expect(removals.body.results.every((r: { result: string }) => r.result === "saved")).toBe(true);

    // The set removed at 12:00, and the workout (its exercise goes with it); the newer removal stays.
    expect(await prune(id, clock)).toEqual([1, 0, 1]);
    const late = await sync(
      token,
      [
        // Changes made at 11:00, before the removals, arriving only now.
        { ...purgedSet, reps: 9, updatedAt: at("11:00") },
        { ...keptSet, reps: 9, updatedAt: newer - 1000 },
        { ...removedExercise, note: "late", updatedAt: at("11:00") },
      ],
      on,
    );
    expect(late.status).toBe(200);
    expect(late.body.results).toEqual([
      { id: purgedSet.id, result: "saved" },
      { id: keptSet.id, result: "superseded" },
      { id: removedExercise.id, result: "rejected", code: "not_found" },
    ]);
    const sets = late.body.sessions.find((s: { id: string }) => s.id === workout.id).sets;
    expect(sets.map((s: { id: string; reps: number }) => [s.id, s.reps])).toEqual([[purgedSet.id, 9]]);

    // The purged workout itself, changed late, comes back as a new workout, and then its exercise.
    const back = await sync(token, [{ ...removed, name: "late", updatedAt: at("11:00") }], on);
    expect(back.body.results).toEqual([{ id: removed.id, result: "saved" }]);
    const exerciseBack = await sync(token, [{ ...removedExercise, note: "late", updatedAt: at("11:00") }], on);
    expect(exerciseBack.body.results).toEqual([{ id: removedExercise.id, result: "saved" }]);
  });
});
