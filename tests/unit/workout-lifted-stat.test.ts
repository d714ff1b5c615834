// What a workout's summaries show for what it lifted: the volume, or for bodyweight sets alone
// (whose volume counts only weight added to the body) the reps, or for holds alone the time held,
// in both languages and units.
import { afterEach, describe, expect, it } from "vitest";
import { switchLocale } from "../../web/shared/i18n/locale";
import { liftedMeasure } from "../../core/training/lifted";
import { liftedStat } from "../../web/workout/history/lifted-stat";

afterEach(() => switchLocale("en"));

describe("what a workout lifted", () => {
  it("is the volume once any weight was lifted, the reps when none was, the time held when no reps were done", () => {
    expect(liftedMeasure({ volumeKg: 0, reps: 35, seconds: 0 })).toBe("reps");
    expect(liftedMeasure({ volumeKg: 1, reps: 35, seconds: 0 })).toBe("volume");
    // Push-ups and a plank: the reps; planks alone: the time.
    expect(liftedMeasure({ volumeKg: 0, reps: 35, seconds: 60 })).toBe("reps");
    expect(liftedMeasure({ volumeKg: 0, reps: 0, seconds: 60 })).toBe("seconds");
    // Nothing done yet: the volume, 0.
    expect(liftedMeasure({ volumeKg: 0, reps: 0, seconds: 0 })).toBe("volume");
    // The logger's unrounded volume reads as the history's rounded one: 0.25 kg added once shows "0 kg" nowhere.
    expect(liftedMeasure({ volumeKg: 0.25, reps: 1, seconds: 0 })).toBe("reps");
    expect(liftedMeasure({ volumeKg: 0.5, reps: 1, seconds: 0 })).toBe("volume");
  });

  it("reads in English and Russian, the volume in the member's units", () => {
    expect(liftedStat({ volumeKg: 0, reps: 1250, seconds: 0 }, "metric")).toEqual(["Reps", "1,250"]);
    expect(liftedStat({ volumeKg: 2400, reps: 60, seconds: 0 }, "metric")).toEqual(["Volume", "2,400 kg"]);
    expect(liftedStat({ volumeKg: 100, reps: 10, seconds: 0 }, "imperial")).toEqual(["Volume", "220 lb"]);
    expect(liftedStat({ volumeKg: 0, reps: 0, seconds: 225 }, "metric")).toEqual(["Held", "3:45"]);
    expect(liftedStat({ volumeKg: 0, reps: 0, seconds: 3725 }, "metric")).toEqual(["Held", "1:02:05"]);
    switchLocale("ru");
    expect(liftedStat({ volumeKg: 0, reps: 1250, seconds: 0 }, "metric")).toEqual(["Повторения", "1\u00a0250"]);
    expect(liftedStat({ volumeKg: 2400, reps: 60, seconds: 0 }, "metric")).toEqual(["Объём", "2\u00a0400\u00a0кг"]);
    expect(liftedStat({ volumeKg: 0, reps: 0, seconds: 180 }, "metric")).toEqual(["Удержание", "3:00"]);
  });
});
