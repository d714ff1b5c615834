// POST /api/workouts/sync (decision 0042): the changes a device made, each a whole record, kept
// by the rule "per record, the latest change wins" (ties keep what is stored; a removal is a
// change and leaves a tombstone). A device's clock cannot win from the future: a change counts
// as made at most now. The whole sync is one D1 batch (one transaction): a failure writes nothing.
// A workout's limits (logLimits) are checked by the writes themselves (upserts.ts), counting what
// is stored when each one runs, so syncs at once cannot together go over them: a sync that would is
// refused whole (400, the limit's message), as a bad change is. Its removals run before its other
// changes of the same kind, so it may remove one and add one wherever they come in the sync.
import type { SyncResultJson, WorkoutSyncJson } from "../../core/api/workouts";
import type { Locale } from "../../core/locale";
import {
  logLimits,
  type EntryChange,
  type SessionChange,
  type SetChange,
  type WorkoutChange,
} from "../../core/validation/workouts";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { workoutEntries, workoutSessions, workoutSets } from "../db/schema";
import { ApiError } from "../platform/errors";
import { fullTable, logFullMessage } from "../shared/member-rows";
import { refusedExercises } from "./exercise-check";
import { memberPlan, prescriptionFor } from "./prescription";
import { inIds } from "./rows";
import { sessionsJson } from "./sessions";
import { fullParent, nothingFrozen, setsFollowEntries, upsertEntry, upsertSession, upsertSet, type Frozen } from "./upserts";

type At<C> = { change: C; index: number };

/** When a change counts as made: the device's time, but never later than the server's now. */
const madeAt = (c: WorkoutChange, now: number) => Math.min(c.updatedAt, now);

/** Sessions started from the plan and not stored yet: the plan day's prescription now (never the device's). */
async function freeze(db: Db, userId: string, sessions: readonly SessionChange[]): Promise<Map<string, Frozen>> {
  const frozen = new Map<string, Frozen>();
  const fromPlan = sessions.filter((c) => c.source === "plan" && c.weekday !== null && !c.deleted);
  if (fromPlan.length === 0) return frozen;
  const ids = fromPlan.map((c) => c.id);
  const stored = new Set(
    (await db.select({ id: workoutSessions.id }).from(workoutSessions).where(inIds(workoutSessions.id, ids)).all()).map(
      (r) => r.id,
    ),
  );
  const fresh = fromPlan.filter((c) => !stored.has(c.id));
  if (fresh.length === 0) return frozen;
  const plan = await memberPlan(db, userId);
  for (const c of fresh) {
    const day = await prescriptionFor(db, userId, plan, c.date, c.weekday);
    if (day) frozen.set(c.id, { plan: day.exercises, dayType: day.dayType, blockWeek: day.blockWeek, deload: day.deload });
  }
  return frozen;
}

/**
 * Why a change was not written: the stored record is the member's, in the same place, and as new
 * or newer (superseded); otherwise it, or the session or entry it belongs to, is not the member's
 * or not there (rejected).
 */
async function unwrittenResults(
  db: Db,
  userId: string,
  unwritten: readonly WorkoutChange[],
  now: number,
): Promise<SyncResultJson[]> {
  if (unwritten.length === 0) return [];
  const ids = (type: WorkoutChange["type"]) => unwritten.filter((c) => c.type === type).map((c) => c.id);
  const [sessions, entries, sets] = await db.batch([
    db
      .select()
      .from(workoutSessions)
      .where(inIds(workoutSessions.id, ids("session"))),
    db
      .select()
      .from(workoutEntries)
      .where(inIds(workoutEntries.id, ids("entry"))),
    db
      .select()
      .from(workoutSets)
      .where(inIds(workoutSets.id, ids("set"))),
  ]);
  return unwritten.map((c) => {
    const stored =
      c.type === "session"
        ? sessions.find((s) => s.id === c.id)
        : c.type === "entry"
          ? entries.find((e) => e.id === c.id && e.sessionId === c.sessionId)
          : sets.find((s) => s.id === c.id && s.sessionId === c.sessionId && s.entryId === c.entryId);
    const stale = stored && stored.userId === userId && stored.updatedAt >= madeAt(c, now);
    return stale ? { id: c.id, result: "superseded" } : { id: c.id, result: "rejected", code: "not_found" };
  });
}

/** Removals before the other changes, each in the order sent: a removal frees its place for them. */
const removalsFirst = <C extends At<EntryChange | SetChange>>(changes: C[]): C[] => [
  ...changes.filter((x) => x.change.deleted),
  ...changes.filter((x) => !x.change.deleted),
];

/** Which limit a failed batch met (its writes check them), or null for any other failure. */
function limitMet(err: unknown): keyof typeof fullParent | null {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (fullParent.entries.test(e.message)) return "entries";
    if (fullParent.sets.test(e.message)) return "sets";
  }
  return null;
}

/**
 * The sync's writes; a change over a workout's limit, or over the member's rows (a full log),
 * rolls them all back and refuses the sync.
 */
async function batchWithinLimits(d1: D1Database, statements: D1PreparedStatement[], locale: Locale) {
  try {
    return await d1.batch<{ id: string }>(statements);
  } catch (err) {
    const full = fullTable(err);
    if (full) throw new ApiError(400, "validation_failed", logFullMessage(full, locale), { "X-Invalid-Field": "changes" });
    const met = limitMet(err);
    if (!met) throw err;
    const message =
      met === "entries"
        ? m.validation_workout_entries({ count: logLimits.entries }, { locale })
        : m.validation_workout_sets({ count: logLimits.setsPerEntry }, { locale });
    throw new ApiError(400, "validation_failed", message, { "X-Invalid-Field": "changes" });
  }
}

export async function syncChanges(
  db: Db,
  userId: string,
  changes: readonly WorkoutChange[],
  now: number,
  locale: Locale,
): Promise<WorkoutSyncJson> {
  const results: SyncResultJson[] = changes.map((c) => ({ id: c.id, result: "saved" }));
  const indexed = changes.map((change, index) => ({ change, index }));
  // A library exercise, or the member's own (a removed one only where the log already holds it).
  for (const index of await refusedExercises(db, userId, changes, now)) {
    results[index] = { id: changes[index]!.id, result: "rejected", code: "exercise_invalid" };
  }
  const valid = indexed.filter(({ index }) => results[index]!.result === "saved");
  // Sessions first, then entries, then sets: a workout made offline arrives whole in one sync
  // (removals first within entries and sets: they free places for the rest).
  const sessions = valid.filter((x): x is At<SessionChange> => x.change.type === "session");
  const entries = removalsFirst(valid.filter((x): x is At<EntryChange> => x.change.type === "entry"));
  const sets = removalsFirst(valid.filter((x): x is At<SetChange> => x.change.type === "set"));

  const frozen = await freeze(
    db,
    userId,
    sessions.map((x) => x.change),
  );
  const d1 = db.$client;
  const order = [...sessions, ...entries, ...sets];
  const statements = [
    ...sessions.map(({ change }) =>
      upsertSession(d1, userId, change, madeAt(change, now), frozen.get(change.id) ?? nothingFrozen),
    ),
    ...entries.map(({ change }) => upsertEntry(d1, userId, change, madeAt(change, now))),
    ...sets.map(({ change }) => upsertSet(d1, userId, change, madeAt(change, now))),
  ];
  if (entries.length > 0)
    statements.push(
      setsFollowEntries(
        d1,
        userId,
        entries.map((x) => x.change.id),
      ),
    );
  const written = statements.length > 0 ? await batchWithinLimits(d1, statements, locale) : [];
  const unwritten = order.filter((_, k) => (written[k]?.results.length ?? 0) === 0);
  const answers = await unwrittenResults(
    db,
    userId,
    unwritten.map((x) => x.change),
    now,
  );
  unwritten.forEach(({ index }, k) => (results[index] = answers[k]!));

  const touched = changes.map((c) => (c.type === "session" ? c.id : c.sessionId));
  return { results, sessions: await sessionsJson(db, userId, touched) };
}
