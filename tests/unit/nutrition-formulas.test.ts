import { describe, expect, it } from "vitest";
import { KCAL_PER_KG, SAFE_WEEKLY_LOSS_SHARE, weeklyChangeShare, weeksToTarget } from "../../core/formulas/energy-balance";
import { FAT_FLOOR_PER_KG, calorieTarget, macrosForGoal, proteinPerKg } from "../../core/formulas/macros";
import { kgToLb, lbToKg } from "../../core/formulas/units";
import { EFSA_WATER_AI, dailyWaterMl } from "../../core/formulas/water";
import { goals } from "../../core/plans";

describe("energy balance (Wishnofsky 1958: 3500 kcal per pound)", () => {
  it("rounds 3500 kcal/lb = 7716 kcal/kg to 7700", () => {
    const perKg = 3500 / lbToKg(1);
    expect(perKg).toBeCloseTo(7716.2, 1);
    expect(Math.abs(KCAL_PER_KG - perKg) / perKg).toBeLessThan(0.003);
  });

  it("a 500 kcal daily deficit loses about a pound a week, the rule's own example", () => {
    const result = weeksToTarget(80, 75, -500);
    if ("error" in result) throw new Error(result.error);
    expect(result.direction).toBe("lose");
    expect(kgToLb(result.weeklyKg)).toBeCloseTo(1, 1);
    // 5 kg × 7700 kcal/kg ÷ 3500 kcal/week = 11 weeks.
    expect(result.weeks).toBeCloseTo(11, 10);
  });

  it("a surplus reaches a heavier target", () => {
    // 3 kg × 7700 ÷ (250 × 7) = 13.2 weeks at 0.227 kg a week.
    expect(weeksToTarget(70, 73, 250)).toEqual({ weeks: expect.closeTo(13.2, 6), weeklyKg: expect.closeTo(0.22727, 4), direction: "gain" });
  });

  it("is already there when the target equals the current weight", () => {
    expect(weeksToTarget(80, 80, -500)).toEqual({ weeks: 0, weeklyKg: 0, direction: "none" });
    expect(weeksToTarget(80, 80, 0)).toEqual({ weeks: 0, weeklyKg: 0, direction: "none" });
  });

  it("says so when the change points away from the target or is zero", () => {
    expect(weeksToTarget(80, 75, 500)).toEqual({ error: "wrong_direction" });
    expect(weeksToTarget(70, 75, -300)).toEqual({ error: "wrong_direction" });
    expect(weeksToTarget(80, 75, 0)).toEqual({ error: "no_change" });
  });

  it("rejects weights that are not positive numbers", () => {
    expect(() => weeksToTarget(0, 75, -500)).toThrow(RangeError);
    expect(() => weeksToTarget(80, -1, -500)).toThrow(RangeError);
    expect(() => weeksToTarget(80, 75, Number.NaN)).toThrow(RangeError);
  });

  it("measures the weekly change against body weight so the UI can warn above 1 % a week", () => {
    expect(SAFE_WEEKLY_LOSS_SHARE).toBe(0.01);
    expect(weeklyChangeShare(80, 0.8)).toBeCloseTo(0.01, 10);
    expect(weeklyChangeShare(80, -0.8)).toBeCloseTo(0.01, 10);
    const fast = weeksToTarget(80, 70, -1000);
    const steady = weeksToTarget(80, 70, -500);
    if ("error" in fast || "error" in steady) throw new Error("unexpected error result");
    // 1000 kcal/day is 0.91 kg a week, 1.14 % of 80 kg: over the guideline; 500 kcal/day is not.
    expect(weeklyChangeShare(80, fast.weeklyKg)).toBeGreaterThan(SAFE_WEEKLY_LOSS_SHARE);
    expect(weeklyChangeShare(80, steady.weeklyKg)).toBeLessThan(SAFE_WEEKLY_LOSS_SHARE);
    expect(weeklyChangeShare(0, 0.5)).toBeNaN();
  });
});

describe("calorie target", () => {
  it("is a 20 % deficit, maintenance, or a 10 % surplus, rounded to 10 kcal", () => {
    expect(calorieTarget(2500, "LOSE_WEIGHT")).toBe(2000);
    expect(calorieTarget(2500, "MAINTAIN")).toBe(2500);
    expect(calorieTarget(2500, "GAIN_MUSCLE")).toBe(2750);
    // 2345 × 0.8 = 1876 -> 1880; 2345 -> 2350; 2345 × 1.1 = 2579.5 -> 2580.
    expect(calorieTarget(2345, "LOSE_WEIGHT")).toBe(1880);
    expect(calorieTarget(2345, "MAINTAIN")).toBe(2350);
    expect(calorieTarget(2345, "GAIN_MUSCLE")).toBe(2580);
  });

  it("gives NaN for a TDEE that is not a positive number", () => {
    expect(calorieTarget(0, "MAINTAIN")).toBeNaN();
    expect(calorieTarget(Number.NaN, "LOSE_WEIGHT")).toBeNaN();
  });
});

describe("macros for a goal", () => {
  it("keeps protein inside the ISSN (2017) range of 1.4-2.0 g/kg", () => {
    for (const goal of goals) {
      expect(proteinPerKg[goal]).toBeGreaterThanOrEqual(1.4);
      expect(proteinPerKg[goal]).toBeLessThanOrEqual(2.0);
    }
  });

  it("splits a cut for an 80 kg person, hand-worked with Atwater's 4/9/4", () => {
    // Protein 2.0 × 80 = 160 g = 640 kcal; fat max(0.8 × 80 = 64 g, 25 % × 2000 / 9 = 55.6 g) = 64 g
    // = 576 kcal; carbohydrate (2000 - 640 - 576) / 4 = 196 g = 784 kcal.
    expect(macrosForGoal({ weightKg: 80, calories: 2000, goal: "LOSE_WEIGHT" })).toEqual({
      calories: 2000,
      protein: { grams: 160, kcal: 640, share: 0.32 },
      fat: { grams: 64, kcal: 576, share: 0.288 },
      carbs: { grams: 196, kcal: 784, share: 0.392 },
      exceedsCalories: false,
    });
  });

  it("uses 25 % fat when that is above the floor (80 kg, 2750 kcal, gaining)", () => {
    // Protein 1.8 × 80 = 144 g; fat 25 % × 2750 / 9 = 76.4 -> 76 g; carbohydrate (2750 - 576 - 684) / 4 = 372.5 -> 373 g.
    const split = macrosForGoal({ weightKg: 80, calories: 2750, goal: "GAIN_MUSCLE" });
    expect([split.protein.grams, split.fat.grams, split.carbs.grams]).toEqual([144, 76, 373]);
    expect(split.protein.kcal + split.fat.kcal + split.carbs.kcal).toBe(2752);
  });

  it("flags a calorie target too low for the protein and fat floor, with no carbohydrate", () => {
    // 100 kg at 1000 kcal: protein capped at 35 % of 1000 kcal = 87.5 → 88 g (352 kcal), plus the
    // fat floor 80 g (720 kcal), is already 1072 kcal.
    const split = macrosForGoal({ weightKg: 100, calories: 1000, goal: "LOSE_WEIGHT" });
    expect(split.exceedsCalories).toBe(true);
    expect(split.carbs).toEqual({ grams: 0, kcal: 0, share: 0 });
    expect(split.protein.grams).toBe(88);
    expect(split.fat.grams).toBe(80);
  });

  it("caps protein at 35 % of the calories and at the weight of BMI 25 when the height is known", () => {
    // 90 kg losing weight on 1600 kcal: 2.0 g/kg would be 180 g (45 %); 35 % is 140 g.
    expect(macrosForGoal({ weightKg: 90, calories: 1600, goal: "LOSE_WEIGHT" }).protein.grams).toBe(140);
    // 170 cm at 110 kg maintaining on 3000 kcal: BMI 25 weighs 72.25 kg; × 1.6 g/kg = 115.6 → 116 g.
    expect(macrosForGoal({ weightKg: 110, heightCm: 170, calories: 3000, goal: "MAINTAIN" }).protein.grams).toBe(116);
    expect(macrosForGoal({ weightKg: 60, heightCm: 170, calories: 3000, goal: "MAINTAIN" }).protein.grams).toBe(96);
  });

  it("holds its properties across weights, calorie targets and goals", () => {
    for (const goal of goals) {
      for (let weightKg = 40; weightKg <= 160; weightKg += 7.5) {
        for (let calories = 1200; calories <= 4500; calories += 130) {
          const split = macrosForGoal({ weightKg, calories, goal });
          const label = `${goal} ${weightKg} kg ${calories} kcal`;
          for (const macro of [split.protein, split.fat, split.carbs]) expect(Number.isInteger(macro.grams), label).toBe(true);
          // Fat never below the floor (allowing the rounding to whole grams).
          expect(split.fat.grams, label).toBeGreaterThanOrEqual(FAT_FLOOR_PER_KG * weightKg - 0.5);
          expect(split.fat.grams * 9, label).toBeGreaterThanOrEqual(0.25 * calories - 4.5);
          if (split.exceedsCalories) {
            expect(split.carbs.grams, label).toBe(0);
            expect(split.protein.kcal + split.fat.kcal, label).toBeGreaterThan(calories);
          } else {
            // The three kcal add up to the calories within one rounded gram of carbohydrate.
            expect(Math.abs(split.protein.kcal + split.fat.kcal + split.carbs.kcal - calories), label).toBeLessThanOrEqual(2);
            expect(split.protein.share + split.fat.share + split.carbs.share, label).toBeCloseTo(1, 2);
          }
        }
      }
    }
  });

  it("scales protein with body weight, not with calories (below the 35 % cap)", () => {
    for (const goal of goals) {
      const light = macrosForGoal({ weightKg: 55, calories: 2200, goal });
      const heavy = macrosForGoal({ weightKg: 110, calories: 3000, goal });
      expect(Math.abs(heavy.protein.grams - 2 * light.protein.grams)).toBeLessThanOrEqual(1);
      expect(macrosForGoal({ weightKg: 55, calories: 3200, goal }).protein.grams).toBe(light.protein.grams);
    }
  });

  it("rejects a weight or calorie count that is not a positive number", () => {
    expect(() => macrosForGoal({ weightKg: 0, calories: 2000, goal: "MAINTAIN" })).toThrow(RangeError);
    expect(() => macrosForGoal({ weightKg: 70, calories: -100, goal: "MAINTAIN" })).toThrow(RangeError);
    expect(() => macrosForGoal({ weightKg: Number.NaN, calories: 2000, goal: "MAINTAIN" })).toThrow(RangeError);
  });
});

describe("daily water", () => {
  it("is 35 ml/kg plus the activity allowance, rounded to 50 ml, 80 % of it from drinks", () => {
    // 70 kg: 2450 ml; drinks 0.8 × 2450 = 1960 -> 1950.
    expect(dailyWaterMl(70, "SEDENTARY")).toEqual({ totalMl: 2450, fromDrinksMl: 1950 });
    // 70 kg moderate: 2450 + 500 = 2950; drinks 2360 -> 2350.
    expect(dailyWaterMl(70, "MODERATE")).toMatchObject({ totalMl: 2950, fromDrinksMl: 2350 });
    // 60 kg very active: 2100 + 1000 = 3100; drinks 2480 -> 2500.
    expect(dailyWaterMl(60, "VERY_ACTIVE")).toMatchObject({ totalMl: 3100, fromDrinksMl: 2500 });
    // 71 kg: 2485 -> 2500.
    expect(dailyWaterMl(71, "SEDENTARY").totalMl).toBe(2500);
  });

  it("rises with each activity level", () => {
    const totals = (["SEDENTARY", "LIGHT", "MODERATE", "ACTIVE", "VERY_ACTIVE"] as const).map((level) => dailyWaterMl(80, level).totalMl);
    expect(totals).toEqual([2800, 3050, 3300, 3550, 3800]);
  });

  it("keeps EFSA's (2010) adequate intakes for the reference beside it", () => {
    expect(EFSA_WATER_AI.male).toEqual({ totalMl: 2500, fromDrinksMl: 2000 });
    expect(EFSA_WATER_AI.female).toEqual({ totalMl: 2000, fromDrinksMl: 1600 });
    // Food supplies about 20 %: drinks are 80 % of EFSA's total for both sexes.
    for (const ai of Object.values(EFSA_WATER_AI)) expect(ai.fromDrinksMl / ai.totalMl).toBeCloseTo(0.8, 10);
  });

  it("rejects a weight that is not a positive number", () => {
    expect(() => dailyWaterMl(0, "LIGHT")).toThrow(RangeError);
    expect(() => dailyWaterMl(Number.NaN, "LIGHT")).toThrow(RangeError);
  });
});
