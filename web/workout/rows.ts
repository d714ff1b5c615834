// The set rows of one exercise in the logger. Only done sets are records (decision 0042); the
// rows still to do live on this device. A row is a slot: its kind and, once done, its set's id.
// A done set's position is its row's index, so checking a row never moves another.
import type { LoggedSetJson } from "../../core/training/session";
import { isStraight, type SetKind } from "../../core/training/set-kinds";
import type { SetChange } from "../../core/validation/workouts";
import { logLimits } from "../../core/validation/workouts";
import { setChange } from "./changes";

export interface Slot {
  /** Stable while the row is on screen (React's key, the row's drafts). */
  key: string;
  kind: SetKind;
  /** The set recorded for this row; null while it is still to do. */
  setId: string | null;
}

export const maxRows = logLimits.setsPerEntry;

/**
 * The rows as first shown: with nothing done yet, `rows` (the plan's sets shaped as last time,
 * set-kinds.ts rowKinds); else the done sets in order, then the planned work sets still to do (a
 * drop set or a warm-up fills none).
 */
export function initialSlots(entryId: string, done: readonly LoggedSetJson[], rows: readonly SetKind[]): Slot[] {
  if (done.length === 0) return rows.slice(0, maxRows).map((kind, i) => ({ key: `${entryId}:${i}`, kind, setId: null }));
  const slots: Slot[] = [...done].sort((a, b) => a.position - b.position).map((s) => ({ key: s.id, kind: s.kind, setId: s.id }));
  const planned = rows.filter(isStraight).length;
  const open = Math.max(0, Math.min(maxRows - slots.length, planned - done.filter((s) => isStraight(s.kind)).length));
  for (let i = 0; i < open; i++) slots.push({ key: `${entryId}:${i}`, kind: "work", setId: null });
  return slots;
}

/**
 * The kept rows brought in line with the records: a row whose set is gone (removed on another
 * device, or the change refused) is to do again; a set no row holds (done on another device)
 * takes the row at its position.
 */
export function reconcile(slots: readonly Slot[], done: readonly LoggedSetJson[]): Slot[] {
  const byId = new Map(done.map((s) => [s.id, s]));
  const next = slots.map((slot) => (slot.setId && !byId.has(slot.setId) ? { ...slot, setId: null } : slot));
  const held = new Set(next.map((s) => s.setId));
  for (const set of [...done].sort((a, b) => a.position - b.position)) {
    if (held.has(set.id)) continue;
    next.splice(Math.min(set.position, next.length), 0, { key: set.id, kind: set.kind, setId: set.id });
  }
  return next;
}

/** Done sets whose row moved (a row added above or removed): re-recorded at their row's index, or kind. */
export function renumbered(slots: readonly Slot[], done: readonly LoggedSetJson[], sessionId: string, now: number): SetChange[] {
  const byId = new Map(done.map((s) => [s.id, s]));
  return slots.flatMap((slot, position) => {
    const set = slot.setId ? byId.get(slot.setId) : undefined;
    return set && (set.position !== position || set.kind !== slot.kind) ? [setChange(sessionId, set, { position, kind: slot.kind }, now)] : [];
  });
}

/** Where a new warm-up goes: after the warm-ups already there, before the other sets. */
export const warmupIndex = (slots: readonly Slot[]): number => {
  const firstWork = slots.findIndex((s) => s.kind !== "warmup");
  return firstWork === -1 ? slots.length : firstWork;
};

/** The row after this one is a drop set still to do: done straight after, with no rest between. */
export const dropSetNext = (slots: readonly Slot[], index: number): boolean => {
  const next = slots[index + 1];
  return next?.kind === "drop" && !next.setId;
};

/** A set change just made, shown before the device's log has taken it (a moment: IndexedDB first). */
export interface Pending {
  set: LoggedSetJson | null;
  at: number;
}

export function pendingOf(change: SetChange): Pending {
  const { id, entryId, exercise, position, kind, weight, reps, seconds, rpe, rir, updatedAt } = change;
  return { set: change.deleted ? null : { id, entryId, exercise, position, kind, weight, reps, seconds, rpe, rir, updatedAt }, at: updatedAt };
}

/** The entry's done sets with the changes just made laid over them, until the log has them (or newer). */
export function withPending(done: readonly LoggedSetJson[], pending: Readonly<Record<string, Pending>>): LoggedSetJson[] {
  const byId = new Map(done.map((s) => [s.id, s]));
  for (const [id, p] of Object.entries(pending)) {
    const current = byId.get(id);
    if (current && current.updatedAt >= p.at) continue;
    if (p.set) byId.set(id, p.set);
    else byId.delete(id);
  }
  return [...byId.values()].sort((a, b) => a.position - b.position);
}
