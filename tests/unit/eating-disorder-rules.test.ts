import { describe, expect, it } from "vitest";
import { adjustmentPause, adjustedTargets, lowestCalories } from "../../core/nutrition/adjusted-targets";
import { weeklyAdjustment } from "../../core/nutrition/weekly-adjustment";
import { nutritionTargets } from "../../core/nutrition/targets";
import { cutAllowed, deficitAllowed, healthContext, targetsAllowed } from "../../core/safety/health-context";
import { asksForTargets } from "../../core/safety/target-asks";

// Eating-disorder signs in the health context: the first reason a deficit is withheld, no targets
// shown, no weekly adjustments, no cut; and the questions a member with them on record asks for figures.

const today = "2026-11-21";
const woman = { age: 30, sex: "female" as const, weightKg: 62, heightCm: 168 };
const inputs = {
  sex: "female" as const,
  age: 30,
  heightCm: 168,
  weightKg: 62,
  activity: "MODERATE" as const,
  goal: "LOSE_WEIGHT" as const,
};

describe("eating-disorder signs in the health context", () => {
  it("withhold the targets, the deficit and the cut, ahead of every other reason", () => {
    const h = healthContext({ ...woman, eatingDisorderSigns: true }, today);
    expect(h).toMatchObject({ eatingDisorderSigns: true, deficitBlock: "eating-disorder" });
    expect([targetsAllowed(h), deficitAllowed(h), cutAllowed(h)]).toEqual([false, false, false]);
    // Pregnant and underweight as well: the signs come first.
    expect(healthContext({ ...woman, weightKg: 45, lifeStage: "pregnancy", eatingDisorderSigns: true }, today).deficitBlock).toBe(
      "eating-disorder",
    );
    const none = healthContext({ ...woman, eatingDisorderSigns: false }, today);
    expect([none.eatingDisorderSigns, targetsAllowed(none), none.deficitBlock]).toEqual([false, true, null]);
  });

  it("keep a loss goal at maintenance and pause the weekly adjustments, whatever the trend", () => {
    const h = healthContext({ ...woman, eatingDisorderSigns: true }, today);
    const maintenance = nutritionTargets({ ...inputs, goal: "MAINTAIN" }, h).targets.calories;
    expect(nutritionTargets(inputs, h)).toMatchObject({ deficitWithheld: "eating-disorder", targets: { calories: maintenance } });
    expect(adjustmentPause(h)).toBe("eating-disorder");
    expect(lowestCalories(inputs, h)).toBe(maintenance);
    // A step down made before the signs no longer counts.
    expect(adjustedTargets({ ...inputs, calorieAdjustment: -300 }, h).targets.calories).toBe(maintenance);
    const gaining = Array.from({ length: 14 }, (_, i) => ({
      date: `2026-11-${String(8 + i).padStart(2, "0")}`,
      weight: 62 + 0.05 * i,
    }));
    expect(weeklyAdjustment({ inputs, health: h, calories: maintenance, weights: gaining, today })).toEqual({
      kind: "paused",
      pause: "eating-disorder",
    });
  });
});

describe("a question for figures to eat by", () => {
  it("is a calorie, macro or weight-loss question, in English and Russian", () => {
    for (const q of [
      "how many calories should I eat to lose weight?",
      "How much protein should I eat a day?",
      "what are my macros",
      "how do I get shredded",
      "Сколько калорий мне есть, чтобы похудеть?",
      "сколько белка в день",
      "посчитай мою норму",
      "какой дефицит поставить",
    ])
      expect(asksForTargets(q), q).toBe(true);
  });

  it("is not a training, sleep or technique question", () => {
    for (const q of [
      "How do I do a barbell back squat?",
      "how much sleep do I need",
      "chest press or push-ups?",
      "Как делать жим лёжа?",
      "сколько подходов делать",
    ])
      expect(asksForTargets(q), q).toBe(false);
  });
});
