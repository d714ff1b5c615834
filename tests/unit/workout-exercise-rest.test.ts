// An exercise's own rest timer, chosen in its menu and kept on this device: what the logger then
// rests after a set (none when turned off), how the rest reads in both languages, and what a kept
// setting holds after a reload, however it was tampered with.
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { KindedSet } from "../../core/training/set-kinds";
import type { SessionExercise } from "../../core/training/session";
import { restChoices } from "../../core/validation/logger-settings";
import { exerciseBySlug } from "../../web/shared/queries/exercises";
import {
  defaultSettings,
  keepLoggerSettings,
  useLoggerSettings,
  withRest,
  type LoggerSettings,
} from "../../web/workout/device-settings";
import { restTime } from "../../web/workout/rest-text";
import { defaultRestSeconds, exercisePlanOf } from "../../web/workout/use-exercise-plan";

const bench = exerciseBySlug.get("barbell-bench-press")!;
const previousSets: KindedSet[] = [{ weight: 60, reps: 8, seconds: null, kind: "work" }];
const planned = { slug: "barbell-bench-press", sets: 4, restSeconds: 150 } as SessionExercise;
const planOf = (o: { planned?: SessionExercise; chosenRest?: number }) =>
  exercisePlanOf({
    planned: o.planned,
    previousSets,
    exercise: bench,
    goal: undefined,
    allowsLoad: true,
    chosenRest: o.chosenRest,
  });

afterEach(() => {
  localStorage.clear();
  keepLoggerSettings(defaultSettings);
});

describe("an exercise's rest", () => {
  it("is the plan's, else the default, until the member chooses one; 0 is no timer", () => {
    expect(planOf({})).toMatchObject({ restSeconds: defaultRestSeconds, usualRestSeconds: defaultRestSeconds });
    expect(planOf({ planned })).toMatchObject({ restSeconds: 150, usualRestSeconds: 150 });
    expect(planOf({ planned, chosenRest: 60 })).toMatchObject({ restSeconds: 60, usualRestSeconds: 150 });
    expect(planOf({ chosenRest: 0 })).toMatchObject({ restSeconds: 0, usualRestSeconds: defaultRestSeconds });
  });

  it("is chosen for one exercise and given back to the plan without touching the others", () => {
    let settings: LoggerSettings = { ...defaultSettings, ...withRest(defaultSettings, "barbell-bench-press", 120) };
    settings = { ...settings, ...withRest(settings, "goblet-squat", 0) };
    expect(settings.rest).toEqual({ "barbell-bench-press": 120, "goblet-squat": 0 });
    expect(withRest(settings, "barbell-bench-press", null).rest).toEqual({ "goblet-squat": 0 });
  });

  it("reads in seconds below two minutes and in whole minutes from there, in English and Russian", () => {
    expect(restChoices.filter((s) => s > 0).map((s) => restTime(s, "en"))).toEqual([
      "30 s",
      "45 s",
      "60 s",
      "90 s",
      "2 min",
      "3 min",
      "4 min",
      "5 min",
    ]);
    expect(restTime(150, "en")).toBe("150 s");
    expect(restTime(180, "ru")).toBe("3\u00a0мин");
  });
});

describe("the kept rests", () => {
  it("come back after a reload, and only the choices the menu offers", () => {
    localStorage.setItem(
      "forma_workout_settings",
      JSON.stringify({
        effort: "rpe",
        rest: { "barbell-bench-press": 120, "goblet-squat": 17, plank: "60", ["x".repeat(101)]: 60, "own-1": 0 },
      }),
    );
    const { result } = renderHook(() => useLoggerSettings());
    expect(result.current.rest).toEqual({ "barbell-bench-press": 120, "own-1": 0 });
    expect(result.current.effort).toBe("rpe");
  });

  it("are not a list or a text where an object belongs", () => {
    for (const rest of [[120], "120", null]) {
      localStorage.setItem("forma_workout_settings", JSON.stringify({ rest }));
      expect(renderHook(() => useLoggerSettings()).result.current.rest).toEqual({});
    }
  });
});
