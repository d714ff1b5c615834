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

/** Where a set stands among its exercise's sets. */
export interface SetPlace {
  /** Counted among its own kind, from 1: work sets 1, 2, 3; warm-ups, drop and failure sets by their letter. */
  number: number;
  /**
   * Its place among the sets it lines up with last time, from 0: straight sets among straight
   * sets, drop sets among drop sets; null for a warm-up.
   */
  line: number | null;
}

export function setPlaces(kinds: readonly SetKind[]): SetPlace[] {
  const count: Record<SetKind, number> = { work: 0, warmup: 0, drop: 0, failure: 0 };
  let straight = 0;
  let drop = 0;
  return kinds.map((kind) => ({
    number: ++count[kind],
    line: kind === "warmup" ? null : kind === "drop" ? drop++ : straight++,
  }));
}

/** Last time's sets by the line they stand in (setPlaces' `line`): straight and drop sets apart. */
export function previousLines<T extends { kind: SetKind }>(sets: readonly T[]): { straight: T[]; drop: T[] } {
  return { straight: sets.filter((s) => isStraight(s.kind)), drop: sets.filter((s) => s.kind === "drop") };
}
