// How each kind of set reads and looks, in the logger and the history alike: work sets by their
// number, the others by a letter (W, D, F as Hevy and Strong mark them), with names for the
// labels and a colour.
import type { SetKind } from "../../core/training/set-kinds";
import * as m from "../../i18n/paraglide/messages.js";

type Numbered = (inputs: { n: string }) => string;

const words: Record<
  SetKind,
  {
    /** The number cell's letter; a work set shows its number. */
    mark: (() => string) | null;
    /** Within a label, lower-case: "Bench press, drop set 1: reps". */
    name: Numbered;
    /** On its own: "Drop set 1". */
    title: Numbered;
    /** The history editor's remove button. */
    remove: Numbered;
    /** In the set's menu. */
    label: () => string;
  }
> = {
  work: {
    mark: null,
    name: m.workout_set_name,
    title: m.history_set_number,
    remove: m.history_remove_set,
    label: m.workout_kind_work,
  },
  warmup: {
    mark: m.set_mark_warmup,
    name: m.workout_warmup_name,
    title: m.history_warmup_number,
    remove: m.history_remove_warmup,
    label: m.workout_kind_warmup,
  },
  drop: {
    mark: m.set_mark_drop,
    name: m.workout_drop_name,
    title: m.history_drop_number,
    remove: m.history_remove_drop,
    label: m.workout_kind_drop,
  },
  failure: {
    mark: m.set_mark_failure,
    name: m.workout_failure_name,
    title: m.history_failure_number,
    remove: m.history_remove_failure,
    label: m.workout_kind_failure,
  },
};

/** What the set's number cell shows: "2", or the kind's letter. */
export const setMark = (kind: SetKind, number: number): string => words[kind].mark?.() ?? String(number);
export const setName = (kind: SetKind, number: number): string => words[kind].name({ n: String(number) });
export const setTitle = (kind: SetKind, number: number): string => words[kind].title({ n: String(number) });
export const removeLabel = (kind: SetKind, number: number): string => words[kind].remove({ n: String(number) });
export const kindLabel = (kind: SetKind): string => words[kind].label();

/** The colour of a lettered mark (a work set's number keeps the text's). */
export const markTone: Record<SetKind, string> = {
  work: "text-text",
  warmup: "text-warning",
  drop: "text-accent",
  failure: "text-danger",
};

/** The history's round badge of a set (its number or letter). */
export const badgeTone: Record<SetKind, string> = {
  work: "bg-surface-2 text-sm",
  warmup: "border border-border text-xs text-muted",
  drop: "bg-accent/15 text-xs text-accent",
  failure: "bg-danger/15 text-xs text-danger",
};
