// The generated food database (decision 0043): every SR28 entry, each with energy and plausible
// values, unknown kept apart from zero, and the same numbers the analyzers' table already took
// from those entries (both generated from SR28 by separate scripts: each checks the other).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { foodMicronutrients } from "../../content/foods/micronutrients";
import {
  foodGroups,
  foodNutrientsPath,
  foodSearchPath,
  nutrientColumns,
  type FoodNutrientsFile,
  type FoodSearchFile,
} from "../../core/foods/database";
import { serializedFoodIndex } from "../../core/foods/search";
import { staples } from "../../content/foods/staples";

const read = <T>(path: string) => JSON.parse(readFileSync(`public${path}`, "utf8")) as T;
const search = read<FoodSearchFile>(foodSearchPath);
const nutrients = read<FoodNutrientsFile>(foodNutrientsPath);

describe("food database files", () => {
  it("hold every SR28 entry (a superset of FoodData Central's 7,793 SR Legacy foods) and every staple, once", () => {
    expect(search.rows.filter((r) => /^\d{5}$/.test(r[0]) && r[1] !== "home")).toHaveLength(8789);
    expect(search.rows.filter((r) => r[1] === "home").map((r) => r[0])).toEqual(staples.map((s) => s.id));
    expect(new Set(search.rows.map((r) => r[0])).size).toBe(search.rows.length);
    // One assertion over all rows: thousands of expect calls are most of a file's time.
    const bad = search.rows.filter(
      ([id, group]) => !foodGroups.includes(group) || nutrients.values[id]?.length !== nutrientColumns.length,
    );
    expect(bad).toEqual([]);
    expect(nutrients.columns).toEqual([...nutrientColumns]);
  });

  it("give every food energy and plausible macros per 100 g", () => {
    const bad = search.rows.filter(
      // 902 kcal is pure fat.
      ([, , , , , , , kcal, protein, fat, carbs]) =>
        !(kcal >= 0 && kcal <= 902) || [protein, fat, carbs].some((g) => !(g >= 0 && g <= 100)),
    );
    expect(bad).toEqual([]);
  });

  it("keep a value SR28 leaves out as null, never 0", () => {
    const column = nutrientColumns.indexOf("vitamin-d");
    const unknown = Object.values(nutrients.values).filter((v) => v[column] === null).length;
    const zero = Object.values(nutrients.values).filter((v) => v[column] === 0).length;
    expect(unknown).toBeGreaterThan(1000);
    expect(zero).toBeGreaterThan(1000);
  });

  it("agree with the analyzers' table on every vitamin and mineral of its 142 foods", () => {
    let compared = 0;
    for (const [slug, food] of Object.entries(foodMicronutrients)) {
      const values = nutrients.values[food.ndb]!;
      for (const [key, value] of Object.entries(food.per100g)) {
        // Niacin there is in niacin equivalents, a borrowed value comes from another entry.
        if (key === "niacin" || food.borrowed?.[key as keyof typeof food.borrowed]) continue;
        expect(values[nutrientColumns.indexOf(key as (typeof nutrientColumns)[number])], `${slug} ${key}`).toBeCloseTo(value, 3);
        compared++;
      }
      if (food.niacin) expect(values[nutrientColumns.indexOf("niacin")], slug).toBeCloseTo(food.niacin.preformed, 3);
    }
    expect(compared).toBeGreaterThan(2500);
  });

  it("name the foods people eat in Russian: well over the 1,500 most eaten, every common form among them", () => {
    const named = search.rows.filter((r) => r[4]);
    expect(named.length).toBeGreaterThan(1500);
    expect(search.rows.filter((r) => r[6] > 0 && !r[4])).toEqual([]);
  });

  it("carry the index the search code builds today (regenerate after changing core/foods)", () => {
    expect(search.index).toEqual(serializedFoodIndex(search.rows));
  });

  it("compute a staple recipe from its SR28 ingredients over the finished weight, unknown where an ingredient is", () => {
    const column = (c: (typeof nutrientColumns)[number]) => nutrientColumns.indexOf(c);
    for (const staple of staples) {
      const v = nutrients.values[staple.id]!;
      if (staple.kind === "product") {
        const { kcal, protein, fat, carbs } = staple.per100g;
        expect(v[column("kcal")], staple.id).toBe(kcal);
        // The standard's macros and energy at 4/9/4 kcal per gram agree within 5 %.
        expect(Math.abs(protein * 4 + fat * 9 + carbs * 4 - kcal) / kcal, staple.id).toBeLessThanOrEqual(0.05);
        const lender = staple.micronutrientsFrom ? nutrients.values[staple.micronutrientsFrom]! : null;
        expect(v[column("calcium")], staple.id).toBe(lender ? lender[column("calcium")] : null);
        continue;
      }
      for (const c of ["kcal", "protein", "iron", "vitamin-d"] as const) {
        const parts = staple.ingredients.map(({ ndb, grams }) => {
          const x = nutrients.values[ndb]![column(c)] ?? null;
          return x === null ? null : (x * grams) / 100;
        });
        const expected = parts.includes(null) ? null : (parts.reduce((a, b) => a! + b!, 0)! / staple.yieldGrams) * 100;
        if (expected === null) expect(v[column(c)], `${staple.id} ${c}`).toBeNull();
        else expect(v[column(c)], `${staple.id} ${c}`).toBeCloseTo(expected, 2);
      }
    }
    expect(nutrients.sources["ryazhenka-4"]?.name).toMatch(/ГОСТ/);
  });

  it("give each food's household measures in grams with labels in both languages", () => {
    const cup = nutrients.portions["01077"]!.find(([, , en]) => en === "1 cup");
    expect(cup?.[0]).toBe(244);
    const bad = Object.entries(nutrients.portions).flatMap(([ndb, rows]) =>
      rows
        .filter(([grams, amount, en, ru]) => !(grams > 0 && amount > 0 && en.length > 1 && /[а-яё]/i.test(ru)))
        .map((r) => [ndb, r]),
    );
    expect(bad).toEqual([]);
  });

  it("say the measures in Russian in grams, millilitres, centimetres and glasses, not US units", () => {
    const russian = (ndb: string, en: string) => nutrients.portions[ndb]!.find((r) => r[2] === en)?.[3];
    expect(russian("01077", "1 cup")).toBe("1 стакан");
    expect(russian("01077", "1 fl oz")).toBe("30 мл");
    expect(russian("10000", "3 oz")).toBe("85 г");
    expect(russian("09003", '1 medium (3" dia)')).toBe("1 шт. среднего размера (диаметр 7,6 см)");
    const us = /унци|дюйм|фунт|NLEA|чашк|пинт|кварт|(?<![а-яё])фут/iu;
    const foreign = Object.values(nutrients.portions).flatMap((rows) => rows.filter((r) => us.test(r[3])).map((r) => r[3]));
    expect(foreign).toEqual([]);
  });
});
