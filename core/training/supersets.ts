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
  /** The exercise done after this one (none for the last, after which the member rests). */
  next: WorkoutEntryJson | null;
}

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Each exercise in a superset of two or more, by entry id; the others are not in the map. */
export function supersetPlaces(entries: readonly WorkoutEntryJson[]): Map<string, SupersetPlace> {
  const byKey = new Map<string, WorkoutEntryJson[]>();
  for (const e of [...entries].sort((a, b) => a.position - b.position)) {
    if (!e.superset) continue;
    byKey.set(e.superset, [...(byKey.get(e.superset) ?? []), e]);
  }
  const places = new Map<string, SupersetPlace>();
  let n = 0;
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    const letter = letters[n] ?? String(n + 1);
    n++;
    group.forEach((e, i) => places.set(e.id, { letter, index: i + 1, size: group.length, next: group[i + 1] ?? null }));
  }
  return places;
}

/** Whether a set done of this exercise starts the rest: not in a superset, or its last exercise. */
export const restsAfter = (places: ReadonlyMap<string, SupersetPlace>, entryId: string): boolean => !places.get(entryId)?.next;
