// Ramp-up sets leading to the day's work weight (Hevy's and Strong's warm-up calculators do
// the same): an empty bar for a barbell lift, then about half, 70 % and 85 % of the work weight
// for fewer reps each, so the last is heavy enough to prepare the first work set without tiring
// it. Worked in the member's unit (kg or lb), each rounded down to what can be loaded.

export interface WarmupStep {
  weight: number;
  reps: number;
}

/** The share of the work weight and the reps of each step after the bar. */
export const warmupRamp: readonly { share: number; reps: number }[] = [
  { share: 0.5, reps: 8 },
  { share: 0.7, reps: 5 },
  { share: 0.85, reps: 3 },
];

/** Reps with the empty bar. */
const barReps = 10;

/**
 * The warm-up sets before a work weight `work`. `loadable(target)` is the heaviest load at most
 * `target` that can be put together (the bar and the plates at hand, or the exercise's steps);
 * `bar` the empty bar's weight for a barbell lift, else null. A step is left out where it would not
 * be lighter than the work weight and heavier than the step before it, or would be no load at all;
 * the empty bar only where it is lighter than the work weight.
 */
export function warmupSets(work: number, loadable: (target: number) => number, bar: number | null): WarmupStep[] {
  if (!(work > 0)) return [];
  const steps: WarmupStep[] = [];
  let last = 0;
  if (bar !== null && bar > 0 && bar < work) {
    steps.push({ weight: bar, reps: barReps });
    last = bar;
  }
  for (const { share, reps } of warmupRamp) {
    const weight = loadable(work * share);
    if (weight <= last + 1e-9 || weight >= work - 1e-9 || weight <= 0) continue;
    steps.push({ weight, reps });
    last = weight;
  }
  return steps;
}

/** The heaviest multiple of `step` at most `target` (float noise forgiven). */
export const roundDownTo = (target: number, step: number): number => Math.floor(target / step + 1e-9) * step;
