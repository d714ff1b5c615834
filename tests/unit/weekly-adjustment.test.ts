import { describe, expect, it } from "vitest";
import { adjustedTargets, caloriesBelowAllowed, lowestCalories } from "../../core/nutrition/adjusted-targets";
import { nutritionTargets, type TargetInputs } from "../../core/nutrition/targets";
import { aimToleranceKcal, calorieStep, leastSquaresWeekly, stepToAim, weeklyAdjustment as adjust, windowStart } from "../../core/nutrition/weekly-adjustment";
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

/** The diary's daily totals for the `days` days before 2026-11-23 (today's unfinished day is not logged). */
const diary = (days: number, kcal: number) =>
  Array.from({ length: days }, (_, i) => ({ date: new Date(Date.parse(`${today}T00:00:00Z`) - (days - i) * 86_400_000).toISOString().slice(0, 10), kcal }));

describe("weekly diet adjustment from the measured expenditure", () => {
  // 29 daily weights: the 28 days before today and today, losing 0.5 kg a week from 100 to 98 kg.
  const losing = weights(29, -0.5);

  it("aims at the expenditure plus the goal's rate, moving at most 200 kcal a week", () => {
    // Eating 2,000 and losing 0.5 kg a week: expenditure 2,550; a cut of 0.5 % of 98 kg a week is
    // 0.49 × 7,700 / 7 ≈ 540 kcal a day, so the aim is 2,010. The weight alone says on track.
    const byWeight = weeklyAdjustment({ inputs: man, calories: 2400, weights: losing, today });
    expect(byWeight).toMatchObject({ method: "weight_trend", reason: "on_track", toKcal: 2400 });
    const result = weeklyAdjustment({ inputs: man, calories: 2400, weights: losing, today, intake: diary(28, 2000) });
    expect(result).toMatchObject({
      kind: "adjustment",
      method: "expenditure",
      trendKg: -0.5,
      expectedKg: -0.49,
      goalKcal: -540,
      aimKcal: 2010,
      fromKcal: 2400,
      toKcal: 2200,
      reason: "adjusted",
      expenditure: { kind: "estimate", kcal: 2550, averageIntakeKcal: 2000, trendChangeKg: -2, days: 28 },
    });
    // Closer than 200 kcal: the whole way; within 110 kcal: on track.
    expect(weeklyAdjustment({ inputs: man, calories: 2150, weights: losing, today, intake: diary(28, 2000) })).toMatchObject({ toKcal: 2010, reason: "adjusted" });
    expect(weeklyAdjustment({ inputs: man, calories: 2100, weights: losing, today, intake: diary(28, 2000) })).toMatchObject({ toKcal: 2100, reason: "on_track" });
  });

  it("steps the whole gap to the aim up to 200 kcal, none within the weight rule's tolerance", () => {
    expect(aimToleranceKcal).toBe(110);
    expect([0, 110, -110, 111, 150, -150, 200, 390, -900].map(stepToAim)).toEqual([0, 0, 0, 110, 150, -150, 200, 200, -200]);
  });

  it("adds the bulk's surplus to the expenditure", () => {
    // Eating 3,000 at a steady 100 kg: expenditure 3,000; +0.25 % of 100 kg a week ≈ +280 kcal.
    const bulk = weeklyAdjustment({ inputs: { ...man, goal: "GAIN_MUSCLE" }, calories: 3000, weights: weights(29, 0), today, intake: diary(28, 3000) });
    expect(bulk).toMatchObject({ method: "expenditure", expectedKg: 0.25, goalKcal: 280, aimKcal: 3280, toKcal: 3200 });
  });

  it("never goes below the safe floor for the sex", () => {
    const woman: TargetInputs = { sex: "female", age: 30, heightCm: 160, weightKg: 60, activity: "SEDENTARY", goal: "LOSE_WEIGHT" };
    const result = weeklyAdjustment({ inputs: woman, calories: 1250, weights: weights(29, 0, 60), today, intake: diary(28, 1300) });
    expect(result).toMatchObject({ method: "expenditure", aimKcal: 970, toKcal: 1200, reason: "floor" });
  });

  it("gives no deficit to a member under 18 or an underweight adult, whatever the expenditure", () => {
    for (const inputs of [{ ...man, age: 17 }, { ...man, weightKg: 52 }]) {
      const health = healthOf(inputs);
      const maintenance = nutritionTargets({ ...inputs, goal: "MAINTAIN" }, health).targets.calories;
      const steady = weights(29, 0, inputs.weightKg);
      // Burning less than the formula says: the aim lies below maintenance, the calories stay there.
      const low = weeklyAdjustment({ inputs, calories: maintenance, weights: steady, today, intake: diary(28, maintenance - 400) });
      expect(low).toMatchObject({ method: "expenditure", expectedKg: 0, goalKcal: 0, aimKcal: maintenance - 400, toKcal: maintenance, reason: "floor" });
      // Burning more: the calories go up toward it.
      const high = weeklyAdjustment({ inputs, calories: maintenance, weights: steady, today, intake: diary(28, maintenance + 300) });
      expect(high).toMatchObject({ method: "expenditure", goalKcal: 0, toKcal: maintenance + 200, reason: "adjusted" });
    }
  });

  it("stays off in pregnancy and breastfeeding with a full diary", () => {
    const woman: TargetInputs = { ...man, sex: "female", weightKg: 70, heightCm: 168 };
    for (const lifeStage of ["pregnancy", "lactation"] as const) {
      const health = healthOf(woman, { lifeStage });
      const result = weeklyAdjustment({ inputs: woman, health, calories: 2400, weights: weights(29, 0.5, 70), today, intake: diary(28, 1500) });
      expect(result).toEqual({ kind: "paused", pause: lifeStage });
    }
  });

  it("keeps the weight-only rule, with what the diary still lacks, until the diary has enough days", () => {
    const withDiary = weeklyAdjustment({ inputs: man, calories: 2400, weights: losing, today, intake: diary(9, 2000) });
    const without = weeklyAdjustment({ inputs: man, calories: 2400, weights: losing, today });
    if (withDiary.kind !== "adjustment") throw new Error("expected an adjustment");
    const { expenditure, ...rest } = withDiary;
    expect(rest).toEqual(without);
    expect(expenditure).toEqual({ kind: "not_enough_data", intakeDays: 9, weighIns: 29, spanDays: 28, needed: { spanDays: 14, weighIns: 10, intakeDays: 10 } });
    // Too few weights for either: the weight rule's answer, with the diary's side.
    const few = weeklyAdjustment({ inputs: man, calories: 2400, weights: weights(9, -0.5), today, intake: diary(28, 2000) });
    expect(few).toEqual({ kind: "not_enough_data", days: 9, needed: 10, expenditure: expect.objectContaining({ kind: "not_enough_data", weighIns: 9, spanDays: 8 }) });
  });

  it("the plan's shift gives the new calories", () => {
    const health = healthOf(man);
    const result = weeklyAdjustment({ inputs: man, calories: 2400, weights: losing, today, intake: diary(28, 2000) });
    if (result.kind !== "adjustment") throw new Error("expected an adjustment");
    expect(adjustedTargets({ ...man, calorieAdjustment: result.calorieAdjustment }, health).targets.calories).toBe(result.toKcal);
  });
});
