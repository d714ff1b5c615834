import { describe, expect, it } from "vitest";
import { dishes } from "../../content/dishes/dishes";
import { foodTable } from "../../content/foods/food-table";
import { generateNutritionPlan } from "../../core/nutrition/generate-nutrition";
import { goalWarning, latestComposition } from "../../core/nutrition/goal-warning";
import type { NutritionInputs } from "../../core/nutrition/nutrition-plan";
import { nutritionTargets } from "../../core/nutrition/targets";
import { adultBmiApplies, deficitAllowed, deficitBlock } from "../../core/safety/deficit";
import { ageLimits } from "../../core/safety/limits";
import { metricLimits } from "../../core/validation/account";
import { nutritionPlanSchema } from "../../core/validation/plans";
import * as v from "valibot";

const adult: NutritionInputs = {
  sex: "female",
  age: 30,
  heightCm: 168,
  weightKg: 70,
  activity: "MODERATE",
  goal: "LOSE_WEIGHT",
  style: "dishes",
  vegetarian: false,
  variant: 0,
  chosen: {},
};

describe("when a calorie deficit is allowed", () => {
  it("allows it for adults who are neither pregnant nor breastfeeding", () => {
    expect(deficitAllowed({ age: 18 }, { stage: "none" })).toBe(true);
    expect(deficitAllowed({ age: 45 }, null)).toBe(true);
    expect(deficitAllowed({ age: 30 }, {})).toBe(true);
  });

  it("refuses it under 18 and during pregnancy or breastfeeding, pregnancy named first", () => {
    expect(deficitBlock({ age: 16 }, null)).toBe("minor");
    expect(deficitBlock({ age: 17 }, { stage: "none" })).toBe("minor");
    expect(deficitBlock({ age: 30 }, { stage: "pregnancy" })).toBe("pregnancy");
    expect(deficitBlock({ age: 30 }, { stage: "lactation" })).toBe("pregnancy");
    expect(deficitBlock({ age: 17 }, { stage: "lactation" })).toBe("pregnancy");
    expect(deficitAllowed({ age: 17 }, null)).toBe(false);
  });

  it("uses the same minimum age as sign-up and the profile", () => {
    expect(metricLimits.age.min).toBe(ageLimits.minimum);
    expect(ageLimits.adult).toBe(18);
  });
});

describe("nutrition targets under the safety rules", () => {
  it("gives a 17-year-old who asks to lose weight maintenance calories, and says why", () => {
    const teen = { ...adult, age: 17 };
    const cut = nutritionTargets(teen);
    const maintain = nutritionTargets({ ...teen, goal: "MAINTAIN" });
    expect(cut.targets.calories).toBe(maintain.targets.calories);
    expect(cut.targets.calories).toBeGreaterThanOrEqual(Math.round(cut.tdee / 10) * 10 - 10);
    expect(cut.deficitWithheld).toBe("minor");
    expect(generateNutritionPlan(teen, dishes, foodTable).deficitWithheld).toBe("minor");
  });

  it("keeps a deficit for an 18-year-old", () => {
    const eighteen = nutritionTargets({ ...adult, age: 18 });
    expect(eighteen.targets.calories).toBeLessThan(eighteen.tdee * 0.85);
    expect(eighteen.deficitWithheld).toBeNull();
    expect(generateNutritionPlan({ ...adult, age: 18 }, dishes, foodTable).deficitWithheld).toBeUndefined();
  });

  it("gives pregnant and breastfeeding women maintenance, not a deficit", () => {
    for (const stage of ["pregnancy", "lactation"] as const) {
      const t = nutritionTargets({ ...adult, stage });
      expect(t.targets.calories).toBe(nutritionTargets({ ...adult, goal: "MAINTAIN" }).targets.calories);
      expect(t.deficitWithheld).toBe("pregnancy");
    }
  });

  it("leaves maintaining and gaining alone for minors and pregnancy", () => {
    const gain = nutritionTargets({ ...adult, age: 17, goal: "GAIN_MUSCLE", stage: "pregnancy" });
    expect(gain.deficitWithheld).toBeNull();
    expect(gain.targets.calories).toBeGreaterThan(gain.tdee);
  });

  it("accepts the pregnancy answer in the plan request and rejects anything else", () => {
    expect(v.parse(nutritionPlanSchema, { goal: "LOSE_WEIGHT" }).stage).toBe("none");
    expect(v.parse(nutritionPlanSchema, { goal: "LOSE_WEIGHT", stage: "lactation" }).stage).toBe("lactation");
    const bad = v.safeParse(nutritionPlanSchema, { goal: "LOSE_WEIGHT", stage: "yes" });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toBe("validation_micro_stage_invalid");
  });
});

describe("BMI warnings and categories", () => {
  const man = { sex: "male" as const, age: 30 };
  it("does not use adult categories under 18", () => {
    expect(adultBmiApplies(17)).toBe(false);
    expect(adultBmiApplies(18)).toBe(true);
    expect(adultBmiApplies(null)).toBe(true);
    expect(goalWarning(27, "GAIN_MUSCLE", { ...man, age: 17 })).toBeNull();
    expect(goalWarning(17, "LOSE_WEIGHT", { ...man, age: 16 })).toBeNull();
    expect(goalWarning(17, "LOSE_WEIGHT", man)).toBe("underweight_loss");
  });

  it("lets a lean waist or body fat overrule a BMI of 25 or more, and names the measurement when it confirms fat", () => {
    expect(goalWarning(27, "GAIN_MUSCLE", man)).toBe("overweight_gain");
    expect(goalWarning(27, "GAIN_MUSCLE", { ...man, waistCm: 84 })).toBeNull();
    expect(goalWarning(27, "GAIN_MUSCLE", { ...man, waistCm: 102 })).toBe("overweight_gain_waist");
    expect(goalWarning(27, "MAINTAIN", { sex: "female", age: 30, waistCm: 82 })).toBe("overweight_gain_waist");
    expect(goalWarning(27, "GAIN_MUSCLE", { ...man, waistCm: 102, bodyFatPercent: 14 })).toBeNull();
    expect(goalWarning(31, "GAIN_MUSCLE", { ...man, waistCm: 80, bodyFatPercent: 28 })).toBe("overweight_gain_body_fat");
    expect(goalWarning(27, "LOSE_WEIGHT", { ...man, waistCm: 102 })).toBeNull();
  });

  it("reads the waist and the Navy body-fat estimate from the newest entry with a waist", () => {
    const entries = [
      { waist: 100, neck: 38, hips: null },
      { waist: 86, neck: 40, hips: null },
      { waist: null, neck: 41, hips: null },
    ];
    const body = latestComposition(entries, "male", 30, 180);
    expect(body.waistCm).toBe(86);
    expect(body.bodyFatPercent).toBeGreaterThan(10);
    expect(body.bodyFatPercent).toBeLessThan(20);
    expect(latestComposition([{ waist: 90, neck: null, hips: null }], "male", 30, 180)).toEqual({
      sex: "male",
      age: 30,
      waistCm: 90,
      bodyFatPercent: null,
    });
    // Women need the hips for the Navy estimate.
    expect(latestComposition([{ waist: 75, neck: 33, hips: null }], "female", 30, 165).bodyFatPercent).toBeNull();
    expect(latestComposition([], "female", 30, 165)).toEqual({ sex: "female", age: 30 });
  });
});
