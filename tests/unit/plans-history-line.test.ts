// The plan tab's recent workouts, one line each: sets, what was lifted (reps for bodyweight sets
// alone, the time held for holds alone, never "0 kg lifted"), and the time, in English and Russian and in both units.
import { afterEach, describe, expect, it } from "vitest";
import type { WorkoutSummaryJson } from "../../core/api/workouts";
import { switchLocale } from "../../web/shared/i18n/locale";
import { historyLine } from "../../web/plans/workout/history-line";

afterEach(() => switchLocale("en"));

const workout = (over: Partial<WorkoutSummaryJson>): WorkoutSummaryJson => ({
  id: "w1",
  date: "2026-03-02",
  name: null,
  source: "free",
  dayType: null,
  status: "finished",
  startedAt: 0,
  durationMinutes: 42,
  exercises: 1,
  sets: 3,
  volumeKg: 1200,
  reps: 24,
  seconds: 0,
  lines: [],
  ...over,
});

describe("a recent workout's line", () => {
  it("says the load lifted, or the reps of bodyweight sets alone, and the time", () => {
    expect(historyLine(workout({}), "metric")).toBe("Sets: 3 · 1,200 kg lifted · 42 min");
    expect(historyLine(workout({}), "imperial")).toBe("Sets: 3 · 2,646 lb lifted · 42 min");
    expect(historyLine(workout({ volumeKg: 0, reps: 1250, durationMinutes: null }), "metric")).toBe(
      "Sets: 3 · Reps: 1,250 · In progress",
    );
    expect(historyLine(workout({ volumeKg: 0, reps: 0, seconds: 180 }), "metric")).toBe("Sets: 3 · Held: 3:00 · 42 min");
    switchLocale("ru");
    const plain = (t: string) => t.replace(/\u00a0/g, " ");
    expect(plain(historyLine(workout({ volumeKg: 0, reps: 35 }), "metric"))).toBe("Подходов: 3 · повторений: 35 · 42 мин");
    expect(plain(historyLine(workout({}), "metric"))).toBe("Подходов: 3 · поднято 1 200 кг · 42 мин");
    expect(plain(historyLine(workout({ volumeKg: 0, reps: 0, seconds: 180 }), "metric"))).toBe(
      "Подходов: 3 · удержание: 3:00 · 42 мин",
    );
  });
});
