// The dishes library's rules: at least 100 dishes of Russian and international cooking, the
// portion's vitamins and minerals computed from the food table, a typo-tolerant search in both
// languages, and the filters as they travel in the address.
import { describe, expect, it } from "vitest";
import { dishes } from "../../content/dishes/dishes";
import { foodTable } from "../../content/foods/food-table";
import { foodValues } from "../../content/foods/food-values";
import { micronutrients } from "../../content/micronutrients/all";
import { dishDetail, dishMicronutrients, dishSummary } from "../../core/nutrition/dish-library";
import { applyFilters, noFilters, readFilters, writeFilters } from "../../web/dishes/filters";
import { createDishSearch } from "../../web/dishes/search";
import * as v from "valibot";
import { dishQuerySchema } from "../../core/validation/dishes";

const summaries = dishes.map((d) => dishSummary(d, foodTable));
const search = createDishSearch(summaries);
const bySlug = new Map(dishes.map((d) => [d.slug, d]));

describe("the library's dishes", () => {
  it("has at least 100 dishes, Russian home cooking and international dishes both well represented", () => {
    expect(dishes.length).toBeGreaterThanOrEqual(100);
    const russian = [
      "borscht",
      "shchi",
      "ukha",
      "okroshka",
      "svekolnik",
      "syrniki",
      "vinegret",
      "cabbage-rolls",
      "stroganoff",
      "buckwheat",
      "millet",
      "kefir",
      "tvorog",
    ];
    const international = [
      "shakshuka",
      "risotto",
      "minestrone",
      "ratatouille",
      "dal",
      "burrito",
      "souvlaki",
      "curry",
      "bolognese",
      "quinoa",
      "hummus",
    ];
    const count = (words: string[]) => dishes.filter((d) => words.some((w) => d.slug.includes(w))).length;
    expect(count(russian)).toBeGreaterThanOrEqual(20);
    expect(count(international)).toBeGreaterThanOrEqual(12);
  });
});

describe("a dish's portion", () => {
  it("rounds the portion's macros as the plan shows them and keeps the dish's fields", () => {
    const s = dishSummary(bySlug.get("oatmeal-with-milk-and-berries")!, foodTable);
    expect(s.slug).toBe("oatmeal-with-milk-and-berries");
    expect(Number.isInteger(s.nutrients.kcal)).toBe(true);
    for (const g of [s.nutrients.protein, s.nutrients.fat, s.nutrients.carbs]) expect(Math.round(g * 10) / 10).toBe(g);
    expect(Object.keys(s).sort()).toEqual([
      "categories",
      "description",
      "meals",
      "minutes",
      "name",
      "nutrients",
      "slug",
      "vegetarian",
    ]);
  });

  it("sums each vitamin and mineral over the ingredients and gives its share of the larger adult need", () => {
    const dish = {
      ...bySlug.get("oatmeal-with-milk-and-berries")!,
      ingredients: [
        { food: "milk-2-percent", grams: 200 },
        { food: "orange", grams: 100 },
      ],
    };
    const calciumPer100 = (slug: string) => foodValues.get(slug)!.per100g.calcium!;
    const expected = 2 * calciumPer100("milk-2-percent") + calciumPer100("orange");
    const calcium = dishMicronutrients(dish, foodValues, micronutrients).find((n) => n.slug === "calcium")!;
    expect(calcium.amount).toBeCloseTo(expected, 0);
    // Calcium: 1,000 mg for adults 19–30 of both sexes.
    expect(calcium.percent).toBe(Math.round((expected / 1000) * 100));
    const vitaminC = dishMicronutrients(dish, foodValues, micronutrients).find((n) => n.slug === "vitamin-c")!;
    // Vitamin C: 90 mg for men, 75 mg for women; the larger one is used.
    expect(vitaminC.percent).toBe(Math.round((vitaminC.amount! / 90) * 100));
  });

  it("marks a nutrient the food table has no value for as unknown, never zero", () => {
    const detail = dishDetail(bySlug.get("oatmeal-with-milk-and-berries")!, foodTable, foodValues, micronutrients);
    const biotin = detail.micronutrients.find((n) => n.slug === "biotin");
    expect(biotin).toMatchObject({ amount: null, percent: null });
    expect(detail.ingredients[0]).toEqual({ food: "oats-rolled-dry", grams: 50, name: foodTable.get("oats-rolled-dry")!.name });
  });
});

describe("dish search", () => {
  it("finds dishes by English and Russian names, with typos and ё as е", () => {
    expect(search("stroganof")[0]).toBe("beef-stroganoff-with-buckwheat");
    expect(search("бефстроганв")[0]).toBe("beef-stroganoff-with-buckwheat");
    expect(search("Сырники")).toContain("oven-baked-syrniki");
    expect(search("щи")).toContain("sauerkraut-shchi-with-beef");
    expect(search("печеные яблоки")).toContain("baked-apples-with-walnuts-and-honey");
    expect(search("borsch")).toContain("vegetarian-borscht");
  });

  it("lists every dish for an empty query and none for nonsense", () => {
    expect(search("   ")).toHaveLength(dishes.length);
    expect(search("qwxzqwxz")).toEqual([]);
  });
});

describe("dish filters", () => {
  const all = summaries.map((s) => s.slug);

  it("reads what it writes, and ignores values it does not offer", () => {
    const f = { q: "soup", meal: "lunch" as const, vegetarian: true, highProtein: false, maxMinutes: 30, maxKcal: 500 };
    expect(readFilters(writeFilters(f))).toEqual(f);
    expect(writeFilters(noFilters)).toEqual({
      q: undefined,
      meal: undefined,
      veg: undefined,
      protein: undefined,
      time: undefined,
      kcal: undefined,
    });
    expect(readFilters({ meal: "brunch", veg: "yes", protein: "0", time: "45", kcal: "-1" })).toEqual(noFilters);
  });

  it("keeps only the dishes that pass every chosen filter, in search order", () => {
    const shown = applyFilters(summaries, all, {
      ...noFilters,
      meal: "breakfast",
      vegetarian: true,
      maxMinutes: 15,
      maxKcal: 500,
    });
    expect(shown.length).toBeGreaterThan(0);
    for (const d of shown) {
      expect(d.meals).toContain("breakfast");
      expect(d.vegetarian).toBe(true);
      expect(d.minutes).toBeLessThanOrEqual(15);
      expect(d.nutrients.kcal).toBeLessThanOrEqual(500);
    }
    const high = applyFilters(summaries, all, { ...noFilters, highProtein: true });
    expect(high.length).toBeGreaterThanOrEqual(10);
    for (const d of high) expect(d.nutrients.protein).toBeGreaterThanOrEqual(25);
    const ranked = search("salmon");
    expect(applyFilters(summaries, ranked, noFilters).map((d) => d.slug)).toEqual(ranked);
  });
});

describe("the dish query", () => {
  it("takes a library slug and refuses anything else with the library's message", () => {
    expect(v.safeParse(dishQuerySchema, { slug: "shakshuka" }).success).toBe(true);
    for (const slug of ["", "Shakshuka", "борщ", "../x", "a".repeat(101), 5, undefined]) {
      const r = v.safeParse(dishQuerySchema, { slug });
      expect(r.success, String(slug)).toBe(false);
      if (!r.success) expect(r.issues[0].message).toBe("validation_dish_invalid");
    }
  });
});
