import { describe, expect, it } from "vitest";
import type { Exercise } from "../../core/training/exercise";
import { loadIncrement, suggestNext } from "../../core/training/double-progression";
import { blockFor } from "../../core/training/progression";

const build = blockFor("popular", 30)[0]!;
const deload = blockFor("popular", 30).at(-1)!;
type Kind = Pick<Exercise, "equipment" | "group" | "measure">;
const dumbbellPress: Kind = { equipment: ["dumbbell", "bench"], group: "chest", measure: "reps" };
const squat: Kind = { equipment: ["barbell"], group: "legs", measure: "reps" };
const pushUp: Kind = { equipment: ["bodyweight"], group: "chest", measure: "reps" };
const plank: Kind = { equipment: ["bodyweight"], group: "core", measure: "seconds" };
const sets = (weight: number | null, ...reps: number[]) => reps.map((r) => ({ weight, reps: r, seconds: null }));

describe("double progression", () => {
  it("starts at the bottom of the range with no load when nothing is logged yet", () => {
    expect(suggestNext(dumbbellPress, { reps: [8, 12] }, [], build)).toEqual({ weight: null, reps: 8, seconds: null, reason: "first_time" });
    expect(suggestNext(plank, { seconds: 40 }, [], build)).toEqual({ weight: null, reps: null, seconds: 40, reason: "first_time" });
  });

  it("adds the smallest load step once every set reaches the top of the range", () => {
    expect(suggestNext(dumbbellPress, { reps: [8, 12] }, sets(20, 12, 12, 12), build)).toEqual({ weight: 22, reps: 8, seconds: null, reason: "add_load" });
    expect(suggestNext(squat, { reps: [6, 10] }, sets(80, 10, 10, 10, 10), build)).toEqual({ weight: 85, reps: 6, seconds: null, reason: "add_load" });
  });

  it("keeps the load and asks for one more rep than the weakest set otherwise", () => {
    expect(suggestNext(dumbbellPress, { reps: [8, 12] }, sets(20, 12, 10, 9), build)).toEqual({ weight: 20, reps: 10, seconds: null, reason: "add_reps" });
    // Only the sets at the top load count: a lighter back-off set does not hold progress back.
    expect(suggestNext(dumbbellPress, { reps: [8, 12] }, [...sets(20, 12, 12), ...sets(16, 6)], build).reason).toBe("add_load");
  });

  it("keeps adding reps to bodyweight exercises and seconds to holds", () => {
    expect(suggestNext(pushUp, { reps: [8, 12] }, sets(null, 12, 13, 12), build)).toEqual({ weight: null, reps: 13, seconds: null, reason: "add_reps" });
    const held = [40, 42, 45].map((seconds) => ({ weight: null, reps: null, seconds }));
    expect(suggestNext(plank, { seconds: 40 }, held, build)).toEqual({ weight: null, reps: null, seconds: 45, reason: "add_time" });
    const short = [40, 30].map((seconds) => ({ weight: null, reps: null, seconds }));
    expect(suggestNext(plank, { seconds: 40 }, short, build).reason).toBe("repeat");
  });

  it("lightens the load by 10 % in the deload week, to half a step", () => {
    // 80 kg × 0.9 = 72 kg, to the nearest 2.5 kg: 72.5 kg.
    expect(suggestNext(squat, { reps: [6, 10] }, sets(80, 10, 10), deload)).toEqual({ weight: 72.5, reps: 6, seconds: null, reason: "deload" });
  });

  it("knows the load steps of each kind of equipment", () => {
    expect(loadIncrement({ equipment: ["barbell"], group: "chest" })).toBe(2.5);
    expect(loadIncrement({ equipment: ["barbell"], group: "legs" })).toBe(5);
    expect(loadIncrement({ equipment: ["dumbbell"], group: "arms" })).toBe(2);
    expect(loadIncrement({ equipment: ["bodyweight"], group: "core" })).toBeNull();
  });
});
