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

/** Reps that Brzycki's equation gives for a share of the 1RM (its inverse); not rounded. */
export function repsForPercent(share: number): number {
  return 37 - 36 * share;
}

/**
 * NSCA training load chart (Baechle and Earle, Essentials of Strength Training and
 * Conditioning): the percentage of the 1RM usually lifted for a number of reps, down to 70 %
 * (11 reps). The chart goes on (67 % for 12, 65 % for 15); below 70 % Brzycki's inverse stands in,
 * so the table's reps keep rising one step at a time.
 */
export const nscaLoadChart: ReadonlyArray<{ reps: number; percent: number }> = [
  { reps: 1, percent: 100 },
  { reps: 2, percent: 95 },
  { reps: 3, percent: 93 },
  { reps: 4, percent: 90 },
  { reps: 5, percent: 87 },
  { reps: 6, percent: 85 },
  { reps: 7, percent: 83 },
  { reps: 8, percent: 80 },
  { reps: 9, percent: 77 },
  { reps: 10, percent: 75 },
  { reps: 11, percent: 70 },
];

const percentTablePercents = [100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50] as const;

type PercentRow = {
  percent: number;
  /** Load rounded to 0.5 (the smallest plate pair in most gyms is 2 × 0.25 kg). */
  weight: number;
  reps: number;
  /** "nsca" where the chart lists the percentage; below 70 % it stops, and Brzycki's inverse, rounded down, stands in. */
  repsSource: "nsca" | "brzycki";
};

/** Training loads at 100 % down to 50 % of a one-rep max, with the usual reps at each. */
export function percentTable(oneRepMax: number): PercentRow[] {
  if (!Number.isFinite(oneRepMax) || oneRepMax <= 0) throw new RangeError(`one-rep max must be a positive number: ${oneRepMax}`);
  return percentTablePercents.map((percent) => {
    const weight = Math.round(oneRepMax * (percent / 100) * 2) / 2;
    const chartRow = nscaLoadChart.find((row) => row.percent === percent);
    if (chartRow) return { percent, weight, reps: chartRow.reps, repsSource: "nsca" };
    // Tiny epsilon so a float just below a whole number (e.g. 18.999999) does not lose a rep.
    return { percent, weight, reps: Math.floor(repsForPercent(percent / 100) + 1e-9), repsSource: "brzycki" };
  });
}
