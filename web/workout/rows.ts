// The set rows of one exercise in the logger. Only done sets are records (decision 0042); the
// rows still to do live on this device. A row is a slot: its kind and, once done, its set's id.
// A done set's position is its row's index, so checking a row never moves another.
import type { LoggedSetJson } from "../../core/training/session";
import { isStraight, lineOf, setPlaces, type SetKind } from "../../core/training/set-kinds";
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
 * The rows as first shown: `rows` (the plan's sets shaped as last time, set-kinds.ts rowKinds),
 * with the sets already done (on another device, or before a reload) laid over them: each takes
 * the row at its place when that row stands in its line (setPlaces), else goes in there. Warm-ups
 * to do after a done set, and planned rows to do beyond the plan's count (a done set put in beside
 * them), are left out. A row to do is keyed by its line and place there ("e1:straight:0"), so what is typed in it
 * stays with it when last time's sets arrive after it (and reshape the rows above it).
 */
export function initialSlots(entryId: string, done: readonly LoggedSetJson[], rows: readonly SetKind[]): Slot[] {
  const places = setPlaces(rows);
  const slots: Slot[] = rows.map((kind, i) => ({ key: `${entryId}:${places[i]!.line}:${places[i]!.at}`, kind, setId: null }));
  for (const set of [...done].sort((a, b) => a.position - b.position)) {
    const row = { key: set.id, kind: set.kind, setId: set.id };
    const there = slots[set.position];
    if (there && !there.setId && lineOf(there.kind) === lineOf(set.kind)) slots[set.position] = row;
    else slots.splice(Math.min(set.position, slots.length), 0, row);
  }
  // Warm-ups still to do after a set already done are past.
  const firstDone = slots.findIndex((s) => s.setId && s.kind !== "warmup");
  if (firstDone >= 0) {
    for (let i = slots.length - 1; i > firstDone; i--) if (!slots[i]!.setId && slots[i]!.kind === "warmup") slots.splice(i, 1);
  }
  let extra = slots.filter((s) => isStraight(s.kind)).length - rows.filter(isStraight).length;
  for (let i = slots.length - 1; i >= 0 && extra > 0; i--) {
    if (!slots[i]!.setId && isStraight(slots[i]!.kind)) {
      slots.splice(i, 1);
      extra--;
    }
  }
  // Never more rows than an exercise may hold: rows to do go first (a done set keeps its row).
  for (let i = slots.length - 1; i >= 0 && slots.length > maxRows; i--) if (!slots[i]!.setId) slots.splice(i, 1);
  return slots;
}

/**
 * The kept rows brought in line with the records: a row whose set is gone (removed on another
 * device, or the change refused) is to do again; a row's set changed to another kind elsewhere
 * gives the row its kind (else the next renumbering here would write the old one back); a set no
 * row holds (done on another device) takes the row at its position.
 */
export function reconcile(slots: readonly Slot[], done: readonly LoggedSetJson[]): Slot[] {
  const byId = new Map(done.map((s) => [s.id, s]));
  const next = slots.map((slot) => {
    if (!slot.setId) return slot;
    const set = byId.get(slot.setId);
    if (!set) return { ...slot, setId: null };
    return set.kind === slot.kind ? slot : { ...slot, kind: set.kind };
  });
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
