// The logger's rows still to do and what is typed in them, kept in memory per exercise, so they
// survive a look at the History tab or another screen during the workout (and on the device by
// kept-rows.ts, so they survive a reload too). Each exercise's rows are their own snapshot and
// what is typed in a row is that row's own: typing re-renders the one row, checking a set its card.
import { useSyncExternalStore } from "react";
import type { Pending, Slot } from "./rows";

/** A row's fields as typed (in the units shown); empty: the placeholder is taken. */
export interface Draft {
  weight: string;
  work: string;
  effort: string;
}

export interface EntryRows {
  /** Null until the member changes the rows: until then they follow the records and the plan. */
  slots: Slot[] | null;
  drafts: Readonly<Record<string, Draft>>;
  /** Set changes just made, by set id (rows.ts withPending). */
  pending: Readonly<Record<string, Pending>>;
}

const empty: EntryRows = { slots: null, drafts: {}, pending: {} };
export const emptyDraft: Draft = { weight: "", work: "", effort: "" };

const states = new Map<string, EntryRows>();
const listeners = new Set<() => void>();

/** Called after every change of the rows (a card re-renders; kept-rows.ts writes them down). */
export function subscribeRows(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const notify = () => {
  for (const l of listeners) l();
};

/** Changes one exercise's rows in one step (one render). */
export function changeRows(entryId: string, next: (state: EntryRows) => EntryRows): void {
  states.set(entryId, next(states.get(entryId) ?? empty));
  notify();
}

export const rowsOf = (entryId: string): EntryRows => states.get(entryId) ?? empty;

/** What a card renders from: its rows and the changes just made, without what is typed in them. */
export type EntryShape = Pick<EntryRows, "slots" | "pending">;

const shapes = new Map<string, EntryShape>();

/** The same object while an exercise's slots and pending changes stay the same (a key typed keeps it). */
function shapeOf(entryId: string): EntryShape {
  const { slots, pending } = rowsOf(entryId);
  const kept = shapes.get(entryId);
  if (kept && kept.slots === slots && kept.pending === pending) return kept;
  const next = { slots, pending };
  shapes.set(entryId, next);
  return next;
}

export function useEntryShape(entryId: string): EntryShape {
  return useSyncExternalStore(
    subscribeRows,
    () => shapeOf(entryId),
    () => empty,
  );
}

/** What is typed in one row (undefined: nothing, the placeholders stand). */
export function useRowDraft(entryId: string, key: string): Draft | undefined {
  return useSyncExternalStore(
    subscribeRows,
    () => rowsOf(entryId).drafts[key],
    () => undefined,
  );
}

export function setDraft(entryId: string, key: string, draft: Draft | null): void {
  changeRows(entryId, (s) => {
    const drafts = { ...s.drafts };
    if (draft) drafts[key] = draft;
    else delete drafts[key];
    return { ...s, drafts };
  });
}

/** Forgets every exercise's rows (a workout finished or discarded). */
export function forgetRows(): void {
  states.clear();
  shapes.clear();
  notify();
}

/** Forgets one exercise's rows (removed from the workout). */
export function forgetEntryRows(entryId: string): void {
  states.delete(entryId);
  shapes.delete(entryId);
  notify();
}

/** What is worth keeping of a workout's rows: the slots the member changed and the values typed (not `pending`). */
export type KeptRows = Record<string, { slots: Slot[] | null; drafts: Record<string, Draft> }>;

export function rowsToKeep(): KeptRows {
  const kept: KeptRows = {};
  for (const [entryId, s] of states) {
    if (s.slots || Object.keys(s.drafts).length) kept[entryId] = { slots: s.slots, drafts: { ...s.drafts } };
  }
  return kept;
}

/** The rows of another workout, or of this one as kept on the device: replaces what is in memory. */
export function replaceRows(kept: KeptRows): void {
  states.clear();
  shapes.clear();
  for (const [entryId, { slots, drafts }] of Object.entries(kept)) states.set(entryId, { slots, drafts, pending: {} });
  notify();
}

/**
 * How many rows each exercise on screen has still to do: all of them, for "Finish" to ask about,
 * and its planned sets (work sets or to failure), for a superset to hand over to it (a warm-up
 * or a drop set left undone is no set still to do of the round).
 */
export const openRowCounts = new Map<string, { rows: number; straight: number }>();
