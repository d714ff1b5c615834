// Fits a day's ingredient amounts to its four targets (calories, protein, fat, carbohydrate)
// with the least change to the recipes. Each ingredient's amount y (as a multiple of its
// starting amount) minimises Σ (y − 1)² + ρ Σ (miss / tolerance)², so the targets are met
// almost exactly unless a bound stops it; the solution is y = 1 + Cᵀλ with a 4 × 4 system for λ
// (the Woodbury form), and ingredients pushed past a bound are pinned there and the rest solved
// again. Amounts are then rounded to 5 g and nudged in 5 g steps while that brings the day closer.
import type { FoodTable, Nutrients } from "./nutrition-plan";

export type MacroKey = "kcal" | "protein" | "fat" | "carbs";
export const macroKeys: readonly MacroKey[] = ["kcal", "protein", "fat", "carbs"];
export type DayTargets = Record<MacroKey, number>;

/** How far the example day may miss each target, as a fraction of it. */
export const targetTolerance: DayTargets = { kcal: 0.05, protein: 0.05, fat: 0.1, carbs: 0.1 };

/** The largest miss of a day, in units of its tolerance: 1 or less is on target. */
export function dayError(totals: Nutrients, targets: DayTargets, tolerance: DayTargets = targetTolerance): number {
  let worst = 0;
  for (const k of macroKeys) {
    if (targets[k] <= 0) continue;
    worst = Math.max(worst, Math.abs(totals[k] - targets[k]) / (targets[k] * tolerance[k]));
  }
  return worst;
}

/** One ingredient to fit: what a gram of it gives (kcal, protein, fat, carbs), its starting grams and the grams it may not leave. */
export interface FitItem {
  perGram: readonly number[];
  start: number;
  min: number;
  max: number;
}

/** Misses are weighed this much more than recipe changes (both in relative units). */
const RHO = 1e4;
const STEP = 5;
const MAX_NUDGES = 40;
/** Rounded amounts this close (in tolerances) are not nudged further. */
const GOOD_ENOUGH = 0.2;

/**
 * Solves the k × k system in `m` (row-major, overwritten) for `b` (overwritten with the answer) by
 * elimination with partial pivoting; a zero pivot leaves its unknown at 0. Flat arrays: the dish
 * search calls this thousands of times for one plan.
 */
function solveSmall(m: Float64Array, b: Float64Array, k: number): void {
  for (let col = 0; col < k; col++) {
    let pivot = col;
    for (let r = col + 1; r < k; r++) if (Math.abs(m[r * k + col]!) > Math.abs(m[pivot * k + col]!)) pivot = r;
    if (pivot !== col) {
      for (let c = 0; c < k; c++) [m[col * k + c], m[pivot * k + c]] = [m[pivot * k + c]!, m[col * k + c]!];
      [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    }
    const p = m[col * k + col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let r = 0; r < k; r++) {
      if (r === col) continue;
      const f = m[r * k + col]! / p;
      if (f === 0) continue;
      for (let c = col; c < k; c++) m[r * k + c]! -= f * m[col * k + c]!;
      b[r]! -= f * b[col]!;
    }
  }
  for (let i = 0; i < k; i++) b[i] = Math.abs(m[i * k + i]!) < 1e-12 ? 0 : b[i]! / m[i * k + i]!;
}

/** What a gram of a food gives of the four targets, in the order of `macroKeys`. */
export function perGramOf(food: string, foods: FoodTable): number[] {
  const f = foods.get(food);
  if (!f) throw new RangeError(`Unknown food ${food}`);
  return macroKeys.map((k) => f.per100g[k] / 100);
}

/** Continuous amounts within the bounds that meet the targets with the least relative change. */
function continuousFit(items: readonly FitItem[], targets: DayTargets, tolerance: DayTargets): number[] {
  const keys = [0, 1, 2, 3].filter((k) => targets[macroKeys[k]!] > 0);
  const n = items.length;
  const k = keys.length;
  // c[r·n + j]: what item j at its starting amount gives of target r, in tolerances of the target.
  const c = new Float64Array(k * n);
  for (let r = 0; r < k; r++) {
    const key = macroKeys[keys[r]!]!;
    const scale = targets[key] * tolerance[key];
    for (let j = 0; j < n; j++) c[r * n + j] = (items[j]!.perGram[keys[r]!]! * items[j]!.start) / scale;
  }
  const goal = keys.map((key) => 1 / tolerance[macroKeys[key]!]);
  const lo = items.map((it) => it.min / it.start);
  const hi = items.map((it) => it.max / it.start);
  const y = new Array<number>(n).fill(1);
  // Items that may not move at all are pinned from the start and never released.
  const fixed = items.map((it) => it.max - it.min < 1e-9);
  const pinned = [...fixed];
  const m = new Float64Array(k * k);
  const lambda = new Float64Array(k);
  let releases = 0;
  for (let round = 0; round <= 3 * n; round++) {
    for (let r = 0; r < k; r++) {
      let sum = goal[r]!;
      for (let j = 0; j < n; j++) sum -= c[r * n + j]! * (pinned[j] ? y[j]! : 1);
      lambda[r] = sum;
      // The matrix is symmetric: each pair is summed once, in the same order either way.
      for (let q = r; q < k; q++) {
        let dot = r === q ? 1 / RHO : 0;
        for (let j = 0; j < n; j++) if (!pinned[j]) dot += c[r * n + j]! * c[q * n + j]!;
        m[r * k + q] = dot;
        m[q * k + r] = dot;
      }
    }
    solveSmall(m, lambda, k);
    let moved = false;
    let release = -1;
    let wants = 0;
    for (let j = 0; j < n; j++) {
      let v = 1;
      for (let r = 0; r < k; r++) v += c[r * n + j]! * lambda[r]!;
      if (pinned[j]) {
        // Pinned too early: the others have moved and this one now wants back inside.
        const want = fixed[j] ? 0 : y[j]! <= lo[j]! ? v - lo[j]! : y[j]! >= hi[j]! ? hi[j]! - v : 0;
        if (want > Math.max(wants, 1e-6)) [release, wants] = [j, want];
      } else if (v < lo[j]! - 1e-9 || v > hi[j]! + 1e-9) {
        y[j] = Math.min(hi[j]!, Math.max(lo[j]!, v));
        pinned[j] = true;
        moved = true;
      } else y[j] = v;
    }
    if (!moved && release >= 0 && releases++ < n) {
      pinned[release] = false;
      moved = true;
    }
    if (!moved) break;
  }
  return items.map((it, j) => it.start * y[j]!);
}

/** What the items give at these amounts (fibre is not fitted and left at 0). */
export function totalsOf(items: readonly FitItem[], grams: readonly number[]): Nutrients {
  const t = [0, 0, 0, 0];
  for (let j = 0; j < items.length; j++) for (let k = 0; k < 4; k++) t[k]! += items[j]!.perGram[k]! * grams[j]!;
  return { kcal: t[0]!, protein: t[1]!, fat: t[2]!, carbs: t[3]!, fiber: 0 };
}

/** Amounts as found by the fit, unrounded: what the search between dishes compares. */
export function fitExact(items: readonly FitItem[], targets: DayTargets): number[] {
  return continuousFit(items, targets, targetTolerance);
}

/**
 * Grams for each item, in 5 g steps within its bounds (never below 5 g), that bring the day as
 * close to the targets as the bounds allow; a wider tolerance for a target weighs it less.
 */
export function fitPortions(items: readonly FitItem[], targets: DayTargets, tolerance: DayTargets = targetTolerance): number[] {
  const lo = items.map((it) => Math.max(STEP, Math.ceil(it.min / STEP) * STEP));
  const hi = items.map((it, j) => Math.max(lo[j]!, Math.floor(it.max / STEP) * STEP));
  const grams = continuousFit(items, targets, tolerance).map((g, j) =>
    Math.min(hi[j]!, Math.max(lo[j]!, Math.round(g / STEP) * STEP)),
  );
  const totals = totalsOf(items, grams);
  const moved = (j: number, by: number): Nutrients => ({
    kcal: totals.kcal + by * items[j]!.perGram[0]!,
    protein: totals.protein + by * items[j]!.perGram[1]!,
    fat: totals.fat + by * items[j]!.perGram[2]!,
    carbs: totals.carbs + by * items[j]!.perGram[3]!,
    fiber: 0,
  });
  let error = dayError(totals, targets, tolerance);
  for (let nudge = 0; nudge < MAX_NUDGES && error > GOOD_ENOUGH; nudge++) {
    let best: { j: number; by: number; error: number } | null = null;
    for (let j = 0; j < grams.length; j++)
      for (const by of [-STEP, STEP]) {
        const g = grams[j]! + by;
        if (g < lo[j]! || g > hi[j]!) continue;
        const e = dayError(moved(j, by), targets, tolerance);
        if (e < (best?.error ?? error) - 1e-9) best = { j, by, error: e };
      }
    if (!best) break;
    Object.assign(totals, moved(best.j, best.by));
    grams[best.j]! += best.by;
    error = best.error;
  }
  return grams;
}
