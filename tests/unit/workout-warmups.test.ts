// Ramp-up sets before the first work set: the empty bar, then about 50, 70 and 85 % of the work
// weight for 8, 5 and 3 reps, each what can be loaded at most (the bar and plates at hand, or the
// exercise's steps), leaving out a step no lighter than the work weight or no heavier than the one
// before.
import { describe, expect, it } from "vitest";
import { plateSets, platesFor } from "../../core/training/plates";
import { roundDownTo, warmupSets } from "../../core/training/warmups";

const kgPlates = (target: number) =>
  platesFor(
    target,
    20,
    plateSets.kg.map((weight) => ({ weight, pairs: null })),
  ).total;
const lbPlates = (target: number) =>
  platesFor(
    target,
    45,
    plateSets.lb.map((weight) => ({ weight, pairs: null })),
  ).total;

describe("ramp-up sets", () => {
  it("lead a 100 kg barbell lift up from the empty bar", () => {
    expect(warmupSets(100, kgPlates, 20)).toEqual([
      { weight: 20, reps: 10 },
      { weight: 50, reps: 8 },
      { weight: 70, reps: 5 },
      { weight: 85, reps: 3 },
    ]);
  });

  it("round each step down to what the plates make, in pounds too", () => {
    // 0.5 × 225 = 112.5: 45 + 2 × (25 + 5 + 2.5) = 110; 157.5 → 155; 191.25 → 190.
    expect(warmupSets(225, lbPlates, 45).map((s) => s.weight)).toEqual([45, 110, 155, 190]);
    // 62.5 kg: 31.25 → 30 (20 + 2 × 5), 43.75 → 42.5, 53.125 → 52.5.
    expect(warmupSets(62.5, kgPlates, 20).map((s) => s.weight)).toEqual([20, 30, 42.5, 52.5]);
  });

  it("leave out steps no heavier than the one before, or as heavy as the work", () => {
    // 25 kg: every share rounds to the bar alone but 85 % (21.25 → 20 + 2 × 1.25 is 22.5, too heavy).
    expect(warmupSets(25, kgPlates, 20)).toEqual([{ weight: 20, reps: 10 }]);
    // The empty bar is the work weight: nothing to ramp up to.
    expect(warmupSets(20, kgPlates, 20)).toEqual([]);
    expect(warmupSets(0, kgPlates, 20)).toEqual([]);
  });

  it("take a dumbbell's steps without a bar", () => {
    const step2 = (target: number) => roundDownTo(target, 2);
    expect(warmupSets(30, step2, null)).toEqual([
      { weight: 14, reps: 8 },
      { weight: 20, reps: 5 },
      { weight: 24, reps: 3 },
    ]);
    // Too light for a step below it: none.
    expect(warmupSets(2, step2, null)).toEqual([]);
    expect(roundDownTo(7.5, 2.5)).toBe(7.5);
  });
});
