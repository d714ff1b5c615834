// One exercise's progress, a point per session: the best estimated 1RM of a loaded exercise,
// the most reps in a set of a bodyweight one, the longest hold of a timed one, and for a
// bodyweight exercise done with added weight, the heaviest added weight; with the set that made
// it. Work sets only: warm-ups never count (decision 0042).
import type { LoggedSetJson } from "../../../core/training/session";
import { countsAsWork } from "../../../core/training/set-kinds";
import { estimatedOneRepMax } from "../../../core/training/records";
import type { ExerciseTraits } from "./exercise-traits";

export type TrendMetric = "e1rm" | "reps" | "seconds" | "added";

export interface TrendPoint {
  sessionId: string;
  date: string;
  /** Midnight UTC of the session's date, in ms (the chart's x). */
  x: number;
  /** kg of estimated 1RM, reps, seconds, or added kg. */
  value: number;
  best: LoggedSetJson;
}

export const trendMetric = (traits: Pick<ExerciseTraits, "measure" | "loaded">): TrendMetric =>
  traits.measure === "seconds" ? "seconds" : traits.loaded ? "e1rm" : "reps";

/**
 * What the exercise's chart can show, the first by default: its metric, and for a bodyweight
 * exercise with added weight in a work set, the heaviest added weight too (reps alone would read
 * 8 reps with +20 kg as a fall from 15 at body weight).
 */
export function trendMetrics(
  traits: Pick<ExerciseTraits, "measure" | "loaded">,
  sessions: readonly { sets: readonly LoggedSetJson[] }[],
): TrendMetric[] {
  const added = !traits.loaded && sessions.some((s) => s.sets.some((set) => setScore(set, "added") !== null));
  return added ? [trendMetric(traits), "added"] : [trendMetric(traits)];
}

/** The records' estimate (Epley, 1–12 reps), to a tenth of a kg; none for a set without load or with too many reps. */
export function setE1rm(set: Pick<LoggedSetJson, "weight" | "reps">): number | null {
  if (!set.weight || !set.reps) return null;
  const estimate = estimatedOneRepMax(set.weight, set.reps);
  return estimate === null ? null : Math.round(estimate * 10) / 10;
}

/** What a set scores on the metric, or null when it does not count for it. */
export function setScore(set: LoggedSetJson, metric: TrendMetric): number | null {
  if (!countsAsWork(set.kind)) return null;
  if (metric === "e1rm") return setE1rm(set);
  if (metric === "seconds") return set.seconds;
  if (metric === "added") return set.weight !== null && set.weight > 0 ? set.weight : null;
  return set.reps;
}

/** Between sets scoring the same: the heavier; for the added weight, the one with more reps or time. */
const tieScore = (set: LoggedSetJson, metric: TrendMetric) =>
  metric === "added" ? (set.reps ?? set.seconds ?? 0) : (set.weight ?? 0);

/** The set scoring best on the metric (on a tie, the heavier or for the added weight the longer, then the earlier), or null. */
export function bestSet(sets: readonly LoggedSetJson[], metric: TrendMetric): { set: LoggedSetJson; value: number } | null {
  let best: { set: LoggedSetJson; value: number } | null = null;
  for (const set of sets) {
    const value = setScore(set, metric);
    if (value === null) continue;
    if (!best || value > best.value || (value === best.value && tieScore(set, metric) > tieScore(best.set, metric)))
      best = { set, value };
  }
  return best;
}

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** A point per session that has a set counting for the metric, oldest first (the API answers newest first). */
export function trendPoints(
  sessions: readonly { id: string; date: string; sets: LoggedSetJson[] }[],
  metric: TrendMetric,
): TrendPoint[] {
  // Reversed first, so two sessions of one day keep the order they were done in.
  return [...sessions]
    .reverse()
    .flatMap((s) => {
      const best = bestSet(s.sets, metric);
      return best ? [{ sessionId: s.id, date: s.date, x: dayMs(s.date), value: best.value, best: best.set }] : [];
    })
    .sort((a, b) => a.x - b.x);
}
