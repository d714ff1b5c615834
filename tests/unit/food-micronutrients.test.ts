// The food table's vitamins and minerals: one entry per food, sane values in the reference
// table's units, nothing written where SR Legacy has no value, each food's energy and macros
// equal to the USDA SR28 (SR Legacy) entry its values were generated from, published USDA values
// for well-known foods, plain (unenriched) rice and pasta, niacin equivalents, and dishes
// analysed from their ingredients.
import { describe, expect, it } from "vitest";
import { dishes } from "../../content/dishes/dishes";
import { foodValues } from "../../content/foods/food-values";
import { foods } from "../../content/foods/foods";
import { foodMicronutrients } from "../../content/foods/micronutrients";
import { dayTotals } from "../../core/micronutrients/day-totals";
import { micronutrientSlugs, type FoodNutrientKey } from "../../core/micronutrients/nutrients";

/** Highest plausible amount per 100 g of any whole food, in the stored unit. */
const ceiling: Record<FoodNutrientKey, number> = {
  "vitamin-a": 30_000,
  "vitamin-c": 1_000,
  "vitamin-d": 100,
  "vitamin-e": 150,
  "vitamin-k": 1_500,
  thiamin: 20,
  riboflavin: 20,
  niacin: 100,
  "pantothenic-acid": 50,
  "vitamin-b6": 10,
  biotin: 500,
  folate: 3_000,
  "vitamin-b12": 100,
  choline: 1_000,
  calcium: 3_000,
  phosphorus: 3_000,
  magnesium: 1_000,
  sodium: 40_000,
  potassium: 10_000,
  chloride: 60_000,
  iron: 50,
  zinc: 100,
  copper: 20_000,
  manganese: 50,
  selenium: 2_000,
  iodine: 5_000,
  chromium: 500,
  molybdenum: 500,
  fluoride: 20,
};

describe("food micronutrients", () => {
  it("has one entry per food of the table and no other", () => {
    expect(Object.keys(foodMicronutrients).sort()).toEqual(foods.map((f) => f.slug).sort());
  });

  it("gives only known nutrients, finite, not negative and within what a food can hold", () => {
    const keys = new Set<string>([...micronutrientSlugs, "choline"]);
    for (const [slug, entry] of Object.entries(foodMicronutrients)) {
      expect(entry.ndb, slug).toMatch(/^\d{5}$/);
      for (const [k, v] of Object.entries(entry.per100g)) {
        expect(keys.has(k), `${slug}.${k}`).toBe(true);
        expect(Number.isFinite(v) && v >= 0, `${slug}.${k} = ${v}`).toBe(true);
        expect(v, `${slug}.${k}`).toBeLessThanOrEqual(ceiling[k as FoodNutrientKey]);
      }
      if (entry.retinol !== undefined) expect(entry.retinol).toBeLessThanOrEqual(entry.per100g["vitamin-a"] ?? Infinity);
    }
  });

  it("leaves out, rather than zeroes, what SR Legacy does not give", () => {
    for (const [slug, entry] of Object.entries(foodMicronutrients)) {
      for (const k of ["biotin", "iodine", "chromium", "molybdenum", "fluoride", "chloride"] as const)
        expect(entry.per100g[k], `${slug}.${k}`).toBeUndefined();
    }
    // SR28 has no pantothenic acid for raw chicken thigh and no vitamin A (RAE) for firm tofu.
    expect(foodMicronutrients["chicken-thigh-raw"]!.per100g["pantothenic-acid"]).toBeUndefined();
    expect(foodMicronutrients["tofu-firm"]!.per100g["vitamin-a"]).toBeUndefined();
    // ...while its zeroes are real zeroes: raw chicken breast has no vitamin C.
    expect(foodMicronutrients["chicken-breast-raw"]!.per100g["vitamin-c"]).toBe(0);
  });

  it("was generated from the entry that has the food's energy and macros, which are unchanged", () => {
    for (const food of foods) {
      const { entry } = foodMicronutrients[food.slug]!;
      expect(Math.abs(entry.kcal - food.per100g.kcal), `${food.slug} kcal`).toBeLessThanOrEqual(0.5);
      for (const field of ["protein", "fat", "carbs", "fiber", "saturatedFat"] as const) {
        expect(Math.abs(entry[field] - food.per100g[field]), `${food.slug} ${field}`).toBeLessThanOrEqual(0.05 + 1e-9);
      }
      if (entry.sugar !== null)
        expect(Math.abs(entry.sugar - food.per100g.sugar), `${food.slug} sugar`).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  });

  it("matches published USDA values for well-known foods", () => {
    // Cross-checked against FoodData Central's SR Legacy records (fdcId in brackets).
    const v = (slug: string) => foodMicronutrients[slug]!.per100g;
    expect(foodMicronutrients["chicken-breast-raw"]!.ndb).toBe("05062"); // [171077]
    expect(v("chicken-breast-raw")).toMatchObject({
      calcium: 5,
      iron: 0.37,
      magnesium: 28,
      potassium: 334,
      zinc: 0.68,
      "vitamin-b6": 0.811,
      "vitamin-b12": 0.21,
      "vitamin-a": 9,
      "vitamin-d": 0,
    });
    expect(v("chicken-breast-roasted")).toMatchObject({
      calcium: 15,
      iron: 1.04,
      potassium: 256,
      "vitamin-b12": 0.34,
      "vitamin-d": 0.1,
    }); // [171477]
    expect(v("chicken-wing-roasted")).toMatchObject({
      calcium: 18,
      zinc: 1.64,
      "vitamin-a": 12,
      "vitamin-d": 0.2,
      magnesium: 19,
    }); // [173630]
    expect(v("raspberries")).toMatchObject({ calcium: 25, iron: 0.69, potassium: 151, sodium: 1 }); // [167755]
    expect(v("orange")["vitamin-c"]).toBe(53.2); // [169097]
    // Plain white rice and pasta are the unenriched entries: cooked rice has 3 µg folate DFE, no folic acid [169757].
    expect(foodMicronutrients["rice-white-boiled"]!.ndb).toBe("20445");
    expect(v("rice-white-boiled")).toMatchObject({ folate: 3, iron: 0.2, thiamin: 0.02 });
    expect(foodMicronutrients["rice-white-dry"]!.ndb).toBe("20444"); // [169756]
    expect(foodMicronutrients["pasta-dry"]!.ndb).toBe("20420"); // [168927]
    expect(v("pasta-boiled")).toMatchObject({ folate: 7, iron: 0.5 }); // [168928]
    for (const slug of ["rice-white-dry", "rice-white-boiled", "pasta-dry", "pasta-boiled"])
      expect(foodMicronutrients[slug]!.folicAcid, slug).toBe(0);
    // Copper is stored in µg: 0.037 mg in raw chicken breast.
    expect(v("chicken-breast-raw").copper).toBe(37);
  });

  it("names every food whose entry has added folic acid as made with enriched flour", () => {
    const enriched = foods.filter((f) => (foodMicronutrients[f.slug]!.folicAcid ?? 0) > 0);
    expect(enriched.map((f) => f.slug).sort()).toEqual(["bread-rye", "bread-white"]);
    for (const f of enriched) {
      expect(f.name.en, f.slug).toMatch(/enriched/);
      expect(f.name.ru, f.slug).toMatch(/обогащённ/);
    }
  });

  it("counts niacin in niacin equivalents: preformed niacin + tryptophan ÷ 60, partial without tryptophan", () => {
    let partial = 0;
    for (const [slug, entry] of Object.entries(foodMicronutrients)) {
      const niacin = entry.per100g.niacin;
      if (niacin === undefined) continue;
      expect(entry.niacin, slug).toBeDefined();
      const { preformed, tryptophan } = entry.niacin!;
      expect(niacin, slug).toBeCloseTo(preformed + (tryptophan ?? 0) / 60, 2);
      expect(entry.partial?.includes("niacin") ?? false, slug).toBe(tryptophan === null);
      if (tryptophan === null) partial += 1;
    }
    expect(partial).toBeLessThan(15);
    // Sugar and oils have no protein, so no tryptophan: known, not partial.
    expect(foodMicronutrients["olive-oil"]!.niacin?.tryptophan ?? 0).toBe(0);
  });

  it("has vitamin D for baked mackerel, carp and pollock from the raw fish's entry, and none added to kefir", () => {
    // SR28 raw entries: mackerel 15046 16.1 µg, carp 15008 24.7 µg, pollock 15065 1.0 µg per 100 g.
    const d = (slug: string) => foodMicronutrients[slug]!;
    expect(d("mackerel-atlantic-cooked")).toMatchObject({ per100g: { "vitamin-d": 16.1 }, borrowed: { "vitamin-d": "15046" } });
    expect(d("carp-cooked")).toMatchObject({ per100g: { "vitamin-d": 24.7 }, borrowed: { "vitamin-d": "15008" } });
    expect(d("pollock-atlantic-cooked")).toMatchObject({ per100g: { "vitamin-d": 1 }, borrowed: { "vitamin-d": "15065" } });
    // SR28 has no vitamin D for wild Atlantic salmon, raw or cooked: still unknown, not borrowed from another species.
    expect(d("salmon-atlantic-wild-cooked").per100g["vitamin-d"]).toBeUndefined();
    // The only plain kefir in SR28 is a brand with added vitamins A and D: left out, unknown.
    expect(d("kefir-low-fat").per100g["vitamin-a"]).toBeUndefined();
    expect(d("kefir-low-fat").per100g["vitamin-d"]).toBeUndefined();
    expect(d("kefir-low-fat").retinol).toBeUndefined();
    expect(d("kefir-low-fat").per100g.calcium).toBe(130);
  });

  it("analyses every dish from its ingredients", () => {
    for (const dish of dishes) {
      const totals = dayTotals(dish.ingredients, ["iron", "vitamin-c", "calcium"], foodValues);
      const iron = totals.get("iron")!;
      expect(iron.amount, dish.slug).not.toBeNull();
      const direct = dish.ingredients.reduce((a, i) => a + ((foodMicronutrients[i.food]!.per100g.iron ?? 0) * i.grams) / 100, 0);
      expect(iron.amount!, dish.slug).toBeCloseTo(direct, 6);
    }
  });
});
