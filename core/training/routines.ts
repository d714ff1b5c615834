// Routines (decision 0071): a workout's exercises kept to start again, in order, with their
// supersets numbered from 0 and side by side (core/validation/routines.ts checks that).
import type { RoutineExercise } from "../validation/routines";
import type { WorkoutEntryJson } from "./session";
import { supersetPlaces } from "./supersets";

/**
 * What a routine keeps of a workout: its exercises the member can still log (`offered`), in the
 * workout's order, each superset whole where its first exercise stands (the logger keeps them
 * together; a workout from an import or two devices may not have), a superset left with one
 * exercise no longer one.
 */
export function routineFromEntries(entries: readonly WorkoutEntryJson[], offered: (slug: string) => boolean): RoutineExercise[] {
  const kept = entries.filter((e) => offered(e.exercise));
  const places = supersetPlaces(kept);
  const ordered = [...kept].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  const groups = new Map<string, number>();
  const out: RoutineExercise[] = [];
  for (const entry of ordered) {
    const place = places.get(entry.id);
    if (!place) {
      out.push({ exercise: entry.exercise, superset: null });
      continue;
    }
    if (groups.has(place.letter)) continue;
    const group = groups.size;
    groups.set(place.letter, group);
    const members = ordered.filter((e) => places.get(e.id)?.letter === place.letter);
    for (const e of members) out.push({ exercise: e.exercise, superset: group });
  }
  return out;
}

/**
 * The exercises a routine starts with: those the member can still log, a superset left with one
 * exercise (its partner removed since) no longer one.
 */
export function routineToStart(exercises: readonly RoutineExercise[], offered: (slug: string) => boolean): RoutineExercise[] {
  const kept = exercises.filter((e) => offered(e.exercise));
  const sizes = new Map<number, number>();
  for (const e of kept) if (e.superset !== null) sizes.set(e.superset, (sizes.get(e.superset) ?? 0) + 1);
  return kept.map((e) => (e.superset !== null && sizes.get(e.superset)! < 2 ? { ...e, superset: null } : e));
}
