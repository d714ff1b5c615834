import { describe, expect, it } from "vitest";
import { nutrientColumns } from "../../core/foods/database";
import { combinedPer100g, servingGrams } from "../../core/diary/recipe";
import { totalsOf } from "../../core/diary/totals";
import { columnValues, knownValues, maxPer100g, per100gOf, unknownValues } from "../../core/diary/values";

// The food diary's arithmetic (decision 0044): a label's values per serving as per 100 g, a
// recipe's values per 100 g of the finished dish, and a day's totals with unknown values
// counted apart, never as zero.

const food = (known: Record<string, number>) => columnValues(known);

describe("values per 100 g", () => {
  it("keep every column, unknown as null, and store only the known ones", () => {
    const values = columnValues({ kcal: 61, calcium: 113 });
    expect(Object.keys(values)).toEqual([...nutrientColumns]);
    expect(values).toMatchObject({ kcal: 61, calcium: 113, iron: null, "vitamin-d": null });
    expect(knownValues(values)).toEqual({ kcal: 61, calcium: 113 });
    expect(columnValues(null)).toEqual(unknownValues());
    // A stored value of a column that no longer exists is ignored; a new column reads as unknown.
    expect(columnValues({ kcal: 1, biotin: 5 } as never)).toEqual({ ...unknownValues(), kcal: 1 });
  });

  it("convert a label per serving to per 100 g, unknown staying unknown", () => {
    const label = { kcal: 200, protein: 0, fat: 20, carbs: 10, iron: null };
    expect(per100gOf(label, "serving", 50)).toMatchObject({ kcal: 400, protein: 0, fat: 40, carbs: 20, iron: null });
    expect(per100gOf(label, "100g", null)).toMatchObject({ kcal: 200, fat: 20 });
    expect(per100gOf({ kcal: 100 }, "serving", 30).kcal).toBe(333.3333);
  });

  it("allow at most 900 kcal and 100 g of a nutrient per 100 g, in the column's unit", () => {
    expect([
      maxPer100g("kcal"),
      maxPer100g("protein"),
      maxPer100g("calcium"),
      maxPer100g("vitamin-d"),
      maxPer100g("copper"),
    ]).toEqual([900, 100, 100_000, 100_000_000, 100_000_000]);
  });
});

describe("a recipe's values", () => {
  it("are what the ingredients give over the finished weight (a known answer)", () => {
    const a = food({ kcal: 100, protein: 10, fat: 5, carbs: 2, iron: 1 });
    const b = food({ kcal: 400, protein: 0, fat: 40, carbs: 20 });
    const stew = combinedPer100g(
      [
        { grams: 200, per100g: a },
        { grams: 50, per100g: b },
      ],
      500,
    );
    expect(stew).toMatchObject({ kcal: 80, protein: 4, fat: 6, carbs: 2.8, iron: null, calcium: null });
    expect(servingGrams(500, 3)).toBe(166.7);
  });

  it("concentrate when boiled down and thin out when water is added", () => {
    const milk = food({ kcal: 61, protein: 3.15 });
    expect(combinedPer100g([{ grams: 1000, per100g: milk }], 500).kcal).toBe(122);
    expect(combinedPer100g([{ grams: 100, per100g: milk }], 200).protein).toBe(1.575);
  });

  it("know nothing without ingredients or a weight", () => {
    expect(combinedPer100g([], 100)).toEqual(unknownValues());
    expect(combinedPer100g([{ grams: 100, per100g: food({ kcal: 1 }) }], 0)).toEqual(unknownValues());
  });
});

describe("a day's totals", () => {
  it("add values × grams and count the entries without a value apart", () => {
    const milk = food({ kcal: 61, calcium: 113 });
    const bar = food({ kcal: 400, iron: 2 });
    const totals = totalsOf([
      { grams: 200, per100g: milk },
      { grams: 50, per100g: bar },
      { grams: 25, per100g: bar },
    ]);
    expect(totals.kcal).toEqual({ amount: 422, missing: 0 });
    expect(totals.calcium).toEqual({ amount: 226, missing: 2 });
    expect(totals.iron).toEqual({ amount: 1.5, missing: 1 });
    // Nobody knows vitamin D: no amount at all, not zero.
    expect(totals["vitamin-d"]).toEqual({ amount: null, missing: 3 });
  });

  it("are zero for a day with nothing logged, and free of binary fractions", () => {
    expect(totalsOf([]).kcal).toEqual({ amount: 0, missing: 0 });
    const tenth = food({ protein: 0.1 });
    expect(
      totalsOf([
        { grams: 100, per100g: tenth },
        { grams: 200, per100g: tenth },
      ]).protein.amount,
    ).toBe(0.3);
  });

  it("keep a sum as the portion's preview has it, not rounded twice: a cup of buckwheat is 33.4992 g of carbs, shown 33", () => {
    // SR Legacy 20010, buckwheat groats cooked: 19.94 g of carbohydrate per 100 g; a cup is 168 g.
    const carbs = totalsOf([{ grams: 168, per100g: food({ carbs: 19.94 }) }]).carbs.amount!;
    expect(carbs).toBe(33.4992);
    expect(Math.round(carbs)).toBe(Math.round((19.94 * 168) / 100));
  });
});
