// A past workout's exercise against the time before (core/training/last-time.ts): which total is
// compared for which exercise, which sets count, and when there is nothing to compare.
import { describe, expect, it } from "vitest";
import { compareExercises, compareWithLastTime } from "../../core/training/last-time";
import type { SetKind } from "../../core/training/set-kinds";
import { switchLocale } from "../../web/shared/i18n/locale";
import { changeText } from "../../web/workout/history/last-time-text";

const set = (kind: SetKind, weight: number | null, reps: number | null, seconds: number | null = null) => ({
  kind,
  weight,
  reps,
  seconds,
});
const barbell = { measure: "reps", loaded: true } as const;
const bodyweight = { measure: "reps", loaded: false } as const;
const timed = { measure: "seconds", loaded: false } as const;

describe("one exercise against the time before", () => {
  it("compares a loaded exercise's volume over its work sets: drop sets and sets to failure in, warm-ups out", () => {
    const now = [set("warmup", 100, 10), set("work", 60, 8), set("failure", 60, 6), set("drop", 40, 10)];
    const then = [set("warmup", 200, 10), set("work", 60, 8), set("work", 60, 8)];
    expect(compareWithLastTime(now, then, barbell)).toEqual({
      measure: "volume",
      now: 480 + 360 + 400,
      then: 960,
      change: 280 / 960,
    });
  });

  it("compares a bodyweight exercise's reps, its added weight left out", () => {
    expect(compareWithLastTime([set("work", 10, 8), set("work", null, 10)], [set("work", null, 20)], bodyweight)).toEqual({
      measure: "reps",
      now: 18,
      then: 20,
      change: -0.1,
    });
  });

  it("compares a timed exercise's time held, also when a weight was held", () => {
    expect(
      compareWithLastTime([set("work", 10, null, 60)], [set("work", null, null, 45), set("work", null, null, 40)], timed),
    ).toMatchObject({
      measure: "seconds",
      now: 60,
      then: 85,
    });
  });

  it("compares a loaded exercise logged without weights either time by its reps, and by volume only when both times had weights", () => {
    expect(compareWithLastTime([set("work", null, 12)], [set("work", null, 10)], barbell)).toMatchObject({
      measure: "reps",
      now: 12,
      then: 10,
    });
    expect(compareWithLastTime([set("work", 20, 12)], [set("work", null, 10)], barbell)).toMatchObject({
      measure: "reps",
      now: 12,
      then: 10,
    });
    expect(compareWithLastTime([set("work", null, 12)], [set("work", 20, 10)], barbell)).toMatchObject({
      measure: "reps",
      now: 12,
      then: 10,
    });
    expect(compareWithLastTime([set("work", 20, 12)], [set("work", 20, 10)], barbell)).toMatchObject({
      measure: "volume",
      now: 240,
      then: 200,
    });
  });

  it("counts a change under 0.05 % as none (it would read 0 %), and one at 0.05 % as a change", () => {
    expect(compareWithLastTime([set("work", 100, 200), set("work", 5, 1)], [set("work", 100, 200)], barbell)).toMatchObject({
      now: 20_005,
      then: 20_000,
      change: 0,
    });
    expect(compareWithLastTime([set("work", 100, 200), set("work", 10, 1)], [set("work", 100, 200)], barbell)?.change).toBe(
      0.0005,
    );
  });

  it("is the same total, not a change, when the totals are equal however the sets differ", () => {
    expect(compareWithLastTime([set("work", 80, 5), set("work", 80, 5)], [set("work", 100, 8)], barbell)?.change).toBe(0);
  });

  it("compares nothing the first time, with only warm-ups either time, or when the time before has nothing to measure", () => {
    expect(compareWithLastTime([set("work", 60, 8)], [], barbell)).toBeNull();
    expect(compareWithLastTime([set("work", 60, 8)], [set("warmup", 40, 10)], barbell)).toBeNull();
    expect(compareWithLastTime([set("warmup", 40, 10)], [set("work", 60, 8)], barbell)).toBeNull();
    expect(compareWithLastTime([set("work", null, null, 30)], [set("work", null, 10)], timed)).toBeNull();
  });
});

describe("a workout's exercises", () => {
  it("counts every place an exercise was done in the workout, and leaves out those without a time before", () => {
    const sets = [
      { ...set("work", 60, 8), exercise: "barbell-bench-press" },
      { ...set("work", null, 10), exercise: "push-up" },
      { ...set("work", 60, 6), exercise: "barbell-bench-press" },
    ];
    const previous = { "barbell-bench-press": { date: "2026-02-26", sets: [set("work", 60, 10)] } };
    const compared = compareExercises(sets, previous, (slug) => (slug === "push-up" ? bodyweight : barbell));
    expect([...compared]).toEqual([
      ["barbell-bench-press", { measure: "volume", now: 840, then: 600, change: 0.4, date: "2026-02-26" }],
    ]);
  });
});

describe("the change as the history says it", () => {
  it("rounds to whole percents, to a tenth below one, and says unchanged only when the totals are equal", () => {
    switchLocale("en");
    expect([0.4, 0.01, 0.0099, 0.004, 0, -0.004, -0.105, -1].map(changeText)).toEqual([
      "+40%",
      "+1%",
      "+1%",
      "+0.4%",
      "unchanged",
      "\u22120.4%",
      "\u221211%",
      "\u2212100%",
    ]);
    switchLocale("ru");
    expect([0.004, 0, -0.105].map(changeText)).toEqual(["+0,4\u00a0%", "без изменений", "\u221211\u00a0%"]);
    switchLocale("en");
  });
});
