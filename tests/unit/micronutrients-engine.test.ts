// The vitamin and mineral engine: needs by sex, age and life stage, a day's totals, % and
// flags, missing data kept apart from zero, the 7-day average, suggestions and risk notes.
import { describe, expect, it } from "vitest";
import { micronutrients } from "../../content/micronutrients/all";
import { foodEnergy, foodValues, suggestionFoods } from "../../content/foods/food-values";
import { analyzeDay, averageDays, lowPercent, type NutrientResult } from "../../core/micronutrients/analysis";
import { dayTotals, type FoodValues } from "../../core/micronutrients/day-totals";
import { ageGroupOf, needsFor, type Need, type NeedsProfile } from "../../core/micronutrients/needs";
import { micronutrientSlugs, type MicronutrientSlug } from "../../core/micronutrients/nutrients";
import { riskNotesFor } from "../../core/micronutrients/risk-notes";
import { suggestFoods } from "../../core/micronutrients/suggestions";

const needs = (p: NeedsProfile) =>
  Object.fromEntries(needsFor(p, micronutrients).map((n) => [n.slug, n])) as Record<MicronutrientSlug, Need>;
const target = (p: NeedsProfile, slug: MicronutrientSlug) => needs(p)[slug].target;

describe("needs", () => {
  const man30: NeedsProfile = { sex: "male", age: 30, stage: "none" };
  const woman30: NeedsProfile = { sex: "female", age: 30, stage: "none" };
  const woman55: NeedsProfile = { sex: "female", age: 55, stage: "none" };

  it("gives a man of 30 the RDAs", () => {
    expect(target(man30, "vitamin-c")).toBe(90);
    expect(target(man30, "vitamin-d")).toBe(15);
    expect(target(man30, "iron")).toBe(8);
    expect(target(man30, "magnesium")).toBe(400);
    expect(target(man30, "calcium")).toBe(1000);
    expect(needs(man30)["vitamin-c"].upperLimit).toBe(2000);
    expect(needs(man30)["vitamin-d"].unit).toBe("µg");
  });

  it("gives a woman of 30 more iron and less magnesium", () => {
    expect(target(woman30, "iron")).toBe(18);
    expect(target(woman30, "magnesium")).toBe(310);
    expect(target(woman30, "vitamin-c")).toBe(75);
  });

  it("gives a woman of 55 the 51–70 values: less iron, more calcium", () => {
    expect(ageGroupOf(55)).toBe("51-70");
    expect(target(woman55, "iron")).toBe(8);
    expect(target(woman55, "calcium")).toBe(1200);
    expect(target(woman55, "magnesium")).toBe(320);
  });

  it("raises iron, folate and iodine in pregnancy and iodine further in breastfeeding", () => {
    const pregnant = needs({ sex: "female", age: 30, stage: "pregnancy" });
    expect(pregnant.iron.target).toBe(27);
    expect(pregnant.folate.target).toBe(600);
    expect(pregnant.iodine.target).toBe(220);
    expect(needs({ sex: "female", age: 30, stage: "lactation" }).iodine.target).toBe(290);
  });

  it("ignores the stage for men and for women outside 19–50", () => {
    expect(target({ sex: "male", age: 30, stage: "pregnancy" }, "iron")).toBe(8);
    expect(target({ sex: "female", age: 55, stage: "pregnancy" }, "iron")).toBe(8);
  });

  it("covers the 13 vitamins and 15 minerals in order, with what each upper limit counts", () => {
    const list = needsFor(man30, micronutrients);
    expect(list.map((n) => n.slug)).toEqual(micronutrientSlugs);
    expect(list.filter((n) => n.kind === "vitamin")).toHaveLength(13);
    const scope = Object.fromEntries(list.map((n) => [n.slug, n.upperLimitScope]));
    expect(scope).toMatchObject({
      magnesium: "supplements",
      niacin: "supplements",
      "vitamin-e": "supplements",
      "vitamin-a": "preformed",
      folate: "folic-acid",
      iron: "total",
    });
  });
});

describe("a day's totals", () => {
  const values: FoodValues = new Map([
    ["a", { ndb: "1", per100g: { "vitamin-c": 50, iron: 2, "vitamin-d": 1 } }],
    ["b", { ndb: "2", per100g: { "vitamin-c": 10, iron: 0 } }],
  ]);

  it("sums each nutrient over the items by grams", () => {
    const t = dayTotals(
      [
        { food: "a", grams: 150 },
        { food: "b", grams: 200 },
      ],
      ["vitamin-c", "iron"],
      values,
    );
    expect(t.get("vitamin-c")!.amount).toBeCloseTo(95);
    expect(t.get("iron")!.amount).toBeCloseTo(3);
  });

  it("keeps a food without a value apart from zero: listed as missing, not added", () => {
    const t = dayTotals(
      [
        { food: "a", grams: 100 },
        { food: "b", grams: 100 },
      ],
      ["vitamin-d", "biotin"],
      values,
    );
    expect(t.get("vitamin-d")).toEqual({ amount: 1, limitAmount: 1, missingFoods: ["b"] });
    expect(t.get("biotin")).toEqual({ amount: null, limitAmount: null, missingFoods: ["a", "b"] });
  });

  it("refuses a food that is not in the table", () => {
    expect(() => dayTotals([{ food: "unicorn", grams: 100 }], ["iron"], values)).toThrow(RangeError);
  });

  it("reads real foods: 200 g raw chicken breast and an orange of 131 g", () => {
    const man = needsFor({ sex: "male", age: 30, stage: "none" }, micronutrients);
    const day = analyzeDay(
      [
        { food: "chicken-breast-raw", grams: 200 },
        { food: "orange", grams: 131 },
      ],
      man,
      foodValues,
      foodEnergy,
    );
    const by = Object.fromEntries(day.nutrients.map((n) => [n.slug, n])) as Record<MicronutrientSlug, NutrientResult>;
    // USDA SR28: chicken breast 0.37 mg iron and 334 mg potassium, orange 53.2 mg vitamin C, 0.1 mg iron, 181 mg potassium per 100 g.
    expect(by["vitamin-c"].amount).toBeCloseTo(69.7, 1);
    expect(by["vitamin-c"].percent).toBe(77);
    expect(by["vitamin-c"].status).toBe("ok");
    expect(by.iron.amount).toBeCloseTo(0.87, 2);
    expect(by.iron.status).toBe("low");
    expect(by.potassium.amount).toBe(905);
    expect(by.biotin).toMatchObject({
      amount: null,
      percent: null,
      status: "no-data",
      missingFoods: ["chicken-breast-raw", "orange"],
    });
    expect(day.kcal).toBe(Math.round(120 * 2 + 47 * 1.31));
  });
});

describe("flags", () => {
  const need = (slug: MicronutrientSlug, t: number, ul: number | null) =>
    needsFor({ sex: "male", age: 30, stage: "none" }, micronutrients)
      .filter((n) => n.slug === slug)
      .map((n) => ({ ...n, target: t, upperLimit: ul }));
  const one = (slug: MicronutrientSlug, per100g: number, extra: object = {}) =>
    new Map([["x", { ndb: "1", per100g: { [slug]: per100g }, ...extra }]]);
  const run = (needs: Need[], values: FoodValues, grams = 100) =>
    analyzeDay([{ food: "x", grams }], needs, values, new Map([["x", 100]])).nutrients[0]!;

  it("marks below 70 % low and 70 % itself ok", () => {
    expect(lowPercent).toBe(70);
    expect(run(need("iron", 10, 45), one("iron", 6.9)).status).toBe("low");
    expect(run(need("iron", 10, 45), one("iron", 7)).status).toBe("ok");
  });

  it("marks over the upper limit, counting all iron", () => {
    const r = run(need("iron", 8, 45), one("iron", 50));
    expect(r).toMatchObject({ status: "over", overUpperLimit: true, limitAmount: 50, percent: 625 });
  });

  it("counts only retinol towards vitamin A's limit: carrots' beta-carotene is never over", () => {
    const carrots = run(need("vitamin-a", 900, 3000), one("vitamin-a", 5000, { retinol: 0 }));
    expect(carrots).toMatchObject({ status: "ok", overUpperLimit: false, limitAmount: 0 });
    const liver = run(need("vitamin-a", 900, 3000), one("vitamin-a", 5000, { retinol: 4000 }));
    expect(liver).toMatchObject({ status: "over", overUpperLimit: true, limitAmount: 4000 });
  });

  it("counts only folic acid towards folate's limit", () => {
    const r = run(need("folate", 400, 1000), one("folate", 1500, { folicAcid: 200 }));
    expect(r).toMatchObject({ status: "ok", limitAmount: 200 });
  });

  it("flags magnesium over its limit with the scope that says it covers only supplements", () => {
    const r = run(need("magnesium", 400, 350), one("magnesium", 500));
    expect(r).toMatchObject({ status: "over", overUpperLimit: true, upperLimitScope: "supplements" });
  });
});

describe("7-day average", () => {
  const man = needsFor({ sex: "male", age: 30, stage: "none" }, micronutrients);
  it("averages each nutrient over the days that have it and leaves the others out", () => {
    const avg = averageDays(
      [[{ food: "orange", grams: 100 }], [{ food: "orange", grams: 300 }], [{ food: "chicken-thigh-raw", grams: 100 }]],
      man,
      foodValues,
      foodEnergy,
    );
    const by = Object.fromEntries(avg.nutrients.map((n) => [n.slug, n]));
    expect(by["vitamin-c"]!.amount).toBeCloseTo((53.2 + 159.6 + 0) / 3, 1);
    // Raw chicken thigh has no pantothenic acid in SR Legacy: the mean is over the two orange days.
    expect(by["pantothenic-acid"]!.amount).toBeCloseTo((0.25 + 0.75) / 2, 2);
    expect(by["pantothenic-acid"]!.missingFoods).toEqual(["chicken-thigh-raw"]);
    expect(avg.kcal).toBe(Math.round((47 + 141 + 121) / 3));
  });
});

describe("suggestions", () => {
  const woman = needsFor({ sex: "female", age: 30, stage: "none" }, micronutrients);
  const day = analyzeDay([{ food: "rice-white-boiled", grams: 200 }], woman, foodValues, foodEnergy);
  const by = Object.fromEntries(day.nutrients.map((n) => [n.slug, n])) as Record<MicronutrientSlug, NutrientResult>;
  const all = suggestFoods(day.nutrients, suggestionFoods, foodValues);

  it("offers, for each low nutrient, foods by amount per 100 kcal with the portion that closes the gap", () => {
    expect(by["vitamin-c"].status).toBe("low");
    const c = all["vitamin-c"]!;
    expect(c.length).toBe(3);
    for (let i = 1; i < c.length; i++) expect(c[i - 1]!.per100kcal).toBeGreaterThanOrEqual(c[i]!.per100kcal);
    for (const s of c) {
      const per100g = foodValues.get(s.food)!.per100g["vitamin-c"]!;
      expect((per100g * s.grams) / 100).toBeGreaterThanOrEqual(by["vitamin-c"].target - by["vitamin-c"].amount!);
      expect((per100g * (s.grams - 5)) / 100).toBeLessThan(by["vitamin-c"].target - by["vitamin-c"].amount!);
      expect(s.grams).toBeLessThanOrEqual(400);
    }
  });

  it("suggests nothing for nutrients that are not low or have no data", () => {
    expect(by.biotin.status).toBe("no-data");
    expect(all.biotin).toBeUndefined();
    for (const n of day.nutrients) if (n.status !== "low") expect(all[n.slug]).toBeUndefined();
  });

  it("leaves out foods whose gap-closing portion would be over 400 g", () => {
    const cucumber = foodValues.get("cucumber")!.per100g["vitamin-c"]!;
    const gap = by["vitamin-c"].target - by["vitamin-c"].amount!;
    expect((gap / cucumber) * 100).toBeGreaterThan(400);
    expect(
      suggestFoods(day.nutrients, suggestionFoods, foodValues, { count: 200 })["vitamin-c"]!.map((s) => s.food),
    ).not.toContain("cucumber");
  });

  it("keeps to vegetarian foods for a vegetarian plan", () => {
    const veg = suggestFoods(day.nutrients, suggestionFoods, foodValues, { vegetarian: true });
    const meatOrFish = new Set(suggestionFoods.filter((f) => !f.vegetarian).map((f) => f.slug));
    const offered = Object.values(veg).flatMap((list) => list!.map((s) => s.food));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((f) => meatOrFish.has(f))).toEqual([]);
  });
});

describe("risk notes", () => {
  const base = { sex: "male" as const, age: 30, activity: "MODERATE" as const, vegetarian: false, trainingDays: 3 };
  it("notes what the app knows", () => {
    expect(riskNotesFor(base)).toEqual([]);
    expect(riskNotesFor({ ...base, vegetarian: true })).toEqual(["vegetarian"]);
    expect(riskNotesFor({ ...base, age: 51 })).toEqual(["over-50"]);
    expect(riskNotesFor({ ...base, age: 50 })).toEqual([]);
    expect(riskNotesFor({ ...base, sex: "female" })).toEqual(["women-19-50"]);
    expect(riskNotesFor({ ...base, sex: "female", age: 51 })).toEqual(["over-50"]);
    expect(riskNotesFor({ ...base, trainingDays: 5 })).toEqual(["heavy-training"]);
    expect(riskNotesFor({ ...base, activity: "VERY_ACTIVE" })).toEqual(["heavy-training"]);
  });
});
