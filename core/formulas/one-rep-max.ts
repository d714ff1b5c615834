// Estimated one-rep max from a set of several reps (used by the calculators and the strength
// comparison). Both formulas are meant for sets of up to about 10 reps.

/** Epley (1985): 1RM = w × (1 + reps / 30). */
export function epley(weight: number, reps: number): number {
  if (reps <= 1) return weight;
  return weight * (1 + reps / 30);
}

/** Brzycki (1993): 1RM = w × 36 / (37 − reps); undefined from 37 reps on. */
export function brzycki(weight: number, reps: number): number {
  if (reps <= 1) return weight;
  if (reps >= 37) return Number.NaN;
  return (weight * 36) / (37 - reps);
}

/** The estimate used across the app: the mean of Epley and Brzycki. */
export function estimateOneRepMax(weight: number, reps: number): number {
  return reps <= 1 ? weight : (epley(weight, reps) + brzycki(weight, reps)) / 2;
}

/** Share of the one-rep max commonly lifted for a number of reps (Brzycki's inverse). */
export function percentForReps(reps: number): number {
  return reps <= 1 ? 1 : (37 - reps) / 36;
}
