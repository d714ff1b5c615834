// The analyzers on the food diary (decision 0045): a logged food's values per 100 g in the food
// database's columns as the engine reads them (niacin in equivalents, a lower bound without
// tryptophan; unknown left out, never zero), the same numbers as the analyzers' own table for its
// 142 foods; a day and several days of entries against the needs with "no data" counted per food;
// and migration 0018's frozen food list, which must be the table's foods with the database's values.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { foodMicronutrients } from "../../content/foods/micronutrients";
import { micronutrients } from "../../content/micronutrients/all";
import { columnValues, knownValues, type ColumnValues } from "../../core/diary/values";
import { foodNutrientsPath, foodSearchPath, type FoodNutrientsFile, type FoodSearchFile } from "../../core/foods/database";
import { analyzeLogged, averageLogged, nutrientValuesOf, type LoggedFood } from "../../core/micronutrients/logged";
import { needsFor } from "../../core/micronutrients/needs";

const read = <T>(path: string) => JSON.parse(readFileSync(`public${path}`, "utf8")) as T;
const nutrients = read<FoodNutrientsFile>(foodNutrientsPath);
const search = read<FoodSearchFile>(foodSearchPath);
const valuesOf = (ndb: string): ColumnValues =>
  columnValues(Object.fromEntries(nutrients.columns.map((c, i) => [c, nutrients.values[ndb]![i]])));

const needs = needsFor({ sex: "male", age: 30, stage: "none" }, micronutrients);
const logged = (id: string, slug: string, grams: number): LoggedFood => ({
  id,
  grams,
  name: { en: slug, ru: null },
  per100g: valuesOf(foodMicronutrients[slug]!.ndb),
});

describe("a logged food's values as the engine reads them", () => {
  it("turn niacin into equivalents, keep the upper limits' parts, and leave unknown columns out", () => {
    const values = columnValues({
      protein: 20,
      niacin: 10,
      tryptophan: 300,
      iron: 2,
      "vitamin-a": 50,
      retinol: 40,
      folicAcid: 0,
    });
    expect(nutrientValuesOf(values)).toEqual({
      per100g: { iron: 2, niacin: 15, "vitamin-a": 50 },
      retinol: 40,
      folicAcid: 0,
    });
  });

  it("count niacin without a tryptophan value as a lower bound, unless the food has no protein", () => {
    expect(nutrientValuesOf(columnValues({ protein: 5, niacin: 3 }))).toEqual({ per100g: { niacin: 3 }, partial: ["niacin"] });
    expect(nutrientValuesOf(columnValues({ protein: 0, niacin: 3 }))).toEqual({ per100g: { niacin: 3 } });
    expect(nutrientValuesOf(columnValues({ protein: 5 }))).toEqual({ per100g: {} });
  });

  it("are the analyzers' own numbers for every food of their table (SR28 entries read through the diary)", () => {
    let compared = 0;
    for (const [slug, food] of Object.entries(foodMicronutrients)) {
      const read = nutrientValuesOf(valuesOf(food.ndb));
      for (const [key, value] of Object.entries(food.per100g)) {
        // A borrowed value comes from another entry; a brand's additions were left out of the table only.
        if (food.borrowed?.[key as keyof typeof food.borrowed] || food.withoutAdded?.includes(key as never)) continue;
        expect(read.per100g[key as keyof typeof read.per100g], `${slug} ${key}`).toBeCloseTo(value, 2);
        compared++;
      }
      expect(read.partial ?? [], slug).toEqual(food.partial ?? []);
      if (food.retinol !== undefined) expect(read.retinol, slug).toBe(food.retinol);
    }
    expect(compared).toBeGreaterThan(2500);
  });
});

describe("logged days against the needs", () => {
  it("add up a day and count the foods without a value per nutrient, each name once", () => {
    const label = (id: string, name: string): LoggedFood => ({
      id,
      grams: 100,
      name: { en: name, ru: null },
      per100g: columnValues({ kcal: 200, protein: 10, fat: 5, carbs: 20 }),
    });
    const day = analyzeLogged(
      [logged("a", "orange", 131), logged("b", "spinach", 60), label("c", "Bar"), label("d", "Bar")],
      needs,
    );
    const c = day.nutrients.find((n) => n.slug === "vitamin-c")!;
    expect(c).toMatchObject({ amount: 86.6, foods: 4, withValue: 2, missingFoods: [{ en: "Bar", ru: null }] });
    expect(day.kcal).toBe(Math.round(1.31 * 47 + 0.6 * 23 + 400));
    expect(day.results.find((r) => r.slug === "vitamin-c")!.missingFoods).toEqual(["c", "d"]);
  });

  it("answer a day with nothing logged as zero of all, not as no data", () => {
    const day = analyzeLogged([], needs);
    expect(day.kcal).toBe(0);
    expect(day.nutrients.every((n) => n.amount === 0 && n.foods === 0)).toBe(true);
    // Every one low but sodium, which is never marked low (decision 0017).
    expect(day.nutrients.filter((n) => n.status !== "low").map((n) => [n.slug, n.status, n.lowNotMarked])).toEqual([
      ["sodium", "ok", true],
    ]);
  });

  it("average the days that have a value, counting every food of them", () => {
    const avg = averageLogged([[logged("a", "orange", 100)], [logged("b", "orange", 200), logged("c", "spinach", 100)]], needs);
    const c = avg.nutrients.find((n) => n.slug === "vitamin-c")!;
    expect(c).toMatchObject({ amount: roundTo((53.2 + 106.4 + 28.1) / 2), foods: 3, withValue: 3 });
  });
});

const roundTo = (x: number) => Math.round(x * 10) / 10;

describe("migration 0018's food list", () => {
  it("is the analyzers' table, each food by its SR28 entry with SR28's values as the diary keeps them, and a name", () => {
    const sql = readFileSync("migrations/0018_analyzer_days_in_diary.sql", "utf8");
    const rows = [...sql.matchAll(/^\('([^']+)', '(\d+)', '((?:[^']|'')*)', (NULL|'(?:[^']|'')*'), '(\{[^']*\})'\)[,;]$/gm)];
    const rowOf = new Map(search.rows.map((r) => [r[0], r]));
    expect(rows.map((r) => r[1])).toEqual(Object.keys(foodMicronutrients));
    for (const [, slug, ndb, en, ru, per100g] of rows) {
      expect(ndb, slug).toBe(foodMicronutrients[slug!]!.ndb);
      expect(JSON.parse(per100g!), slug).toEqual(knownValues(valuesOf(ndb!)));
      // Names are the database's as they were then: later edits of a name need not rewrite history.
      expect(en!.length, slug).toBeGreaterThan(0);
      expect(ru === "NULL" || ru!.length > 2, slug).toBe(true);
      expect(rowOf.has(ndb!), slug).toBe(true);
    }
  });
});
