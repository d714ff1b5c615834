import { describe, expect, it } from "vitest";
import { brzycki, epley, estimateOneRepMax, nscaLoadChart, percentForReps, percentTable, repsForPercent } from "../../core/formulas/one-rep-max";
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

describe("percentage table", () => {
  // NSCA training load chart (Baechle and Earle, Essentials of Strength Training and Conditioning):
  // %1RM 100 95 93 90 87 85 83 80 77 75 70 for 1-11 reps.
  const nsca: Array<[percent: number, reps: number]> = [
    [100, 1],
    [95, 2],
    [93, 3],
    [90, 4],
    [87, 5],
    [85, 6],
    [83, 7],
    [80, 8],
    [77, 9],
    [75, 10],
    [70, 11],
  ];

  it("holds the NSCA chart as published", () => {
    expect(nscaLoadChart.map((row) => [row.percent, row.reps])).toEqual(nsca);
  });

  it("takes the reps from the NSCA chart for every percentage the chart lists", () => {
    const rows = percentTable(100);
    expect(rows.map((row) => row.percent)).toEqual([100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50]);
    for (const row of rows.filter((r) => r.repsSource === "nsca")) {
      expect(nsca.find(([percent]) => percent === row.percent)?.[1], `${row.percent} %`).toBe(row.reps);
    }
    expect(rows.filter((r) => r.repsSource === "nsca").map((r) => r.percent)).toEqual([100, 95, 90, 85, 80, 75, 70]);
  });

  it("below the chart uses Brzycki's inverse rounded down, so reps keep rising as the load falls", () => {
    // 37 - 36 × 0.65 = 13.6 -> 13; 0.60 -> 15.4 -> 15; 0.55 -> 17.2 -> 17; 0.50 -> 19.
    const low = percentTable(100).filter((r) => r.repsSource === "brzycki");
    expect(low.map((r) => [r.percent, r.reps])).toEqual([
      [65, 13],
      [60, 15],
      [55, 17],
      [50, 19],
    ]);
    const reps = percentTable(100).map((r) => r.reps);
    for (let i = 1; i < reps.length; i++) expect(reps[i]).toBeGreaterThan(reps[i - 1] ?? 0);
  });

  it("rounds loads to 0.5", () => {
    // 1RM 137.5: 95 % = 130.625 -> 130.5; 85 % = 116.875 -> 117; 65 % = 89.375 -> 89.5; 55 % = 75.625 -> 75.5.
    const byPercent = new Map(percentTable(137.5).map((r) => [r.percent, r.weight]));
    expect(byPercent.get(100)).toBe(137.5);
    expect(byPercent.get(95)).toBe(130.5);
    expect(byPercent.get(85)).toBe(117);
    expect(byPercent.get(65)).toBe(89.5);
    expect(byPercent.get(55)).toBe(75.5);
    for (const { weight } of percentTable(101.3)) expect(Number.isInteger(weight * 2)).toBe(true);
  });

  it("Brzycki's curve stays within 2.5 points of the NSCA chart and inverts exactly", () => {
    for (const [percent, reps] of nsca) {
      expect(Math.abs(percentForReps(reps) * 100 - percent), `${reps} reps`).toBeLessThan(2.5);
      expect(repsForPercent(percentForReps(reps))).toBeCloseTo(reps, 10);
    }
  });

  it("rejects a one-rep max that is not a positive number", () => {
    expect(() => percentTable(0)).toThrow(RangeError);
    expect(() => percentTable(-20)).toThrow(RangeError);
    expect(() => percentTable(Number.NaN)).toThrow(RangeError);
  });
});

describe("strength levels", () => {
  it("places a lift by its bodyweight multiple", () => {
    expect(liftLevel("male", "squat", 80, 60).level).toBe("beginner");
    expect(liftLevel("male", "squat", 80, 120)).toMatchObject({ level: "intermediate", ratio: 1.5, progress: 0, nextAtKg: 160 });
    expect(liftLevel("female", "deadlift", 60, 200)).toMatchObject({ level: "elite", progress: 1, nextAtKg: null });
  });
});
