import { describe, expect, it } from "vitest";
import { foodTable } from "../../content/foods/food-table";
import { dayError, type FitItem, fitPortions, perGramOf, totalsOf } from "../../core/nutrition/fit-portions";

const item = (food: string, start: number, min = start / 2, max = start * 2): FitItem => ({ perGram: perGramOf(food, foodTable), start, min, max });

describe("fitting portions to the four targets", () => {
  // Chicken, rice, broccoli and oil at 150/80/150/10 g give about 668 kcal, 53 g protein, 15 g fat, 71 g carbs.
  const items = [item("chicken-breast-raw", 150), item("rice-brown-dry", 80), item("broccoli-raw", 150), item("olive-oil", 10)];

  it("meets targets the foods can reach, in 5 g steps within each item's bounds", () => {
    const targets = { kcal: 800, protein: 60, fat: 20, carbs: 85 };
    const grams = fitPortions(items, targets);
    expect(dayError(totalsOf(items, grams), targets)).toBeLessThanOrEqual(1);
    grams.forEach((g, j) => {
      expect(g % 5).toBe(0);
      expect(g).toBeGreaterThanOrEqual(items[j]!.min);
      expect(g).toBeLessThanOrEqual(items[j]!.max);
    });
  });

  it("keeps what may not move, and stops at a bound rather than leave it", () => {
    const fixed = item("broccoli-raw", 150, 150, 150);
    // Far more protein than the chicken's bound (300 g) can give: the chicken stops at 300 g.
    const grams = fitPortions([item("chicken-breast-raw", 150), item("rice-brown-dry", 80), fixed], { kcal: 900, protein: 150, fat: 10, carbs: 80 });
    expect(grams[2]).toBe(150);
    expect(grams[0]).toBe(300);
  });

  it("measures a miss in tolerances: 5 % of calories and protein, 10 % of fat and carbohydrate", () => {
    const on = { kcal: 2000, protein: 100, fat: 70, carbs: 250, fiber: 0 };
    expect(dayError(on, { kcal: 2000, protein: 100, fat: 70, carbs: 250 })).toBe(0);
    expect(dayError({ ...on, kcal: 2100 }, { kcal: 2000, protein: 100, fat: 70, carbs: 250 })).toBeCloseTo(1);
    expect(dayError({ ...on, fat: 77 }, { kcal: 2000, protein: 100, fat: 70, carbs: 250 })).toBeCloseTo(1);
    expect(dayError({ ...on, carbs: 300 }, { kcal: 2000, protein: 100, fat: 70, carbs: 250 })).toBeCloseTo(2);
  });
});
