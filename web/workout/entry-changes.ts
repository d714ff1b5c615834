// The changes for the exercises of an open workout: move one up or down (a superset kept
// together), swap it for another (its done sets follow it), remove it (with its sets), add one at
// the end.
import type { WorkoutEntryJson, WorkoutSessionJson } from "../../core/training/session";
import type { WorkoutChange } from "../../core/validation/workouts";
import { logLimits } from "../../core/validation/workouts";
import { supersetPlaces } from "../../core/training/supersets";
import { newRecordId } from "../shared/offline/workout-log";
import { entryChange, setChange } from "./changes";

/**
 * The workout's exercises in the runs a move keeps together: each superset's exercises standing
 * side by side as one run, every other exercise a run of its own.
 */
function runsOf(entries: readonly WorkoutEntryJson[]): WorkoutEntryJson[][] {
  const places = supersetPlaces(entries);
  const runs: WorkoutEntryJson[][] = [];
  for (const entry of entries) {
    const run = runs.at(-1);
    const together = run && places.has(entry.id) && places.has(run[0]!.id) && run[0]!.superset === entry.superset;
    if (together) run.push(entry);
    else runs.push([entry]);
  }
  return runs;
}

/** A move's result: the new order, and whether the exercise's whole superset moved with it. */
export interface Move {
  order: WorkoutEntryJson[];
  carriesSuperset: boolean;
}

/**
 * Moving the exercise at `index` up or down one place, supersets kept together (as Hevy keeps
 * them): inside its superset it changes places with its neighbour there (the order of the round);
 * at the superset's edge the whole superset moves past the next exercise, or past the next superset
 * whole; an exercise on its own steps over a superset whole. Null where nothing is to pass.
 */
export function plannedMove(session: WorkoutSessionJson, index: number, by: -1 | 1): Move | null {
  const runs = runsOf(session.entries);
  const entry = session.entries[index];
  const r = runs.findIndex((run) => run.some((e) => e.id === entry?.id));
  if (!entry || r < 0) return null;
  const run = runs[r]!;
  const at = run.indexOf(entry);
  if (run[at + by]) {
    [run[at], run[at + by]] = [run[at + by]!, run[at]!];
    return { order: runs.flat(), carriesSuperset: false };
  }
  if (!runs[r + by]) return null;
  [runs[r], runs[r + by]] = [runs[r + by]!, runs[r]!];
  return { order: runs.flat(), carriesSuperset: run.length > 1 };
}

/** The exercises at their places in `order` (re-recorded only where the place changed). */
export function orderChanges(session: WorkoutSessionJson, order: readonly WorkoutEntryJson[], now = Date.now()): WorkoutChange[] {
  return order.flatMap((entry, position) => (entry.position === position ? [] : [entryChange(session.id, entry, { position }, now)]));
}

export function swapChanges(session: WorkoutSessionJson, entry: WorkoutEntryJson, exercise: string, now = Date.now()): WorkoutChange[] {
  return [
    entryChange(session.id, entry, { exercise }, now),
    ...session.sets.filter((s) => s.entryId === entry.id).map((s) => setChange(session.id, s, { exercise }, now)),
  ];
}

export function removeChanges(session: WorkoutSessionJson, entry: WorkoutEntryJson, now = Date.now()): WorkoutChange[] {
  return [
    entryChange(session.id, entry, { deleted: true }, now),
    ...session.sets.filter((s) => s.entryId === entry.id).map((s) => setChange(session.id, s, { deleted: true }, now)),
  ];
}

/** A new exercise after the last; the others renumbered first if the places ran out (removals leave gaps). */
export function addChanges(session: WorkoutSessionJson, exercise: string, now = Date.now()): WorkoutChange[] {
  const last = session.entries.at(-1)?.position ?? -1;
  const compact = last + 1 >= logLimits.entries;
  const renumbered = compact ? orderChanges(session, session.entries, now) : [];
  const position = compact ? session.entries.length : last + 1;
  const entry: WorkoutEntryJson = { id: newRecordId(), exercise, position, note: "", superset: null, updatedAt: now };
  return [...renumbered, entryChange(session.id, entry, {}, now)];
}

/**
 * `entry` joins `partner`'s superset (a new one when the partner has none) and moves to follow its
 * last exercise, so the exercises done in turn stand together; the places that change are
 * re-recorded. Leaving the superset it was in needs nothing more (a key one exercise holds is none).
 */
export function supersetChanges(session: WorkoutSessionJson, entry: WorkoutEntryJson, partner: WorkoutEntryJson, now = Date.now()): WorkoutChange[] {
  const current = session.entries.find((e) => e.id === partner.id);
  // The partner gone meanwhile (removed on another device): nothing to pair with.
  if (!current) return [];
  const key = current.superset ?? newRecordId();
  const others = session.entries.filter((e) => e.id !== entry.id).map((e) => (e.id === partner.id ? { ...e, superset: key } : e));
  const lastOfGroup = others.findLastIndex((e) => e.superset === key);
  const order = [...others.slice(0, lastOfGroup + 1), { ...entry, superset: key }, ...others.slice(lastOfGroup + 1)];
  return order.flatMap((e, position) => {
    const before = session.entries.find((x) => x.id === e.id)!;
    return before.position === position && before.superset === e.superset ? [] : [entryChange(session.id, before, { position, superset: e.superset }, now)];
  });
}

/** `entry` leaves its superset, where it stands. */
export function leaveSupersetChanges(session: WorkoutSessionJson, entry: WorkoutEntryJson, now = Date.now()): WorkoutChange[] {
  return [entryChange(session.id, entry, { superset: null }, now)];
}
