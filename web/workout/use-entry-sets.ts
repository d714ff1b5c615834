// One exercise's rows in the open workout, and what the member does to them: check a set done
// (it becomes a record), uncheck it, edit a done set, remove a row, set a row's type, add a row.
// Each action is one step of the device's rows and one record() of whole set records.
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import type { LoggedSetJson, WorkoutEntryJson } from "../../core/training/session";
import { isStraight, type SetKind } from "../../core/training/set-kinds";
import { nextInRound } from "../../core/training/supersets";
import type { SetChange } from "../../core/validation/workouts";
import * as m from "../../i18n/paraglide/messages.js";
import { newRecordId } from "../shared/offline/workout-log";
import { announce } from "./announcer";
import { setChange } from "./changes";
import { useLogger } from "./logger-context";
import { startRest, stopRest } from "./rest-timer";
import { changeRows, openRowCounts, rowsOf, setDraft, useEntryShape, type Draft } from "./row-store";
import {
  dropSetNext,
  initialSlots,
  maxRows,
  pendingOf,
  reconcile,
  renumbered,
  warmupIndex,
  withPending,
  type Pending,
  type Slot,
} from "./rows";
import type { SetValues } from "./set-fields";

/** What the member does to an exercise's rows: the same functions for as long as the card is shown. */
export interface SetActions {
  setDraft(key: string, draft: Draft | null): void;
  check(index: number, values: SetValues): void;
  uncheck(index: number, draft: Draft): void;
  edit(index: number, values: SetValues): void;
  remove(index: number): void;
  setKind(index: number, kind: SetKind): void;
  add(kind: SetKind): void;
  /** Warm-up rows with these values typed in, in place of the warm-ups still to do (a done one stays). */
  addWarmups(drafts: readonly Draft[]): void;
}

/** An exercise after this one in its superset. */
export interface Later {
  id: string;
  name: string;
}

export interface EntrySets extends SetActions {
  entryId: string;
  slots: Slot[];
  done: ReadonlyMap<string, LoggedSetJson>;
  /** What is typed in a row now (each row renders its own: row-store.ts useRowDraft). */
  draft(key: string): Draft | undefined;
  /** The actions alone, for the memoised rows. */
  actions: SetActions;
}

/**
 * `rows`: the kinds of the rows it starts with (set-kinds.ts rowKinds). `later`: in a superset, the exercises after this one (named). A work set done here leads to the
 * first of them with sets still to do, said to screen readers; with none, or for a warm-up or an
 * exercise on its own, it starts the rest of `restSeconds` (none for 0: the member turned it off).
 * A set with a drop set to do right after it leads to that drop set: no rest, no partner.
 */
export function useEntrySets(
  entry: WorkoutEntryJson,
  rows: readonly SetKind[],
  restSeconds: number,
  later: readonly Later[],
): EntrySets {
  const { session, record } = useLogger();
  const state = useEntryShape(entry.id);
  const recorded = useMemo(() => session.sets.filter((s) => s.entryId === entry.id), [session.sets, entry.id]);
  const doneList = useMemo(() => withPending(recorded, state.pending), [recorded, state.pending]);
  const slots = useMemo(
    () => reconcile(state.slots ?? initialSlots(entry.id, doneList, rows), doneList),
    [state.slots, entry.id, doneList, rows],
  );
  const done = useMemo(() => new Map(doneList.map((s) => [s.id, s])), [doneList]);
  const open = slots.filter((s) => !s.setId).length;
  const openStraight = slots.filter((s) => !s.setId && isStraight(s.kind)).length;
  useEffect(() => {
    openRowCounts.set(entry.id, { rows: open, straight: openStraight });
    return () => void openRowCounts.delete(entry.id);
  }, [entry.id, open, openStraight]);

  const apply = (next: Slot[], changes: SetChange[], drafts: Record<string, Draft | null> = {}) => {
    const now = Date.now();
    const explicit = changes.map((c) => ({ ...c, updatedAt: now }));
    const touched = new Set(explicit.map((c) => c.id));
    const moved = renumbered(
      next,
      doneList.filter((s) => !touched.has(s.id)),
      session.id,
      now,
    );
    const all = [...explicit, ...moved];
    const pending: Record<string, Pending> = Object.fromEntries(all.map((c) => [c.id, pendingOf(c)]));
    changeRows(entry.id, (s) => {
      const kept = { ...s.drafts };
      for (const [key, draft] of Object.entries(drafts)) {
        if (draft) kept[key] = draft;
        else delete kept[key];
      }
      return { slots: next, drafts: kept, pending: { ...s.pending, ...pending } };
    });
    if (all.length) record(all);
  };

  const at = (index: number, patch: Partial<Slot>) => slots.map((s, i) => (i === index ? { ...s, ...patch } : s));
  const doneAt = (index: number) => {
    const id = slots[index]?.setId;
    return id ? done.get(id) : undefined;
  };

  const current: SetActions = {
    setDraft: (key, draft) => setDraft(entry.id, key, draft),
    check(index, values) {
      const slot = slots[index];
      if (!slot || slot.setId) return;
      const id = newRecordId();
      const set: LoggedSetJson = {
        id,
        entryId: entry.id,
        exercise: entry.exercise,
        position: index,
        kind: slot.kind,
        ...values,
        updatedAt: 0,
      };
      apply(at(index, { setId: id }), [setChange(session.id, set)], { [slot.key]: null });
      // Straight on into the drop set: no rest, and a rest still running from before ends.
      if (dropSetNext(slots, index)) return stopRest();
      const next = slot.kind !== "warmup" ? nextInRound(later, (id) => (openRowCounts.get(id)?.straight ?? 0) > 0) : null;
      if (next) announce(m.workout_superset_go({ exercise: next.name }));
      else if (restSeconds > 0) startRest(restSeconds);
    },
    uncheck(index, draft) {
      const set = doneAt(index);
      if (!set) return;
      apply(at(index, { setId: null }), [setChange(session.id, set, { deleted: true })], { [slots[index]!.key]: draft });
    },
    edit(index, values) {
      const set = doneAt(index);
      if (!set) return;
      apply(slots, [setChange(session.id, set, values)], { [slots[index]!.key]: null });
    },
    remove(index) {
      const set = doneAt(index);
      apply(
        slots.filter((_, i) => i !== index),
        set ? [setChange(session.id, set, { deleted: true })] : [],
        { [slots[index]!.key]: null },
      );
    },
    setKind(index, kind) {
      const slot = slots[index];
      if (slot && slot.kind !== kind) apply(at(index, { kind }), []);
    },
    add(kind) {
      if (slots.length >= maxRows) return;
      const next = [...slots];
      next.splice(kind === "warmup" ? warmupIndex(slots) : slots.length, 0, { key: newRecordId(), kind, setId: null });
      apply(next, []);
    },
    addWarmups(drafts) {
      const replaced = slots.filter((s) => s.kind === "warmup" && !s.setId);
      const kept = slots.filter((s) => !replaced.includes(s));
      const rows = drafts
        .slice(0, maxRows - kept.length)
        .map((draft) => ({ slot: { key: newRecordId(), kind: "warmup" as const, setId: null }, draft }));
      const next = [...kept];
      next.splice(warmupIndex(kept), 0, ...rows.map((r) => r.slot));
      apply(next, [], {
        ...Object.fromEntries(replaced.map((s) => [s.key, null])),
        ...Object.fromEntries(rows.map((r) => [r.slot.key, r.draft])),
      });
    },
  };
  // The rows are memoised: they get functions that stay the same and call this render's.
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  const actions = useMemo<SetActions>(
    () => ({
      setDraft: (key, draft) => latest.current.setDraft(key, draft),
      check: (index, values) => latest.current.check(index, values),
      uncheck: (index, draft) => latest.current.uncheck(index, draft),
      edit: (index, values) => latest.current.edit(index, values),
      remove: (index) => latest.current.remove(index),
      setKind: (index, kind) => latest.current.setKind(index, kind),
      add: (kind) => latest.current.add(kind),
      addWarmups: (drafts) => latest.current.addWarmups(drafts),
    }),
    [],
  );
  return { entryId: entry.id, slots, done, draft: (key) => rowsOf(entry.id).drafts[key], actions, ...actions };
}
