// The changes for the exercises of an open workout: move one up or down, swap it for another
// (its done sets follow it), remove it (with its sets), add one at the end.
import type { WorkoutEntryJson, WorkoutSessionJson } from "../../core/training/session";
import type { WorkoutChange } from "../../core/validation/workouts";
import { logLimits } from "../../core/validation/workouts";
import { newRecordId } from "../shared/offline/workout-log";
import { entryChange, setChange } from "./changes";

/** Entries at their index: a swap of two neighbours, the others kept (re-recorded only if their place was off). */
export function moveChanges(session: WorkoutSessionJson, index: number, by: -1 | 1, now = Date.now()): WorkoutChange[] {
  const order = [...session.entries];
  const other = index + by;
  if (other < 0 || other >= order.length) return [];
  [order[index], order[other]] = [order[other]!, order[index]!];
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
  const renumbered = compact
    ? session.entries.flatMap((e, position) => (e.position === position ? [] : [entryChange(session.id, e, { position }, now)]))
    : [];
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
