// The plate calculator: which plates to put on each side of a barbell to reach a weight, with the
// bar and the plates a gym has. Works in one unit's numbers (kg plates or pound plates).

export type PlateUnit = "kg" | "lb";

/** Olympic plates in kg, and the usual pound plates, heaviest first. */
export const plateSets: Record<PlateUnit, readonly number[]> = {
  kg: [25, 20, 15, 10, 5, 2.5, 1.25],
  lb: [45, 35, 25, 10, 5, 2.5],
};

/** Men's and women's Olympic bars and a technique bar, in kg and in lb. */
export const barWeights: Record<PlateUnit, readonly number[]> = {
  kg: [20, 15, 10],
  lb: [45, 35, 15],
};

/** A plate at hand: its weight and how many pairs there are (null: as many as needed). */
export interface AvailablePlate {
  weight: number;
  pairs: number | null;
}

/** Plates of these weights, as many of each as needed (what a member's gym settings list). */
export const platesAtHand = (weights: readonly number[]): AvailablePlate[] => weights.map((weight) => ({ weight, pairs: null }));

export interface PlateLoad {
  /** One side's plates, heaviest first. */
  perSide: number[];
  /** The bar and both sides. */
  total: number;
  /** The total is the target. */
  exact: boolean;
}

/** Weights are worked in thousandths, as whole numbers, so 2.5 + 1.25 adds up exactly. */
const SCALE = 1000;
/** No bar holds more than this a side (in kg or lb): keeps the search small for any input. */
const MAX_SIDE = 1000 * SCALE;
const units = (n: number) => Math.round(n * SCALE);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The heaviest load not above `target` that the bar and the plates at hand make, with each side
 * loaded the same. Searched exactly (which sums are reachable, one plate kind at a time), not
 * greedily: 15 + 15 reaches 30 where 25 + (no 5 left) stops at 25. Of the ways to reach the best
 * load, the one with as many of the heaviest plates as possible. A target below the bar gives
 * the bar alone.
 */
export function platesFor(target: number, bar: number, available: readonly AvailablePlate[]): PlateLoad {
  // Rounded down (never above the target), forgiving float noise such as 0.1 + 0.2.
  const side = Math.min(MAX_SIDE, Math.floor(((target - bar) / 2) * SCALE + 1e-6));
  if (!Number.isFinite(side) || side <= 0) return { perSide: [], total: bar, exact: Math.abs(target - bar) < 1e-9 };

  const kinds = available
    .filter((p) => p.weight > 0 && Number.isFinite(p.weight) && (p.pairs === null || p.pairs >= 1))
    .map((p) => ({ weight: p.weight, size: units(p.weight), pairs: p.pairs === null ? Infinity : Math.floor(p.pairs) }))
    .filter((p) => p.size > 0 && p.size <= side)
    .sort((a, b) => b.size - a.size);
  if (kinds.length === 0) return { perSide: [], total: bar, exact: false };

  // Every load is a multiple of the plates' common divisor, so only those sums are tracked.
  const step = kinds.reduce((g, p) => gcd(g, p.size), 0);
  const top = Math.floor(side / step);
  // reach[i][s]: s steps can be made of the plate kinds i and lighter (within their pairs).
  const reach: Uint8Array[] = Array.from({ length: kinds.length + 1 }, () => new Uint8Array(top + 1));
  reach[kinds.length]![0] = 1;
  for (let i = kinds.length - 1; i >= 0; i--) {
    const size = kinds[i]!.size / step;
    const limit = kinds[i]!.pairs;
    const next = reach[i + 1]!;
    const here = reach[i]!;
    // used[s]: the fewest plates of this kind that reach s with the lighter ones.
    const used = new Float64Array(top + 1);
    for (let s = 0; s <= top; s++) {
      if (next[s]) {
        here[s] = 1;
        used[s] = 0;
      } else if (s >= size && here[s - size] && used[s - size]! < limit) {
        here[s] = 1;
        used[s] = used[s - size]! + 1;
      }
    }
  }
  let best = top;
  while (!reach[0]![best]) best--;

  // Heaviest plates first: as many of each kind as still leaves a reachable rest.
  const perSide: number[] = [];
  let rest = best;
  kinds.forEach((kind, i) => {
    const size = kind.size / step;
    let count = Math.min(kind.pairs, Math.floor(rest / size));
    while (count > 0 && !reach[i + 1]![rest - count * size]) count--;
    for (let n = 0; n < count; n++) perSide.push(kind.weight);
    rest -= count * size;
  });
  const total = bar + (2 * best * step) / SCALE;
  return { perSide, total, exact: 2 * best * step === units(target - bar) };
}
