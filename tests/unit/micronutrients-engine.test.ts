// The vitamin and mineral engine: needs by sex, age and life stage, a day's totals, % and
// flags, missing data kept apart from zero, the 7-day average, suggestions and risk notes.
import { describe, expect, it } from "vitest";
import { micronutrients } from "../../content/micronutrients/all";
import { foodEnergy, foodValues, suggestionFoods } from "../../content/foods/food-values";
import { foodMicronutrients } from "../../content/foods/micronutrients";
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

  it("ignores the stage for men and for women over 50", () => {
    expect(target({ sex: "male", age: 30, stage: "pregnancy" }, "iron")).toBe(8);
    expect(target({ sex: "female", age: 55, stage: "pregnancy" }, "iron")).toBe(8);
    expect(target({ sex: "female", age: 51, stage: "lactation" }, "iodine")).toBe(150);
  });

  // The DRI tables' pregnancy and breastfeeding rows (NIH ODS), by age group.
  const pregnant = (age: number) => needs({ sex: "female", age, stage: "pregnancy" });
  const nursing = (age: number) => needs({ sex: "female", age, stage: "lactation" });

  it("gives a pregnant or breastfeeding member of 16 to 18 the 14–18 rows, not a non-pregnant girl's", () => {
    for (const age of [16, 18]) {
      expect(pregnant(age)).toMatchObject({
        iron: { target: 27 },
        folate: { target: 600 },
        iodine: { target: 220 },
        calcium: { target: 1300 },
        phosphorus: { target: 1250, upperLimit: 3500 },
        magnesium: { target: 400 },
        zinc: { target: 12 },
        "vitamin-a": { target: 750, upperLimit: 2800 },
        "vitamin-c": { target: 80 },
        "vitamin-k": { target: 75 },
        potassium: { target: 2600 },
        chromium: { target: 29 },
      });
      expect(nursing(age)).toMatchObject({
        iron: { target: 10 },
        folate: { target: 500 },
        iodine: { target: 290 },
        calcium: { target: 1300 },
        phosphorus: { target: 1250, upperLimit: 4000 },
        magnesium: { target: 360 },
        zinc: { target: 13 },
        "vitamin-a": { target: 1200 },
        "vitamin-c": { target: 115 },
        potassium: { target: 2500 },
        chromium: { target: 44 },
      });
    }
    // Not pregnant at 16: 15 mg iron, 400 µg folate, 150 µg iodine.
    expect(needs({ sex: "female", age: 16, stage: "none" })).toMatchObject({
      iron: { target: 15 },
      folate: { target: 400 },
      iodine: { target: 150 },
    });
  });

  it("changes rows at 18/19, 30/31 and 50/51", () => {
    expect([18, 19].map((a) => pregnant(a).calcium.target)).toEqual([1300, 1000]);
    expect([18, 19].map((a) => pregnant(a).zinc.target)).toEqual([12, 11]);
    expect([18, 19].map((a) => pregnant(a)["vitamin-a"].target)).toEqual([750, 770]);
    expect([18, 19].map((a) => pregnant(a).phosphorus.target)).toEqual([1250, 700]);
    expect([18, 19].map((a) => nursing(a).iron.target)).toEqual([10, 9]);
    expect([18, 19].map((a) => nursing(a)["vitamin-a"].target)).toEqual([1200, 1300]);
    expect([18, 19].map((a) => nursing(a)["vitamin-c"].target)).toEqual([115, 120]);
    // Magnesium is the one that changes at 31 as well.
    expect([18, 19, 30, 31, 50].map((a) => pregnant(a).magnesium.target)).toEqual([400, 350, 350, 360, 360]);
    expect([18, 19, 30, 31, 50].map((a) => nursing(a).magnesium.target)).toEqual([360, 310, 310, 320, 320]);
    // The phosphorus limit is 3,500 mg in pregnancy at every age, 4,000 mg while breastfeeding.
    expect([16, 19, 31, 50].map((a) => pregnant(a).phosphorus.upperLimit)).toEqual([3500, 3500, 3500, 3500]);
    expect([16, 19, 31, 50].map((a) => nursing(a).phosphorus.upperLimit)).toEqual([4000, 4000, 4000, 4000]);
    // At 51 there are no pregnancy rows: the 51–70 needs.
    expect([50, 51].map((a) => pregnant(a).iron.target)).toEqual([27, 8]);
    expect([50, 51].map((a) => nursing(a).iodine.target)).toEqual([290, 150]);
  });

  it("gives sodium's chronic-disease risk reduction intake, 2,300 mg from 14, and no upper limit", () => {
    expect(needs(man30).sodium).toMatchObject({ target: 1500, upperLimit: null, riskReduction: 2300 });
    expect(pregnant(16).sodium.riskReduction).toBe(2300);
    expect(needs(man30).potassium.riskReduction).toBeNull();
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

  it("adds a partial value and lists its food as lacking data", () => {
    const partial: FoodValues = new Map([["p", { ndb: "3", per100g: { niacin: 2 }, partial: ["niacin"] }]]);
    expect(dayTotals([{ food: "p", grams: 50 }], ["niacin"], partial).get("niacin")).toMatchObject({
      amount: 1,
      missingFoods: ["p"],
    });
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

  it("never marks food over a limit that covers only supplements: a note instead", () => {
    const r = run(need("magnesium", 400, 350), one("magnesium", 500));
    expect(r).toMatchObject({
      status: "ok",
      overUpperLimit: false,
      aboveSupplementLimit: true,
      limitAmount: null,
      upperLimitScope: "supplements",
    });
    expect(run(need("magnesium", 400, 350), one("magnesium", 300))).toMatchObject({ aboveSupplementLimit: false });
  });

  it("marks sodium above 2,300 mg as worth cutting back, not as over an upper limit", () => {
    const sodium = needsFor({ sex: "male", age: 30, stage: "none" }, micronutrients).filter((n) => n.slug === "sodium");
    expect(run(sodium, one("sodium", 2400))).toMatchObject({ status: "reduce", aboveRiskReduction: true, overUpperLimit: false });
    expect(run(sodium, one("sodium", 2300))).toMatchObject({ status: "ok", aboveRiskReduction: false });
    // Never low: less is the advice, and the salt added in cooking is not in the food table.
    expect(run(sodium, one("sodium", 1000))).toMatchObject({ status: "ok", aboveRiskReduction: false, lowNotMarked: true });
    expect(run(sodium, one("sodium", 1050))).toMatchObject({ status: "ok", lowNotMarked: false });
    expect(run(sodium, one("sodium", 1049))).toMatchObject({ status: "ok", lowNotMarked: true });
  });
});

describe("real days without false alarms", () => {
  const man = needsFor({ sex: "male", age: 30, stage: "none" }, micronutrients);
  const analyse = (items: { food: string; grams: number }[], who = man) =>
    Object.fromEntries(analyzeDay(items, who, foodValues, foodEnergy).nutrients.map((n) => [n.slug, n])) as Record<
      MicronutrientSlug,
      NutrientResult
    >;

  it("shows a man eating 420 mg of magnesium from food no over", () => {
    const seeds = foodValues.get("pumpkin-seeds")!.per100g.magnesium!;
    const day = analyse([
      { food: "pumpkin-seeds", grams: (420 / seeds) * 100 },
      { food: "rice-white-boiled", grams: 0.0001 },
    ]);
    expect(day.magnesium.amount).toBeCloseTo(420, 0);
    expect(day.magnesium).toMatchObject({ status: "ok", overUpperLimit: false, aboveSupplementLimit: true, upperLimit: 350 });
  });

  it("shows 300 g of chicken breast no niacin over, counted in niacin equivalents", () => {
    const day = analyse([{ food: "chicken-breast-roasted", grams: 300 }]);
    const entry = foodMicronutrients["chicken-breast-roasted"]!;
    // Preformed niacin 13.712 mg and tryptophan 362 mg per 100 g (SR28 05064): 13.712 + 362 / 60.
    expect(entry.niacin).toEqual({ preformed: 13.712, tryptophan: 362 });
    expect(day.niacin.amount).toBeCloseTo(3 * (13.712 + 362 / 60), 0);
    expect(day.niacin).toMatchObject({ status: "ok", overUpperLimit: false, missingFoods: [] });
  });

  it("gives 300 g of cooked plain rice about 3 µg of folate per 100 g, none of it folic acid", () => {
    const day = analyse([{ food: "rice-white-boiled", grams: 300 }]);
    expect(day.folate.amount).toBe(9);
    expect(day.folate.limitAmount).toBe(0);
  });

  it("counts niacin of a food without tryptophan as a lower bound, the food named", () => {
    const day = analyse([
      { food: "kefir-low-fat", grams: 250 },
      { food: "chicken-breast-roasted", grams: 100 },
    ]);
    expect(day.niacin.missingFoods).toEqual(["kefir-low-fat"]);
    expect(day.niacin.amount).toBeCloseTo(2.5 * 0.15 + 13.712 + 362 / 60, 1);
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

  it("offers oil by the tablespoon, and nuts, seeds, sweets and whey by the handful, where that closes half the gap or more", () => {
    const every = suggestFoods(day.nutrients, suggestionFoods, foodValues, { count: 200 });
    const capOf = (food: string) => suggestionFoods.find((f) => f.slug === food)!.maxGrams;
    expect([capOf("sunflower-oil"), capOf("almonds"), capOf("dark-chocolate-70-85"), capOf("spinach")]).toEqual([
      15,
      30,
      30,
      undefined,
    ]);
    const offered = Object.values(every).flatMap((list) => list!);
    expect(offered.filter((s) => s.grams > (capOf(s.food) ?? 400) || s.kcal > 400 || s.covers < 0.5)).toEqual([]);
    // Less than a whole gap only at the usual portion.
    expect(offered.filter((s) => s.covers < 1 && s.grams !== capOf(s.food))).toEqual([]);
    // A day with almost no vitamin E: a tablespoon of sunflower oil closes under half of the gap,
    // 345 g of dried apricots would be 830 kcal; 30 g of sunflower seeds close 70 % of it.
    const e = by["vitamin-e"];
    const gap = e.target - e.amount!;
    expect((foodValues.get("sunflower-oil")!.per100g["vitamin-e"]! * 15) / 100 / gap).toBeLessThan(0.5);
    expect(every["vitamin-e"]).toEqual([
      { food: "sunflower-seeds", per100kcal: 6.02, grams: 30, kcal: 175, covers: 0.7 },
      { food: "almonds", per100kcal: 4.43, grams: 30, kcal: 174, covers: 0.51 },
    ]);
  });

  it("never offers liver in pregnancy, for vitamin A or anything else", () => {
    const liver = "chicken-liver-simmered";
    const offered = (list: ReturnType<typeof suggestFoods>) => Object.values(list).flatMap((l) => l!.map((s) => s.food));
    const pregnantDay = analyzeDay(
      [{ food: "rice-white-boiled", grams: 200 }],
      needsFor({ sex: "female", age: 30, stage: "pregnancy" }, micronutrients),
      foodValues,
      foodEnergy,
    ).nutrients;
    expect(offered(suggestFoods(pregnantDay, suggestionFoods, foodValues))).toContain(liver);
    const safe = suggestFoods(pregnantDay, suggestionFoods, foodValues, { pregnancy: true });
    expect(offered(safe)).not.toContain(liver);
    expect(safe["vitamin-a"]!.length).toBeGreaterThan(0);
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
