import { describe, expect, it } from "vitest";
import { brzycki, epley, estimateOneRepMax, percentForReps } from "../../core/formulas/one-rep-max";
import { liftLevel } from "../../core/formulas/strength-levels";

describe("one-rep max", () => {
  // Brzycki (1993) percentage table: 2 reps 97.2%, 5 reps 88.9%, 6 reps 86.1%, 10 reps 75% of the 1RM.
  it("matches Brzycki's published percentages", () => {
    expect(percentForReps(2)).toBeCloseTo(0.972, 3);
    expect(percentForReps(5)).toBeCloseTo(0.889, 3);
    expect(percentForReps(6)).toBeCloseTo(0.861, 3);
    expect(percentForReps(10)).toBeCloseTo(0.75, 3);
    expect(brzycki(100, 10)).toBeCloseTo(133.3, 1);
    expect(brzycki(90, 5)).toBeCloseTo(101.25, 2);
  });

  // Epley (1985): 1RM = w (1 + r/30); 100 kg × 5 = 116.7 kg, × 10 = 133.3 kg.
  it("matches Epley's formula", () => {
    expect(epley(100, 5)).toBeCloseTo(116.7, 1);
    expect(epley(100, 10)).toBeCloseTo(133.3, 1);
    expect(epley(80, 3)).toBeCloseTo(88, 1);
  });

  it("takes a single as the max and averages both formulas otherwise", () => {
    expect(estimateOneRepMax(140, 1)).toBe(140);
    expect(estimateOneRepMax(100, 5)).toBeCloseTo((116.667 + 112.5) / 2, 2);
    expect(Number.isNaN(brzycki(50, 37))).toBe(true);
  });
});

describe("strength levels", () => {
  it("places a lift by its bodyweight multiple", () => {
    expect(liftLevel("male", "squat", 80, 60).level).toBe("beginner");
    expect(liftLevel("male", "squat", 80, 120)).toMatchObject({ level: "intermediate", ratio: 1.5, progress: 0, nextAtKg: 160 });
    expect(liftLevel("female", "deadlift", 60, 200)).toMatchObject({ level: "elite", progress: 1, nextAtKg: null });
  });
});
