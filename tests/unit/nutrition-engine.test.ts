import { describe, expect, it } from "vitest";
import { dishes } from "../../content/dishes/dishes";
import { meals } from "../../core/nutrition/dish";
import { activityLevels, goals } from "../../core/plans";
import { dayError, mealShares, portionBounds } from "../../core/nutrition/example-day";
import { foodTable } from "../../content/foods/food-table";
import { dayTargets, generateNutritionPlan } from "../../core/nutrition/generate-nutrition";
import { goalWarning } from "../../core/nutrition/goal-warning";
import { nutrientsOf } from "../../core/nutrition/dish-nutrients";
import type { NutritionInputs, NutritionPlan } from "../../core/nutrition/nutrition-plan";
import { simpleReference, simpleTolerance } from "../../core/nutrition/simple-diet";
import { calorieFloor, nutritionTargets as targetsFor, type TargetInputs } from "../../core/nutrition/targets";
import { healthContext } from "../../core/safety/health-context";

const base: NutritionInputs = { sex: "female", age: 30, heightCm: 168, weightKg: 62, activity: "MODERATE", goal: "MAINTAIN", style: "dishes", vegetarian: false, variant: 0, chosen: {} };
/** The member's health context from the inputs' own body (no pregnancy), on a fixed day. */
const healthOf = (i: TargetInputs) => healthContext({ age: i.age, sex: i.sex, weightKg: i.weightKg, heightCm: i.heightCm }, "2026-06-01");
const nutritionTargets = (i: TargetInputs) => targetsFor(i, healthOf(i));
const plan = (over: Partial<NutritionInputs>) => {
  const inputs = { ...base, ...over };
  return generateNutritionPlan(inputs, healthOf(inputs), dishes, foodTable);
};
/** The day's largest miss in tolerances: calories and protein 5 %, fat and carbohydrate 10 %; 1 or less is on target. */
const error = (p: NutritionPlan) => dayError(p.totals, dayTargets(p.targets));
/** A meal may grow past its share of the day's calories by at most this much. */
const SHARE_SLACK = 0.2;

/** Adult bodies from BMI 17 to 40 at short, middle and tall heights. */
function* bodies() {
  for (const heightCm of [150, 165, 180, 195])
    for (const bmi of [17, 21, 25, 30, 35, 40]) yield { heightCm, weightKg: Math.round(bmi * (heightCm / 100) ** 2) };
}

describe("nutrition plan engine", () => {
  it("lands the example day on all four targets for every profile, goal and diet, in sensible portions", () => {
    let count = 0;
    const failures: string[] = [];
    for (const sex of ["male", "female"] as const)
      for (const age of [18, 40, 65, 80])
        for (const body of bodies())
          for (const activity of activityLevels)
            for (const goal of goals)
              for (const vegetarian of [false, true]) {
                const p = plan({ sex, age, ...body, activity, goal, vegetarian });
                const label = `${sex} ${age} ${body.heightCm}cm ${body.weightKg}kg ${activity} ${goal} veg=${vegetarian}`;
                const { totals: t, targets } = p;
                if (error(p) > 1)
                  failures.push(`${label}: ${t.kcal}/${targets.calories} kcal, ${t.protein}/${targets.protein.grams} g protein, ${t.fat}/${targets.fat.grams} g fat, ${t.carbs}/${targets.carbs.grams} g carbs`);
                for (const portion of p.day) {
                  if (portion.scale < portionBounds.min - 0.01 || portion.scale > portionBounds.max + 0.01) failures.push(`${label}: ${portion.meal} ×${portion.scale}`);
                  if (portion.kcal / t.kcal > mealShares[portion.meal] + SHARE_SLACK) failures.push(`${label}: ${portion.meal} is ${portion.kcal} of ${t.kcal} kcal`);
                }
                count++;
              }
    expect(failures).toEqual([]);
    expect(count).toBe(2 * 4 * 24 * 5 * 3 * 2);
  }, 120_000);

  it("fits the day the reviewer found off target: a man of 30, 84 kg, maintaining", () => {
    const p = plan({ sex: "male", age: 30, heightCm: 180, weightKg: 84, goal: "MAINTAIN" });
    const { totals, targets } = p;
    expect(Math.abs(totals.kcal / targets.calories - 1)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(totals.protein / targets.protein.grams - 1)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(totals.fat / targets.fat.grams - 1)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(totals.carbs / targets.carbs.grams - 1)).toBeLessThanOrEqual(0.1);
    for (let variant = 1; variant <= 6; variant++) expect(error(plan({ sex: "male", age: 30, heightCm: 180, weightKg: 84, goal: "MAINTAIN", variant }))).toBeLessThanOrEqual(1);
  });

  it("builds the day from library dishes for every meal, never the same dish twice, with the portions' real nutrients", () => {
    const p = plan({ goal: "GAIN_MUSCLE" });
    expect(p.day.map((x) => x.meal)).toEqual([...meals]);
    expect(new Set(p.day.map((x) => x.dish)).size).toBe(5);
    for (const portion of p.day) {
      const dish = dishes.find((d) => d.slug === portion.dish)!;
      expect(dish.meals).toContain(portion.meal);
      expect(portion.kcal).toBe(Math.round(nutrientsOf(portion.ingredients, foodTable).kcal));
      expect(portion.ingredients.every((i) => i.grams % 5 === 0 && i.grams >= 5)).toBe(true);
    }
    const sum = p.day.reduce((s, x) => s + x.kcal, 0);
    expect(Math.abs(sum - p.totals.kcal)).toBeLessThanOrEqual(3);
  });

  it("is deterministic, varies with the variant and keeps vegetarian days free of meat and fish", () => {
    expect(plan({})).toEqual(plan({}));
    expect(plan({ variant: 1 }).day.map((x) => x.dish)).not.toEqual(plan({}).day.map((x) => x.dish));
    const veg = plan({ vegetarian: true, goal: "GAIN_MUSCLE" });
    for (const portion of veg.day) expect(dishes.find((d) => d.slug === portion.dish)!.vegetarian).toBe(true);
  });

  it("keeps a chosen dish and re-balances the rest around it", () => {
    const lunch = dishes.find((d) => d.slug === "pasta-with-vegetables-and-olive-oil")!;
    const p = plan({ chosen: { lunch: lunch.slug } });
    expect(p.day[1]!.dish).toBe(lunch.slug);
    expect(error(p)).toBeLessThanOrEqual(1);
  });

  it("sets targets from TDEE and goal, never below the safe floor, protein capped at the weight of BMI 25", () => {
    // Mifflin-St Jeor, woman 30 y, 168 cm, 62 kg: 10·62 + 6.25·168 − 5·30 − 161 = 1359 kcal; × 1.55 = 2106.
    expect(nutritionTargets({ ...base, goal: "MAINTAIN" })).toMatchObject({ tdee: 2106, targets: { calories: 2110, protein: { grams: 99 } } });
    expect(nutritionTargets({ ...base, goal: "LOSE_WEIGHT" }).targets.calories).toBe(1680);
    // A small sedentary woman losing weight: 20 % under her TDEE would be below 1,200 kcal.
    const small = nutritionTargets({ ...base, weightKg: 45, heightCm: 150, age: 70, activity: "SEDENTARY", goal: "LOSE_WEIGHT" });
    expect(small.targets.calories).toBe(calorieFloor.female);
    // 180 cm at 130 kg: protein for 81 kg (BMI 25), 2.0 g/kg while losing = 162 g, not 260 g.
    expect(nutritionTargets({ ...base, sex: "male", heightCm: 180, weightKg: 130, goal: "LOSE_WEIGHT" }).targets.protein.grams).toBe(162);
  });

  it("offers the simple raw-weight diet, fitted to the targets with the same main meal twice", () => {
    const p = plan({ style: "simple" });
    expect(p.day.map((x) => x.meal)).toEqual(["lunch", "dinner", "snack"]);
    const [lunch, dinner, snack] = p.day.map((x) => x.ingredients);
    expect(lunch!.find((i) => i.food === "broccoli-raw")!.grams).toBe(simpleReference.vegetables / 2);
    expect(lunch!.map((i) => i.grams)).toEqual(dinner!.map((i) => i.grams));
    expect(lunch!.every((i) => i.grams % 5 === 0 && i.grams >= 5)).toBe(true);
    expect(snack).toHaveLength(3);
    expect(dayError(p.totals, dayTargets(p.targets), simpleTolerance)).toBeLessThanOrEqual(1);
    // Calories and protein come first whatever the diet.
    const veg = plan({ style: "simple", vegetarian: true, sex: "male", weightKg: 80, heightCm: 182, goal: "GAIN_MUSCLE" });
    expect(Math.abs(veg.totals.kcal / veg.targets.calories - 1)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(veg.totals.protein / veg.targets.protein.grams - 1)).toBeLessThanOrEqual(0.05);
  });
});

describe("goal warnings", () => {
  it("warns an underweight member against losing and suggests losing first when overweight or obese", () => {
    expect(goalWarning(17.5, "LOSE_WEIGHT")).toBe("underweight_loss");
    expect(goalWarning(17.5, "GAIN_MUSCLE")).toBeNull();
    expect(goalWarning(22, "LOSE_WEIGHT")).toBeNull();
    expect(goalWarning(27, "GAIN_MUSCLE")).toBe("overweight_gain");
    expect(goalWarning(32, "MAINTAIN")).toBe("overweight_gain");
    expect(goalWarning(32, "LOSE_WEIGHT")).toBeNull();
  });
});
