// What a workout's summaries show for what it lifted: the volume, or for bodyweight sets alone
// (whose volume counts only weight added to the body) the reps, in both languages and units.
import { afterEach, describe, expect, it } from "vitest";
import { switchLocale } from "../../web/shared/i18n/locale";
import { showsReps } from "../../core/training/lifted";
import { liftedStat } from "../../web/workout/history/lifted-stat";

afterEach(() => switchLocale("en"));

describe("what a workout lifted", () => {
  it("is the volume once any weight was lifted, the reps only when none was", () => {
    expect(showsReps({ volumeKg: 0, reps: 35 })).toBe(true);
    expect(showsReps({ volumeKg: 1, reps: 35 })).toBe(false);
    // Nothing done yet, or holds alone: the volume, 0.
    expect(showsReps({ volumeKg: 0, reps: 0 })).toBe(false);
    // The logger's unrounded volume reads as the history's rounded one: 0.25 kg added once shows "0 kg" nowhere.
    expect(showsReps({ volumeKg: 0.25, reps: 1 })).toBe(true);
    expect(showsReps({ volumeKg: 0.5, reps: 1 })).toBe(false);
  });

  it("reads in English and Russian, the volume in the member's units", () => {
    expect(liftedStat({ volumeKg: 0, reps: 1250 }, "metric")).toEqual(["Reps", "1,250"]);
    expect(liftedStat({ volumeKg: 2400, reps: 60 }, "metric")).toEqual(["Volume", "2,400 kg"]);
    expect(liftedStat({ volumeKg: 100, reps: 10 }, "imperial")).toEqual(["Volume", "220 lb"]);
    switchLocale("ru");
    expect(liftedStat({ volumeKg: 0, reps: 1250 }, "metric")).toEqual(["Повторения", "1\u00a0250"]);
    expect(liftedStat({ volumeKg: 2400, reps: 60 }, "metric")).toEqual(["Объём", "2\u00a0400\u00a0кг"]);
  });
});
