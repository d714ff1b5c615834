// The kinds of set a member logs (decision 0067). Drop sets and sets taken to failure are work
// sets: they count for records, volume and the set count as any work set does. A warm-up counts
// for none of them.
import type { LoggedSet } from "./double-progression";

export const setKinds = ["work", "warmup", "drop", "failure"] as const;
export type SetKind = (typeof setKinds)[number];

/** A set's numbers with its kind (last time's, beside this time's rows). */
export type KindedSet = LoggedSet & { kind: SetKind };

/** Counts for records, volume and the set count: every kind but the warm-up. */
export const countsAsWork = (kind: SetKind): boolean => kind !== "warmup";

/**
 * A planned set: a work set or one taken to failure. These fill the plan's sets, line up with last
 * time's at the same place and move the suggestion; a drop set is an extra after them, lighter by
 * design, so it does none of that.
 */
export const isStraight = (kind: SetKind): boolean => kind === "work" || kind === "failure";

/** The straight sets of last time (or any list of sets): what double progression reads. */
export const straightSets = <T extends KindedSet>(sets: readonly T[]): T[] => sets.filter((s) => isStraight(s.kind));

/** The sets a set lines up with last time: warm-ups with warm-ups, drop sets with drop sets, the straight sets together. */
export type Line = "warmup" | "straight" | "drop";
export const lineOf = (kind: SetKind): Line => (kind === "warmup" || kind === "drop" ? kind : "straight");

/** Where a set stands among its exercise's sets. */
export interface SetPlace {
  /** Counted among its own kind, from 1: work sets 1, 2, 3; warm-ups, drop and failure sets by their letter. */
  number: number;
  /** The line it stands in, and its place there from 0: the set of last time it is compared with. */
  line: Line;
  at: number;
}

export function setPlaces(kinds: readonly SetKind[]): SetPlace[] {
  const count: Record<SetKind, number> = { work: 0, warmup: 0, drop: 0, failure: 0 };
  const lines: Record<Line, number> = { warmup: 0, straight: 0, drop: 0 };
  return kinds.map((kind) => ({ number: ++count[kind], line: lineOf(kind), at: lines[lineOf(kind)]++ }));
}

/** Last time's sets by the line they stand in (setPlaces' `line`). */
export function previousLines<T extends { kind: SetKind }>(sets: readonly T[]): Record<Line, T[]> {
  return {
    warmup: sets.filter((s) => lineOf(s.kind) === "warmup"),
    straight: sets.filter((s) => lineOf(s.kind) === "straight"),
    drop: sets.filter((s) => lineOf(s.kind) === "drop"),
  };
}

/**
 * The rows an exercise starts with, shaped as last time (as a Hevy routine keeps its set types):
 * last time's warm-ups, then the `planned` sets, each of last time's kind at its place (a set to
 * failure stays one), each followed by the drop sets that followed it. Past last time's sets, work
 * sets; short of them, the rest (and their drop sets) are left out. Never done: `planned` work sets.
 */
export function rowKinds(last: readonly SetKind[], planned: number): SetKind[] {
  const warmups = last.filter((k) => k === "warmup").length;
  // Last time's straight sets, each with the drop sets after it; drop sets before any are leading.
  let leading = 0;
  const straight: { kind: SetKind; drops: number }[] = [];
  for (const kind of last) {
    if (isStraight(kind)) straight.push({ kind, drops: 0 });
    else if (kind === "drop") {
      const before = straight.at(-1);
      if (before) before.drops++;
      else leading++;
    }
  }
  const rows: SetKind[] = [...Array<SetKind>(warmups).fill("warmup"), ...Array<SetKind>(leading).fill("drop")];
  for (let i = 0; i < planned; i++) {
    rows.push(straight[i]?.kind ?? "work", ...Array<SetKind>(straight[i]?.drops ?? 0).fill("drop"));
  }
  return rows;
}
