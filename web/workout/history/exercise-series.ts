// One exercise's progress, a point per session: the best estimated 1RM of a loaded exercise (or
// its heaviest weight), the most reps in a set of a bodyweight one, the longest hold of a timed
// one, and for a bodyweight exercise done with added weight, the heaviest added weight; with the
// set that made it. Work sets only: warm-ups never count (decision 0042).
import type { LoggedSetJson } from "../../../core/training/session";
import { countsAsWork } from "../../../core/training/set-kinds";
import { estimatedOneRepMax } from "../../../core/training/records";
import type { ExerciseTraits } from "./exercise-traits";

export type TrendMetric = "e1rm" | "weight" | "reps" | "seconds" | "added";

export interface TrendPoint {
  sessionId: string;
  date: string;
  /** Midnight UTC of the session's date, in ms (the chart's x). */
  x: number;
  /** kg of estimated 1RM or of the heaviest set, reps, seconds, or added kg. */
  value: number;
  best: LoggedSetJson;
}

export const trendMetric = (traits: Pick<ExerciseTraits, "measure" | "loaded">): TrendMetric =>
  traits.measure === "seconds" ? "seconds" : traits.loaded ? "e1rm" : "reps";

/**
 * What the exercise's chart can show, the first by default. A loaded exercise: its estimated 1RM
 * and its heaviest weight (the estimate counts sets of 1 to 12 reps, so sets of 15 have only the
 * weight), and the most reps where a set had no weight (an own exercise may leave it out): those
 * with a point. A bodyweight exercise with added weight in a work set: its reps and
 * the heaviest added weight too (reps alone would read 8 reps with +20 kg as a fall from 15 at
 * body weight).
 */
export function trendMetrics(
  traits: Pick<ExerciseTraits, "measure" | "loaded">,
  sessions: readonly { sets: readonly LoggedSetJson[] }[],
): TrendMetric[] {
  const scores = (metric: TrendMetric) => sessions.some((s) => s.sets.some((set) => setScore(set, metric) !== null));
  if (traits.measure === "reps" && traits.loaded) {
    const unweighted = sessions.some((s) => s.sets.some((set) => countsAsWork(set.kind) && !set.weight && (set.reps ?? 0) > 0));
    const offered: TrendMetric[] = ["e1rm", "weight", ...(unweighted ? (["reps"] as const) : [])];
    const shown = offered.filter(scores);
    return shown.length > 0 ? shown : ["e1rm"];
  }
  return !traits.loaded && scores("added") ? [trendMetric(traits), "added"] : [trendMetric(traits)];
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
  if (metric === "weight") return set.weight !== null && set.weight > 0 ? set.weight : null;
  if (metric === "added") return set.weight !== null && set.weight > 0 ? set.weight : null;
  return set.reps;
}

/** Between sets scoring the same: the heavier; for a weight, the one with more reps or time. */
const tieScore = (set: LoggedSetJson, metric: TrendMetric) =>
  metric === "added" || metric === "weight" ? (set.reps ?? set.seconds ?? 0) : (set.weight ?? 0);

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
