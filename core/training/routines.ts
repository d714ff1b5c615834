// Routines (decision 0071): a workout's exercises kept to start again, in order, with their
// supersets side by side (core/validation/routines.ts checks that), numbered here from 0 in order;
// and the editor's moves, which keep a superset together as the logger's do (decision 0069).
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

/** Supersets numbered 0, 1, … in order, and one left with a single exercise no longer one. */
export function tidySupersets<T extends RoutineExercise>(exercises: readonly T[]): T[] {
  const sizes = new Map<number, number>();
  for (const e of exercises) if (e.superset !== null) sizes.set(e.superset, (sizes.get(e.superset) ?? 0) + 1);
  const numbers = new Map<number, number>();
  return exercises.map((e) => {
    if (e.superset === null) return e;
    if (sizes.get(e.superset)! < 2) return { ...e, superset: null };
    if (!numbers.has(e.superset)) numbers.set(e.superset, numbers.size);
    return { ...e, superset: numbers.get(e.superset)! };
  });
}

/**
 * The exercises a routine starts with: those the member can still log, a superset left with one
 * exercise (its partner removed since) no longer one.
 */
export const routineToStart = (exercises: readonly RoutineExercise[], offered: (slug: string) => boolean): RoutineExercise[] =>
  tidySupersets(exercises.filter((e) => offered(e.exercise)));

/** Runs of the list: a superset whole, or one exercise on its own; each as its places in the list. */
function blocks(exercises: readonly { superset: number | null }[]): number[][] {
  const out: number[][] = [];
  exercises.forEach((e, i) => {
    const last = out.at(-1);
    if (last && e.superset !== null && exercises[last[0]!]!.superset === e.superset) last.push(i);
    else out.push([i]);
  });
  return out;
}

/**
 * The list with the exercise at `index` moved one place up (-1) or down (1), or null at an end:
 * inside a superset it changes places with its partner; at the superset's edge the whole superset
 * moves past the next exercise or superset; on its own it steps over a superset whole.
 */
export function moveInRoutine<T extends RoutineExercise>(exercises: readonly T[], index: number, by: -1 | 1): T[] | null {
  const here = exercises[index];
  const there = exercises[index + by];
  if (!here || !there) return null;
  const list = [...exercises];
  if (here.superset !== null && there.superset === here.superset) {
    [list[index], list[index + by]] = [there, here];
    return list;
  }
  const runs = blocks(exercises);
  const at = runs.findIndex((run) => run.includes(index));
  const other = runs[at + by];
  if (!other) return null;
  [runs[at], runs[at + by]] = [other, runs[at]!];
  return tidySupersets(runs.flat().map((i) => exercises[i]!));
}

/** Whether the exercise at `index` moves with its superset (for the button's words). */
export const movesSuperset = (exercises: readonly { superset: number | null }[], index: number, by: -1 | 1): boolean => {
  const here = exercises[index];
  return here?.superset != null && exercises[index + by]?.superset !== here.superset;
};

/** The list without the exercise at `index`; a superset left with one exercise is none. */
export const removeFromRoutine = <T extends RoutineExercise>(exercises: readonly T[], index: number): T[] =>
  tidySupersets(exercises.filter((_, i) => i !== index));

/**
 * The list with the exercise at `index` in `partner`'s superset (a new one when the partner has
 * none), moved to follow that superset's last exercise, as the logger pairs them (decision 0069);
 * a superset it leaves keeps its other exercises together, or is none with one left.
 */
export function pairInRoutine<T extends RoutineExercise>(exercises: readonly T[], index: number, partner: number): T[] {
  const here = exercises[index];
  const other = exercises[partner];
  if (!here || !other || index === partner) return [...exercises];
  const group = other.superset ?? Math.max(-1, ...exercises.map((e) => e.superset ?? -1)) + 1;
  const rest = exercises.flatMap((e, i) => (i === index ? [] : [i === partner ? { ...e, superset: group } : e]));
  const last = rest.findLastIndex((e) => e.superset === group);
  return tidySupersets([...rest.slice(0, last + 1), { ...here, superset: group }, ...rest.slice(last + 1)]);
}

/**
 * The list with the exercise at `index` out of its superset: where it stands when it is the
 * superset's first, else just after the superset's last, so the others stay side by side.
 */
export function unpairInRoutine<T extends RoutineExercise>(exercises: readonly T[], index: number): T[] {
  const here = exercises[index];
  if (!here || here.superset === null) return [...exercises];
  const alone = { ...here, superset: null };
  if (exercises[index - 1]?.superset !== here.superset) return tidySupersets(exercises.map((e, i) => (i === index ? alone : e)));
  const rest = exercises.filter((_, i) => i !== index);
  const last = rest.findLastIndex((e) => e.superset === here.superset);
  return tidySupersets([...rest.slice(0, last + 1), alone, ...rest.slice(last + 1)]);
}

/** Each superset's letter as the logger gives it: A, B, … in order of its first exercise. */
export function supersetLetters(exercises: readonly RoutineExercise[]): Map<number, string> {
  const letters = new Map<number, string>();
  for (const e of exercises)
    if (e.superset !== null && !letters.has(e.superset)) letters.set(e.superset, String.fromCharCode(65 + letters.size));
  return letters;
}

/** Whether two routines' exercises are the same: the same exercises in order, in the same supersets. */
export const sameExercises = (a: readonly RoutineExercise[], b: readonly RoutineExercise[]): boolean =>
  a.length === b.length && a.every((e, i) => e.exercise === b[i]!.exercise && e.superset === b[i]!.superset);
