import { describe, expect, it } from "vitest";
import { exercises } from "../../content/exercises/index";
import { goals } from "../../core/plans";
import { doseForGoal } from "../../core/training/dose";

// content/exercises: the bench press defaults to 4 sets of 5-8 reps with 150 s rest, the front
// plank to 3 holds of 40 s with 45 s rest.
const bench = exercises.find((e) => e.slug === "barbell-bench-press")!;
const curl = exercises.find((e) => e.mechanics === "isolation" && e.measure === "reps")!;
const plank = exercises.find((e) => e.slug === "front-plank")!;

describe("dose for a goal (ACSM 2009 ranges)", () => {
  it("builds muscle with 6-10 reps on compound lifts, an extra set and 2 min rest", () => {
    expect(doseForGoal(bench, "GAIN_MUSCLE")).toEqual({ sets: 5, reps: [6, 10], restSeconds: 120 });
    expect(doseForGoal(curl, "GAIN_MUSCLE")).toMatchObject({ sets: curl.defaults.sets, reps: [8, 12], restSeconds: 90 });
  });

  it("loses weight with higher reps and short rest (under 90 s)", () => {
    expect(doseForGoal(bench, "LOSE_WEIGHT")).toMatchObject({ reps: [8, 12], restSeconds: 75 });
    expect(doseForGoal(curl, "LOSE_WEIGHT")).toMatchObject({ reps: [12, 15], restSeconds: 45 });
  });

  it("keeps the exercise's own range when maintaining", () => {
    expect(doseForGoal(bench, "MAINTAIN")).toEqual({ sets: 4, reps: [5, 8], restSeconds: 90 });
  });

  it("changes hold times, not reps, for timed exercises", () => {
    // 40 s: 15 s longer for endurance, 10 s shorter (and harder) for muscle.
    expect(doseForGoal(plank, "LOSE_WEIGHT").seconds).toBe(55);
    expect(doseForGoal(plank, "GAIN_MUSCLE").seconds).toBe(30);
    expect(doseForGoal(plank, "MAINTAIN")).not.toHaveProperty("reps");
  });

  it("gives every library exercise a sensible dose for every goal", () => {
    for (const e of exercises) {
      for (const goal of goals) {
        const d = doseForGoal(e, goal);
        expect(d.sets, e.slug).toBeGreaterThanOrEqual(1);
        expect(d.sets, e.slug).toBeLessThanOrEqual(5);
        expect(d.restSeconds, e.slug).toBeGreaterThan(0);
        if (e.measure === "reps") expect(d.reps![0], e.slug).toBeLessThanOrEqual(d.reps![1]);
        else expect(d.seconds, e.slug).toBeGreaterThanOrEqual(15);
      }
    }
  });
});
