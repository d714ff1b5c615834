import { describe, expect, it } from "vitest";
import { adjustedTargets, caloriesBelowAllowed, lowestCalories } from "../../core/nutrition/adjusted-targets";
import { nutritionTargets, type TargetInputs } from "../../core/nutrition/targets";
import { calorieStep, leastSquaresWeekly, weeklyAdjustment as adjust, windowStart } from "../../core/nutrition/weekly-adjustment";
import { healthContext, type HealthInputs } from "../../core/safety/health-context";

const man: TargetInputs = { sex: "male", age: 32, heightCm: 180, weightKg: 100, activity: "MODERATE", goal: "LOSE_WEIGHT" };
const today = "2026-11-23";

/** The member's health context from the inputs' body, with a life stage when given. */
const healthOf = (i: TargetInputs, over: Partial<HealthInputs> = {}) =>
  healthContext({ age: i.age, sex: i.sex, weightKg: i.weightKg, heightCm: i.heightCm, ...over }, today);

/** This week's adjustment with the health context of the inputs' body (or the one given). */
const weeklyAdjustment = (a: Omit<Parameters<typeof adjust>[0], "health"> & { health?: Parameters<typeof adjust>[0]["health"] }) =>
  adjust({ ...a, health: a.health ?? healthOf(a.inputs) });

/** Daily weights ending on 2026-11-23: `days` of them, changing `perWeek` kg a week from `start`. */
function weights(days: number, perWeek: number, start = 100, end = "2026-11-23") {
  const last = Date.parse(`${end}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const back = days - 1 - i;
    return { date: new Date(last - back * 86_400_000).toISOString().slice(0, 10), weight: start + (perWeek / 7) * i };
  });
}

describe("weekly diet adjustment", () => {
  it("fits a least-squares line through the weights, in kg a week", () => {
    expect(leastSquaresWeekly(weights(14, -0.7))).toBeCloseTo(-0.7, 10);
    expect(leastSquaresWeekly([{ date: "2026-11-01", weight: 80 }])).toBe(0);
  });

  it("needs 10 days with a weight in the last 14 and says how many there are", () => {
    const nine = weights(9, -0.5);
    expect(weeklyAdjustment({ inputs: man, calories: 2400, weights: nine, today: "2026-11-23" })).toEqual({
      kind: "not_enough_data",
      days: 9,
      needed: 10,
    });
    // Days before the window and after today do not count; one weight per day.
    const outside = [...nine, { date: "2026-11-09", weight: 100 }, { date: "2026-11-24", weight: 100 }, nine[0]!];
    expect(weeklyAdjustment({ inputs: man, calories: 2400, weights: outside, today: "2026-11-23" })).toMatchObject({ days: 9 });
    expect(windowStart("2026-11-23")).toBe("2026-11-10");
  });

  it("cuts 150 kcal when a cut loses 0.1 kg a week against a target of 0.5", () => {
    const result = weeklyAdjustment({ inputs: man, calories: 2400, weights: weights(14, -0.1, 100.5), today: "2026-11-23" });
    expect(result).toMatchObject({ kind: "adjustment", trendKg: -0.1, expectedKg: -0.5, fromKcal: 2400, toKcal: 2250, reason: "adjusted" });
  });

  it("keeps the calories when the trend is within 0.1 kg a week of the target", () => {
    const result = weeklyAdjustment({ inputs: man, calories: 2400, weights: weights(10, -0.45, 100.3), today: "2026-11-23" });
    expect(result).toMatchObject({ reason: "on_track", fromKcal: 2400, toKcal: 2400 });
  });

  it("steps 100, 150 or 200 kcal by the size of the gap, toward the target", () => {
    expect([0.1, 0.15, 0.2, 0.25, 0.4, 0.41, 2].map(calorieStep)).toEqual([0, -100, -100, -150, -150, -200, -200]);
    expect([-0.1, -0.15, -0.3, -0.9].map(calorieStep)).toEqual([0, 100, 150, 200]);
  });

  it("expects +0.25 % of body weight a week on a bulk and no change on maintenance", () => {
    const bulk = weeklyAdjustment({ inputs: { ...man, goal: "GAIN_MUSCLE" }, calories: 3000, weights: weights(14, 0), today: "2026-11-23" });
    expect(bulk).toMatchObject({ expectedKg: 0.25, trendKg: 0, toKcal: 3150 });
    const maintain = weeklyAdjustment({ inputs: { ...man, goal: "MAINTAIN" }, calories: 2800, weights: weights(14, 0.5), today: "2026-11-23" });
    expect(maintain).toMatchObject({ expectedKg: 0, toKcal: 2600 });
  });

  it("raises the calories when a cut loses much faster than the target", () => {
    const fast = weeklyAdjustment({ inputs: man, calories: 2000, weights: weights(14, -1.5), today: "2026-11-23" });
    expect(fast).toMatchObject({ toKcal: 2200, reason: "adjusted" });
  });

  it("never goes below the safe floor for the sex", () => {
    const woman: TargetInputs = { sex: "female", age: 30, heightCm: 160, weightKg: 60, activity: "SEDENTARY", goal: "LOSE_WEIGHT" };
    const stalled = weights(14, 0, 60);
    expect(weeklyAdjustment({ inputs: woman, calories: 1250, weights: stalled, today: "2026-11-23" })).toMatchObject({ toKcal: 1200, reason: "floor" });
    expect(weeklyAdjustment({ inputs: woman, calories: 1200, weights: stalled, today: "2026-11-23" })).toMatchObject({ toKcal: 1200, reason: "floor" });
  });

  it("aims at a steady weight and never below maintenance when a cut is withheld (under 18, underweight)", () => {
    // 17 years old; and an adult of 52 kg at 180 cm (BMI 16.0).
    for (const inputs of [{ ...man, age: 17 }, { ...man, weightKg: 52 }]) {
      const health = healthOf(inputs);
      expect(health.deficitBlock).not.toBeNull();
      const maintenance = nutritionTargets({ ...inputs, goal: "MAINTAIN" }, health).targets.calories;
      expect(lowestCalories(inputs, health)).toBe(maintenance);
      // The target shown is the one applied: a steady weight, not the plan's -0.5 % a week.
      const steady = weeklyAdjustment({ inputs, calories: maintenance, weights: weights(14, 0, inputs.weightKg), today });
      expect(steady).toMatchObject({ expectedKg: 0, trendKg: 0, fromKcal: maintenance, toKcal: maintenance, reason: "on_track" });
      // Gaining: the step down stops at maintenance.
      const gaining = weeklyAdjustment({ inputs, calories: maintenance, weights: weights(14, 0.3, inputs.weightKg), today });
      expect(gaining).toMatchObject({ expectedKg: 0, fromKcal: maintenance, toKcal: maintenance, reason: "floor" });
      // Losing: calories go up toward a steady weight.
      const losing = weeklyAdjustment({ inputs, calories: maintenance, weights: weights(14, -0.3, inputs.weightKg), today });
      expect(losing).toMatchObject({ expectedKg: 0, toKcal: maintenance + 150, reason: "adjusted" });
      expect(adjustedTargets({ ...inputs, calorieAdjustment: -500 }, health).targets.calories).toBe(maintenance);
    }
  });

  it("brings a plan made before the cut was withheld up to maintenance, even when the weight is on track", () => {
    const inputs = { ...man, weightKg: 52 };
    const health = healthOf(inputs);
    const maintenance = lowestCalories(inputs, health);
    const old = maintenance - 500;
    expect(caloriesBelowAllowed(old, inputs, health)).toBe(true);
    expect(caloriesBelowAllowed(maintenance, inputs, health)).toBe(false);
    const steady = weeklyAdjustment({ inputs, calories: old, weights: weights(14, 0, 52), today });
    expect(steady).toMatchObject({ trendKg: 0, expectedKg: 0, fromKcal: old, toKcal: maintenance, reason: "floor", calorieAdjustment: 0 });
    // Losing on the old plan: the step up still lands at least at maintenance.
    const losing = weeklyAdjustment({ inputs, calories: old, weights: weights(14, -0.3, 52), today });
    expect(losing).toMatchObject({ fromKcal: old, toKcal: maintenance, reason: "floor" });
    // Pregnancy's lowest is maintenance plus the extra energy.
    const pregnant = healthOf({ ...man, sex: "female", weightKg: 70 }, { lifeStage: "pregnancy" });
    const woman = { ...man, sex: "female" as const, weightKg: 70 };
    const lowest = lowestCalories(woman, pregnant);
    expect(lowest).toBe(nutritionTargets({ ...woman, goal: "MAINTAIN" }, { deficitBlock: null, extraEnergyKcal: 0 }).targets.calories + 340);
    expect(caloriesBelowAllowed(lowest - 10, woman, pregnant)).toBe(true);
  });

  it("is off in pregnancy and breastfeeding, and an earlier shift no longer counts", () => {
    const woman: TargetInputs = { ...man, sex: "female", weightKg: 70, heightCm: 168 };
    for (const lifeStage of ["pregnancy", "lactation"] as const) {
      const health = healthOf(woman, { lifeStage });
      const result = weeklyAdjustment({ inputs: woman, health, calories: 2400, weights: weights(14, 0.5, 70), today });
      expect(result).toEqual({ kind: "paused", pause: lifeStage });
      const own = nutritionTargets(woman, health).targets.calories;
      expect(adjustedTargets({ ...woman, calorieAdjustment: -300 }, health).targets.calories).toBe(own);
      expect(adjustedTargets({ ...woman, calorieAdjustment: 300 }, health).targets.calories).toBe(own);
    }
  });

  it("the plan's shift gives the new calories, with the macros rebuilt for them", () => {
    const health = healthOf(man);
    const result = weeklyAdjustment({ inputs: man, calories: nutritionTargets(man, health).targets.calories, weights: weights(14, 0.2), today: "2026-11-23" });
    if (result.kind !== "adjustment") throw new Error("expected an adjustment");
    const targets = adjustedTargets({ ...man, calorieAdjustment: result.calorieAdjustment }, health).targets;
    expect(result.calorieAdjustment).toBe(-200);
    expect(targets.calories).toBe(result.toKcal);
    expect(Math.abs(targets.protein.kcal + targets.fat.kcal + targets.carbs.kcal - targets.calories)).toBeLessThanOrEqual(2);
    expect(targets.carbs.grams).toBeLessThan(nutritionTargets(man, health).targets.carbs.grams);
  });
});
