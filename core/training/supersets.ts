// Supersets: exercises done in turn, one set of each, resting only after the last of them (as
// Hevy and Strong do). Exercises share a superset by its key (WorkoutEntryJson.superset); a key
// only one live exercise holds is no superset, so leaving one never needs its partner rewritten.
import type { WorkoutEntryJson } from "./session";

/** Where an exercise stands in its superset. */
export interface SupersetPlace {
  /** The superset's letter in the workout: A for the first by position, then B, C. */
  letter: string;
  /** Its place among the superset's exercises by position, from 1, and how many they are. */
  index: number;
  size: number;
  /** Every exercise after this one in the superset, in order (none for the last). */
  later: WorkoutEntryJson[];
}

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Each exercise in a superset of two or more, by entry id; the others are not in the map. */
export function supersetPlaces(entries: readonly WorkoutEntryJson[]): Map<string, SupersetPlace> {
  const byKey = new Map<string, WorkoutEntryJson[]>();
  // By place, then id: two devices' moves at once can leave equal places, and every screen (and the
  // export) must letter and order them alike.
  for (const e of [...entries].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))) {
    if (!e.superset) continue;
    byKey.set(e.superset, [...(byKey.get(e.superset) ?? []), e]);
  }
  const places = new Map<string, SupersetPlace>();
  let n = 0;
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    const letter = letters[n] ?? String(n + 1);
    n++;
    group.forEach((e, i) => places.set(e.id, { letter, index: i + 1, size: group.length, later: group.slice(i + 1) }));
  }
  return places;
}

/**
 * Where a work set done of an exercise leads: the next exercise of its superset that still has
 * sets to do, or none, and then the member rests. So the rest comes after a round's last exercise,
 * and also when the others of the round are done (one exercise with a set more than its partner).
 * A warm-up set and an exercise on its own lead to the rest.
 */
export function nextInRound<T extends { id: string }>(later: readonly T[], hasSetsToDo: (entryId: string) => boolean): T | null {
  return later.find((e) => hasSetsToDo(e.id)) ?? null;
}
