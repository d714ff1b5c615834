// A past workout's exercise against the time before it, as the history shows it after a workout:
// one measure for the whole exercise, summed over its work sets (warm-ups left out, drop sets and
// sets to failure in, as for the session's volume). The load moved for a loaded exercise; the
// reps for one done with the body's own weight (its added weight is not the load); the time held
// for a timed one. No comparison the first time, nor when the time before has nothing to measure.
import { countsAsWork, type SetKind } from "./set-kinds";

export type LastTimeMeasure = "volume" | "reps" | "seconds";

export interface LastTimeComparison {
  measure: LastTimeMeasure;
  /** This time's total (kg × reps for volume, reps, or seconds). */
  now: number;
  /** The time before's total, never 0. */
  then: number;
  /** (now − then) / then: 0.09 for 9 % more. */
  change: number;
}

interface MeasuredSet {
  kind: SetKind;
  weight: number | null;
  reps: number | null;
  seconds: number | null;
}

const total = (sets: readonly MeasuredSet[], of: (set: MeasuredSet) => number) => sets.reduce((sum, set) => sum + of(set), 0);
const volume = (set: MeasuredSet) => (set.weight ?? 0) * (set.reps ?? 0);

export function compareWithLastTime(
  now: readonly MeasuredSet[],
  then: readonly MeasuredSet[],
  exercise: { measure: "reps" | "seconds"; loaded: boolean },
): LastTimeComparison | null {
  const workNow = now.filter((s) => countsAsWork(s.kind));
  const workThen = then.filter((s) => countsAsWork(s.kind));
  if (workNow.length === 0 || workThen.length === 0) return null;
  // A loaded exercise logged without weights one of the times (an own exercise may be) is compared
  // by its reps: a volume of 0 against one would read as all lost, or as endless gain.
  const measure: LastTimeMeasure =
    exercise.measure === "seconds"
      ? "seconds"
      : exercise.loaded && total(workNow, volume) > 0 && total(workThen, volume) > 0
        ? "volume"
        : "reps";
  const of =
    measure === "volume" ? volume : measure === "seconds" ? (s: MeasuredSet) => s.seconds ?? 0 : (s: MeasuredSet) => s.reps ?? 0;
  const [a, b] = [total(workNow, of), total(workThen, of)];
  if (b === 0) return null;
  // Under 0.05 % (20,005 kg against 20,000) rounds to 0 % as said: no change.
  const change = Math.abs(a - b) / b < 0.0005 ? 0 : (a - b) / b;
  return { measure, now: a, then: b, change };
}

/**
 * Each exercise of a workout against its time before (`previous`, by slug: the sets and the date);
 * an exercise done in two places of the workout counts all its sets.
 */
export function compareExercises<S extends MeasuredSet & { exercise: string }>(
  sets: readonly S[],
  previous: Readonly<Record<string, { date: string; sets: readonly MeasuredSet[] }>>,
  exerciseOf: (slug: string, sets: readonly S[]) => { measure: "reps" | "seconds"; loaded: boolean },
): Map<string, LastTimeComparison & { date: string }> {
  const compared = new Map<string, LastTimeComparison & { date: string }>();
  for (const slug of new Set(sets.map((s) => s.exercise))) {
    const before = previous[slug];
    if (!before) continue;
    const now = sets.filter((s) => s.exercise === slug);
    const comparison = compareWithLastTime(now, before.sets, exerciseOf(slug, now));
    if (comparison) compared.set(slug, { ...comparison, date: before.date });
  }
  return compared;
}
