import { describe, expect, it } from "vitest";
import { dishes } from "../../content/dishes/dishes";
import { foodTable } from "../../content/foods/food-table";
import { generateNutritionPlan } from "../../core/nutrition/generate-nutrition";
import { goalWarning, latestComposition } from "../../core/nutrition/goal-warning";
import type { NutritionInputs } from "../../core/nutrition/nutrition-plan";
import { nutritionTargets } from "../../core/nutrition/targets";
import {
  adultBmiApplies,
  cutAllowed,
  deficitAllowed,
  healthContext,
  type HealthInputs,
  lifeStageDateProblem,
  screeningResult,
  trimesterOf,
} from "../../core/safety/health-context";
import { ageLimits } from "../../core/safety/limits";
import { metricLimits } from "../../core/validation/account";
import { nutritionPlanSchema } from "../../core/validation/plans";
import { profileUpdateSchema, screeningSchema } from "../../core/validation/profile";
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
const today = "2026-06-01";
const woman: HealthInputs = { age: 30, sex: "female", weightKg: 70, heightCm: 168 };
const health = (over: Partial<HealthInputs> = {}) => healthContext({ ...woman, ...over }, today);
/** The day `days` after (or before, when negative) today. */
const day = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const targetsOf = (i: NutritionInputs, over: Partial<HealthInputs> = {}) =>
  nutritionTargets(i, health({ age: i.age, weightKg: i.weightKg, heightCm: i.heightCm, sex: i.sex, ...over }));

describe("the health context", () => {
  it("allows a deficit for adults of BMI 18.5 and up who are neither pregnant nor breastfeeding", () => {
    for (const h of [health(), health({ age: 18 }), health({ age: 100 }), health({ sex: "male", lifeStage: "pregnancy" })]) {
      expect(h.deficitBlock).toBeNull();
      expect(deficitAllowed(h)).toBe(true);
      expect(cutAllowed(h)).toBe(true);
      expect(h.extraEnergyKcal).toBe(0);
    }
  });

  it("marks members under 18 as minors: 17 is, 18 is not, and their BMI never makes them 'underweight'", () => {
    expect(health({ age: 17 })).toMatchObject({ minor: true, deficitBlock: "minor" });
    expect(health({ age: 18 })).toMatchObject({ minor: false, deficitBlock: null });
    expect(health({ age: 16, weightKg: 45, heightCm: 170 })).toMatchObject({
      minor: true,
      underweight: false,
      deficitBlock: "minor",
    });
  });

  it("marks adults under BMI 18.5 as underweight: 18.49 is, 18.5 is not", () => {
    // 100 cm tall: BMI equals the weight in kg.
    const at = (bmi: number) => health({ heightCm: 100, weightKg: bmi });
    expect(at(18.49)).toMatchObject({ underweight: true, deficitBlock: "underweight" });
    expect(cutAllowed(at(18.49))).toBe(false);
    expect(at(18.5)).toMatchObject({ underweight: false, deficitBlock: null });
    expect(health({ age: 30, weightKg: 50, heightCm: 175 }).deficitBlock).toBe("underweight");
  });

  it("names pregnancy or breastfeeding first, and only for women", () => {
    expect(health({ age: 17, lifeStage: "pregnancy" }).deficitBlock).toBe("pregnancy");
    expect(health({ weightKg: 45, lifeStage: "lactation" }).deficitBlock).toBe("lactation");
    expect(health({ sex: "male", lifeStage: "lactation" })).toMatchObject({ lifeStage: "none", deficitBlock: null });
    expect(health({ sex: null, lifeStage: "pregnancy" }).lifeStage).toBe("none");
  });

  it("holds a deficit for a woman of 14 to 50 until she says whether she is pregnant or breastfeeding", () => {
    const unasked = (over: Partial<HealthInputs> = {}) => health({ lifeStageAnswered: false, ...over });
    expect(unasked().deficitBlock).toBe("life-stage-unasked");
    expect(deficitAllowed(unasked())).toBe(false);
    expect(cutAllowed(unasked())).toBe(false);
    // The band's edges: 50 is asked, 51 is not; under 18 the minor's own reason comes first.
    expect(unasked({ age: 50 }).deficitBlock).toBe("life-stage-unasked");
    expect(unasked({ age: 51 }).deficitBlock).toBeNull();
    expect(unasked({ age: 14 }).deficitBlock).toBe("minor");
    expect(unasked({ age: 13 }).deficitBlock).toBe("minor");
    // Underweight is the reason to give first; an answer, a stage on record or a man's profile ask nothing.
    expect(unasked({ weightKg: 50, heightCm: 175 }).deficitBlock).toBe("underweight");
    expect(health({ lifeStageAnswered: true }).deficitBlock).toBeNull();
    expect(unasked({ lifeStage: "pregnancy" }).deficitBlock).toBe("pregnancy");
    expect(unasked({ sex: "male" }).deficitBlock).toBeNull();
    // Where the question stands on the same screen (the calculators), nothing is held.
    expect(health().deficitBlock).toBeNull();
    // Maintenance, with the reason, on a loss goal; no extra energy.
    const held = nutritionTargets(adult, unasked());
    const free = nutritionTargets(adult, health({ lifeStageAnswered: true }));
    expect(held.deficitWithheld).toBe("life-stage-unasked");
    expect(held.extraEnergyKcal).toBe(0);
    expect(held.targets.calories).toBe(held.tdee);
    expect(free.targets.calories).toBeLessThan(free.tdee);
  });

  it("counts the trimester from the due date: week 13 is the first, 14 the second, 27 the second, 28 the third", () => {
    // Week of pregnancy = 40 − weeks to the due date.
    expect(trimesterOf(day(27 * 7 + 1), today)).toBe(1); // 13 weeks 6 days
    expect(trimesterOf(day(26 * 7), today)).toBe(2); // 14 weeks
    expect(trimesterOf(day(12 * 7 + 1), today)).toBe(2); // 27 weeks 6 days
    expect(trimesterOf(day(12 * 7), today)).toBe(3); // 28 weeks
    const at = (days: number) => health({ lifeStage: "pregnancy", lifeStageDate: day(days) });
    expect(at(27 * 7 + 1)).toMatchObject({ trimester: 1, extraEnergyKcal: 0, deficitBlock: "pregnancy" });
    expect(at(26 * 7)).toMatchObject({ trimester: 2, extraEnergyKcal: 340 });
    expect(at(12 * 7 + 1)).toMatchObject({ trimester: 2, extraEnergyKcal: 340 });
    expect(at(12 * 7)).toMatchObject({ trimester: 3, extraEnergyKcal: 452 });
    // Without a due date, the second trimester's figure.
    expect(health({ lifeStage: "pregnancy" })).toMatchObject({ trimester: null, extraEnergyKcal: 340 });
  });

  it("adds 330 kcal while breastfeeding a baby under six months and 400 from six months", () => {
    const at = (days: number) => health({ lifeStage: "lactation", lifeStageDate: day(-days) });
    expect(at(182)).toMatchObject({ lactationMonths: 5, extraEnergyKcal: 330, deficitBlock: "lactation" });
    expect(at(183)).toMatchObject({ lactationMonths: 6, extraEnergyKcal: 400 });
    expect(health({ lifeStage: "lactation" })).toMatchObject({ lactationMonths: null, extraEnergyKcal: 330 });
  });

  it("takes a due date more than two weeks past as outdated: still no deficit, but no trimester and no pregnancy energy", () => {
    const at = (days: number) => health({ lifeStage: "pregnancy", lifeStageDate: day(days) });
    expect(at(0)).toMatchObject({ lifeStageOutdated: false, trimester: 3, extraEnergyKcal: 452 });
    expect(at(-14)).toMatchObject({ lifeStageOutdated: false, trimester: 3, extraEnergyKcal: 452, deficitBlock: "pregnancy" });
    expect(at(-15)).toMatchObject({ lifeStageOutdated: true, trimester: null, extraEnergyKcal: 0, deficitBlock: "pregnancy" });
    expect(at(-452)).toMatchObject({ lifeStageOutdated: true, extraEnergyKcal: 0, deficitBlock: "pregnancy" });
    expect(cutAllowed(at(-452))).toBe(false);
    // Without a date nothing can be outdated; nor is a man's stored stage.
    expect(health({ lifeStage: "pregnancy" }).lifeStageOutdated).toBe(false);
    expect(health({ sex: "male", lifeStage: "pregnancy", lifeStageDate: day(-100) }).lifeStageOutdated).toBe(false);
    expect(health().lifeStageOutdated).toBe(false);
  });

  it("takes a breastfeeding birth date more than two years back as outdated, keeping the block and the energy", () => {
    const at = (days: number) => health({ lifeStage: "lactation", lifeStageDate: day(-days) });
    expect(at(730)).toMatchObject({ lifeStageOutdated: false, extraEnergyKcal: 400, deficitBlock: "lactation" });
    expect(at(731)).toMatchObject({ lifeStageOutdated: true, extraEnergyKcal: 400, deficitBlock: "lactation" });
    expect(health({ lifeStage: "lactation" }).lifeStageOutdated).toBe(false);
  });

  it("reads the screening: unanswered, clear, see a doctor, cleared", () => {
    const answers = [false, false, false, false, false, false, false];
    const yes = [...answers.slice(0, 6), true];
    const at = "2026-06-01T10:00:00Z";
    expect(health().screening).toBe("unanswered");
    expect(health({ screening: { answers, answeredAt: at, doctorCleared: false } }).screening).toBe("clear");
    expect(health({ screening: { answers: yes, answeredAt: at, doctorCleared: false } }).screening).toBe("see-doctor");
    expect(health({ screening: { answers: yes, answeredAt: at, doctorCleared: true } }).screening).toBe("cleared");
  });

  it("accepts a due date up to 42 weeks ahead and a birth date up to two years back, neither on the wrong side of today", () => {
    expect(lifeStageDateProblem("pregnancy", today, today)).toBeNull();
    expect(lifeStageDateProblem("pregnancy", day(294), today)).toBeNull();
    expect(lifeStageDateProblem("pregnancy", day(295), today)).toBe("health_validation_due_date_range");
    expect(lifeStageDateProblem("pregnancy", day(-1), today)).toBe("health_validation_due_date_range");
    expect(lifeStageDateProblem("lactation", today, today)).toBeNull();
    expect(lifeStageDateProblem("lactation", day(-730), today)).toBeNull();
    expect(lifeStageDateProblem("lactation", day(-731), today)).toBe("health_validation_birth_date_range");
    expect(lifeStageDateProblem("lactation", day(1), today)).toBe("health_validation_birth_date_range");
    expect(lifeStageDateProblem("none", today, today)).toBe("health_validation_date_without_stage");
  });

  it("uses the same minimum age as sign-up and the profile", () => {
    expect(metricLimits.age.min).toBe(ageLimits.minimum);
    expect(ageLimits.adult).toBe(18);
  });
});

describe("nutrition targets under the health context", () => {
  it("gives a 17-year-old who asks to lose weight maintenance calories, and says why", () => {
    const teen = { ...adult, age: 17 };
    const cut = targetsOf(teen);
    const maintain = targetsOf({ ...teen, goal: "MAINTAIN" });
    expect(cut.targets.calories).toBe(maintain.targets.calories);
    expect(cut.targets.calories).toBe(Math.round(cut.tdee / 10) * 10);
    expect(cut.deficitWithheld).toBe("minor");
    expect(generateNutritionPlan(teen, health({ age: 17 }), dishes, foodTable).deficitWithheld).toBe("minor");
  });

  it("gives an underweight adult maintenance with the reason", () => {
    const thin = { ...adult, sex: "male" as const, weightKg: 50, heightCm: 175 };
    const cut = targetsOf(thin);
    expect(cut.deficitWithheld).toBe("underweight");
    expect(cut.targets.calories).toBe(targetsOf({ ...thin, goal: "MAINTAIN" }).targets.calories);
  });

  it("keeps a deficit for an 18-year-old", () => {
    const eighteen = targetsOf({ ...adult, age: 18 });
    expect(eighteen.targets.calories).toBeLessThan(eighteen.tdee * 0.85);
    expect(eighteen.deficitWithheld).toBeNull();
    expect(generateNutritionPlan({ ...adult, age: 18 }, health({ age: 18 }), dishes, foodTable).deficitWithheld).toBeUndefined();
  });

  it("gives pregnant and breastfeeding women maintenance plus the extra energy, never a deficit or a surplus", () => {
    const maintenance = targetsOf({ ...adult, goal: "MAINTAIN" });
    for (const [lifeStage, extra] of [
      ["pregnancy", 340],
      ["lactation", 330],
    ] as const) {
      for (const goal of ["LOSE_WEIGHT", "MAINTAIN", "GAIN_MUSCLE"] as const) {
        const t = targetsOf({ ...adult, goal }, { lifeStage });
        expect(t.targets.calories, `${lifeStage} ${goal}`).toBe(Math.round((maintenance.tdee + extra) / 10) * 10);
        expect(t.extraEnergyKcal).toBe(extra);
        expect(t.deficitWithheld).toBe(goal === "LOSE_WEIGHT" ? lifeStage : null);
      }
      const plan = generateNutritionPlan(adult, health({ lifeStage }), dishes, foodTable);
      expect(plan).toMatchObject({ deficitWithheld: lifeStage, extraEnergyKcal: extra });
    }
  });

  it("keeps the safe floor, and leaves gaining alone for minors", () => {
    const small = { ...adult, weightKg: 45, heightCm: 150, age: 70, activity: "SEDENTARY" as const };
    expect(targetsOf(small).targets.calories).toBe(1200);
    const gain = targetsOf({ ...adult, age: 17, goal: "GAIN_MUSCLE" });
    expect(gain.deficitWithheld).toBeNull();
    expect(gain.targets.calories).toBeGreaterThan(gain.tdee);
  });

  it("takes the setup's pregnancy answer as optional (the profile's by default) and rejects anything else", () => {
    expect(v.parse(nutritionPlanSchema, { goal: "LOSE_WEIGHT" }).stage).toBeUndefined();
    expect(v.parse(nutritionPlanSchema, { goal: "LOSE_WEIGHT", stage: "lactation" }).stage).toBe("lactation");
    const bad = v.safeParse(nutritionPlanSchema, { goal: "LOSE_WEIGHT", stage: "yes" });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toBe("health_validation_stage_invalid");
  });

  it("checks the profile's life stage fields and the screening's seven answers", () => {
    expect(v.parse(profileUpdateSchema, { lifeStage: "pregnancy", lifeStageDate: "2026-12-01" })).toEqual({
      lifeStage: "pregnancy",
      lifeStageDate: "2026-12-01",
    });
    expect(v.parse(profileUpdateSchema, { lifeStageDate: null })).toEqual({ lifeStageDate: null });
    expect(v.safeParse(profileUpdateSchema, { lifeStageDate: "2026-13-01" }).issues?.[0]?.message).toBe(
      "health_validation_date_format",
    );
    expect(v.parse(screeningSchema, { answers: Array(7).fill(false) })).toEqual({
      answers: Array(7).fill(false),
      doctorCleared: false,
    });
    for (const answers of [Array(6).fill(false), Array(8).fill(true), [...Array(6).fill(false), 0]])
      expect(v.safeParse(screeningSchema, { answers }).issues?.[0]?.message).toBe("health_validation_screening_answers");
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

  it("counts a pregnancy as a 'yes' in the screening: see a doctor or midwife until cleared", () => {
    const answered = (answers: boolean[], doctorCleared = false) => ({ answers, answeredAt: "2026-06-01T10:00:00.000Z", doctorCleared });
    const noes = Array<boolean>(7).fill(false);
    expect(screeningResult(answered(noes), "pregnancy")).toBe("see-doctor");
    expect(screeningResult(answered(noes, true), "pregnancy")).toBe("cleared");
    expect(screeningResult(answered(noes), "lactation")).toBe("clear");
    expect(screeningResult(answered(noes), "none")).toBe("clear");
    expect(screeningResult(null, "pregnancy")).toBe("unanswered");
    expect(healthContext({ age: 30, sex: "female", weightKg: 68, heightCm: 166, lifeStage: "pregnancy", screening: answered(noes) }, "2026-06-01").screening).toBe("see-doctor");
    // Only a woman's profile has a life stage.
    expect(healthContext({ age: 30, sex: "male", weightKg: 80, heightCm: 180, lifeStage: "pregnancy", screening: answered(noes) }, "2026-06-01").screening).toBe("clear");
  });

  it("never tells a pregnant member to lose weight first: her weight and waist are meant to grow", () => {
    const pregnant = { sex: "female", age: 30, lifeStage: "pregnancy" } as const;
    expect(goalWarning(27, "MAINTAIN", pregnant)).toBeNull();
    expect(goalWarning(27, "MAINTAIN", { ...pregnant, waistCm: 96 })).toBeNull();
    expect(goalWarning(31, "GAIN_MUSCLE", { ...pregnant, waistCm: 96, bodyFatPercent: 36 })).toBeNull();
    // Breastfeeding: the adult categories apply again.
    expect(goalWarning(27, "MAINTAIN", { ...pregnant, lifeStage: "lactation" })).toBe("overweight_gain");
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
