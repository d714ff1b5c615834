import { describe, expect, it } from "vitest";
import { exercises } from "../../content/exercises/index";
import type { KindedSet } from "../../core/training/set-kinds";
import { doseFor, suggestionFor } from "../../core/training/suggest";
import { type ScreeningResult, screeningAllowsTraining } from "../../core/safety/health-context";
import { exercisePlanOf } from "../../web/workout/use-exercise-plan";

// content/exercises: the bench press defaults to 5-8 reps (a barbell chest lift: 2.5 kg steps),
// push-ups to 8-15, the front plank to 40 s holds.
const bySlug = (slug: string) => exercises.find((e) => e.slug === slug)!;
const bench = bySlug("barbell-bench-press");
const pushUp = bySlug("push-up");
const plank = bySlug("front-plank");
const sets = (weight: number | null, ...reps: number[]): KindedSet[] => reps.map((r) => ({ weight, reps: r, seconds: null, kind: "work" }));
const holds = (...seconds: number[]) => seconds.map((s) => ({ weight: null, reps: null, seconds: s }));

describe("suggestion for an exercise added to a workout", () => {
  it("starts at the bottom of the goal's range, with no load, the first time", () => {
    expect(suggestionFor(bench, [])).toEqual({ weight: null, reps: 5, seconds: null, reason: "first_time" });
    expect(suggestionFor(bench, [], "GAIN_MUSCLE")).toEqual({ weight: null, reps: 6, seconds: null, reason: "first_time" });
    expect(suggestionFor(plank, [], "LOSE_WEIGHT")).toEqual({ weight: null, reps: null, seconds: 55, reason: "first_time" });
  });

  it("keeps the load and asks for one more rep until every set reaches the top", () => {
    expect(suggestionFor(bench, sets(60, 8, 7, 6), "GAIN_MUSCLE")).toEqual({ weight: 60, reps: 7, seconds: null, reason: "add_reps" });
    // The exercise's own 5-8 without a goal: 8, 8, 7 is not there yet.
    expect(suggestionFor(bench, sets(60, 8, 8, 7))).toEqual({ weight: 60, reps: 8, seconds: null, reason: "add_reps" });
  });

  it("adds a load step and goes back to the bottom once every set is at the top", () => {
    expect(suggestionFor(bench, sets(60, 8, 8, 8, 8))).toEqual({ weight: 62.5, reps: 5, seconds: null, reason: "add_load" });
    expect(suggestionFor(bench, sets(60, 10, 10, 10), "GAIN_MUSCLE")).toEqual({ weight: 62.5, reps: 6, seconds: null, reason: "add_load" });
  });

  it("keeps adding reps to a bodyweight exercise", () => {
    expect(suggestionFor(pushUp, sets(null, 15, 15, 15))).toEqual({ weight: null, reps: 16, seconds: null, reason: "add_reps" });
    expect(suggestionFor(pushUp, sets(null, 12, 10, 9))).toEqual({ weight: null, reps: 10, seconds: null, reason: "add_reps" });
  });

  it("lengthens a hold once every hold reached the goal, else repeats the goal", () => {
    expect(suggestionFor(plank, holds(40, 45, 42))).toEqual({ weight: null, reps: null, seconds: 45, reason: "add_time" });
    expect(suggestionFor(plank, holds(55, 40), "LOSE_WEIGHT")).toEqual({ weight: null, reps: null, seconds: 55, reason: "repeat" });
  });

  it("uses the exercise's defaults without a goal, its dose for the goal with one", () => {
    expect(doseFor(bench)).toEqual(bench.defaults);
    expect(doseFor(bench, "GAIN_MUSCLE")).toEqual({ sets: 5, reps: [6, 10], restSeconds: 120 });
  });
});

describe("the logger's plan for an exercise, by the member's screening", () => {
  const of = (screening: ScreeningResult) =>
    exercisePlanOf({ planned: undefined, previousSets: sets(60, 8, 8, 8), exercise: bench, goal: undefined, allowsLoad: screeningAllowsTraining(screening) });

  it("suggests the next load with the screening all 'no' or a doctor's clearance", () => {
    expect(of("clear").suggestion).toEqual({ weight: 62.5, reps: 5, seconds: null, reason: "add_load" });
    expect(of("cleared").suggestion?.reason).toBe("add_load");
  });

  it("suggests no load until the screening is answered, nor while the member should see a doctor first, and still shows last time's sets", () => {
    for (const screening of ["unanswered", "see-doctor"] as const) {
      const plan = of(screening);
      expect(plan.suggestion).toBeNull();
      expect(plan.previous).toEqual(sets(60, 8, 8, 8));
      expect(plan.sets).toBe(3);
    }
  });
});

describe("the logger's plan for an exercise after drop sets and sets to failure", () => {
  const plan = (previousSets: KindedSet[], exercise = bench) =>
    exercisePlanOf({ planned: undefined, previousSets, exercise, goal: undefined, allowsLoad: true });

  it("reads the straight sets only: drop sets neither hold the progression back nor add to the sets to do", () => {
    const withDrops = plan([...sets(60, 8, 8, 8), { weight: 40, reps: 6, seconds: null, kind: "drop" }, { weight: 30, reps: 5, seconds: null, kind: "drop" }]);
    expect(withDrops.suggestion).toEqual({ weight: 62.5, reps: 5, seconds: null, reason: "add_load" });
    expect(withDrops.sets).toBe(3);
    // The drop sets are still shown as last time's, beside this time's drop sets.
    expect(withDrops.previous).toHaveLength(5);
    // At bodyweight every set weighs the same: 3 × 15 push-ups reach the top of 8-15 however few the drop set after them.
    const pushUps = plan([...sets(null, 15, 15, 15), { weight: null, reps: 6, seconds: null, kind: "drop" }], pushUp);
    expect(pushUps.suggestion).toEqual({ weight: null, reps: 16, seconds: null, reason: "add_reps" });
  });

  it("starts the rows shaped as last time: its warm-ups, the sets, the drop set after the last", () => {
    const last = plan([{ weight: 40, reps: 10, seconds: null, kind: "warmup" }, ...sets(60, 8, 8, 8), { weight: 40, reps: 8, seconds: null, kind: "drop" }]);
    expect(last.rows).toEqual(["warmup", "work", "work", "work", "drop"]);
    // The warm-up moves nothing: the same suggestion as without it.
    expect(last.suggestion).toEqual({ weight: 62.5, reps: 5, seconds: null, reason: "add_load" });
    expect(plan([]).rows).toEqual(Array(bench.defaults.sets).fill("work"));
  });

  it("counts a set to failure as one of the sets, and its reps for the progression", () => {
    const failed = plan([...sets(60, 8, 8), { weight: 60, reps: 6, seconds: null, kind: "failure" }]);
    expect(failed.sets).toBe(3);
    expect(failed.suggestion?.reason).not.toBe("add_load");
  });
});
