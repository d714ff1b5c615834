// Dish content integrity: every dish in both languages, valid meals and categories, ingredients
// that exist in the food table in realistic amounts, and computed energy and protein that match
// the tags (macros are never written in the dishes, only computed from content/foods).
import { describe, expect, it } from "vitest";
import { dishes } from "../../content/dishes/dishes";
import { dishCategories, meals, type Dish } from "../../core/nutrition/dish";
import { foods } from "../../content/foods/foods";

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const cyrillic = /[А-Яа-яЁё]/;
const foodBySlug = new Map(foods.map((f) => [f.slug, f]));
/** Latin letters in a Russian text, leaving out the unit °C. */
const latin = (s: string) => /[A-Za-z]/.test(s.replace(/°C/g, ""));
const allowedKeys = ["slug", "name", "description", "meals", "categories", "ingredients", "steps", "minutes", "vegetarian"];

/** Energy, protein and vegetable grams of one portion, from the food table. */
function totals(dish: Dish) {
  let kcal = 0;
  let protein = 0;
  let vegetableGrams = 0;
  let meatOrFish = false;
  for (const { food, grams } of dish.ingredients) {
    const f = foodBySlug.get(food);
    if (!f) throw new Error(`${dish.slug}: unknown food ${food}`);
    kcal += (grams / 100) * f.per100g.kcal;
    protein += (grams / 100) * f.per100g.protein;
    if (f.category === "vegetables") vegetableGrams += grams;
    if (f.category === "meat" || f.category === "fish") meatOrFish = true;
  }
  return { kcal, protein, vegetableGrams, meatOrFish };
}

function countFor(test: (d: Dish) => boolean) {
  return dishes.filter(test).length;
}

describe("dishes", () => {
  it("has at least 40 dishes with unique, well-formed slugs and no extra fields", () => {
    expect(dishes.length).toBeGreaterThanOrEqual(40);
    const slugs = dishes.map((d) => d.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const d of dishes) {
      expect(d.slug, d.slug).toMatch(slugPattern);
      for (const key of Object.keys(d)) expect(allowedKeys, `${d.slug} has field ${key}`).toContain(key);
    }
  });

  it("uses only foods from the table, in positive whole grams, 2 to 8 per dish", () => {
    for (const d of dishes) {
      expect(d.ingredients.length, d.slug).toBeGreaterThanOrEqual(2);
      expect(d.ingredients.length, d.slug).toBeLessThanOrEqual(8);
      const used = d.ingredients.map((i) => i.food);
      expect(new Set(used).size, `${d.slug} repeats a food`).toBe(used.length);
      for (const { food, grams } of d.ingredients) {
        expect(foodBySlug.has(food), `${d.slug}: unknown food ${food}`).toBe(true);
        expect(Number.isInteger(grams) && grams > 0, `${d.slug}: ${food} ${grams} g`).toBe(true);
      }
    }
  });

  it("has names, descriptions and steps in both languages", () => {
    for (const d of dishes) {
      for (const field of ["name", "description"] as const) {
        const { en, ru } = d[field];
        const where = `${d.slug} ${field}`;
        expect(en.trim().length, where).toBeGreaterThan(0);
        expect(ru.trim().length, where).toBeGreaterThan(0);
        expect(cyrillic.test(en), `${where} English has Cyrillic`).toBe(false);
        expect(cyrillic.test(ru), `${where} Russian has no Cyrillic`).toBe(true);
        expect(latin(ru), `${where} Russian has Latin letters`).toBe(false);
        expect(ru, where).not.toBe(en);
      }
      const { en, ru } = d.steps;
      expect(en.length, `${d.slug} steps`).toBe(ru.length);
      expect(en.length, `${d.slug} steps`).toBeGreaterThanOrEqual(2);
      expect(en.length, `${d.slug} steps`).toBeLessThanOrEqual(5);
      for (const s of en) {
        expect(s.trim().length, `${d.slug} English step`).toBeGreaterThan(0);
        expect(cyrillic.test(s), `${d.slug} English step has Cyrillic: ${s}`).toBe(false);
      }
      for (const s of ru) {
        expect(s.trim().length, `${d.slug} Russian step`).toBeGreaterThan(0);
        expect(cyrillic.test(s), `${d.slug} Russian step has no Cyrillic: ${s}`).toBe(true);
        expect(latin(s), `${d.slug} Russian step has Latin letters: ${s}`).toBe(false);
      }
    }
  });

  it("has valid meals, categories and time", () => {
    for (const d of dishes) {
      expect(d.meals.length, d.slug).toBeGreaterThan(0);
      expect(new Set(d.meals).size, `${d.slug} repeats a meal`).toBe(d.meals.length);
      for (const m of d.meals) expect(meals, d.slug).toContain(m);
      expect(d.categories.length, d.slug).toBeGreaterThanOrEqual(1);
      expect(d.categories.length, d.slug).toBeLessThanOrEqual(3);
      expect(new Set(d.categories).size, `${d.slug} repeats a category`).toBe(d.categories.length);
      for (const c of d.categories) expect(dishCategories, d.slug).toContain(c);
      expect(Number.isInteger(d.minutes), d.slug).toBe(true);
      expect(d.minutes, d.slug).toBeGreaterThanOrEqual(1);
      expect(d.minutes, d.slug).toBeLessThanOrEqual(120);
      expect(typeof d.vegetarian, d.slug).toBe("boolean");
    }
  });

  it("covers every meal and has enough vegetarian dishes", () => {
    expect(countFor((d) => d.meals.includes("breakfast"))).toBeGreaterThanOrEqual(10);
    expect(countFor((d) => d.meals.includes("lunch") || d.meals.includes("dinner"))).toBeGreaterThanOrEqual(20);
    expect(countFor((d) => d.meals.includes("snack"))).toBeGreaterThanOrEqual(8);
    expect(countFor((d) => d.meals.includes("evening"))).toBeGreaterThanOrEqual(6);
    expect(countFor((d) => d.vegetarian)).toBeGreaterThanOrEqual(10);
  });

  it("has a realistic portion energy and a correct vegetarian flag", () => {
    for (const d of dishes) {
      const { kcal, meatOrFish } = totals(d);
      expect(kcal, `${d.slug} kcal`).toBeGreaterThanOrEqual(80);
      expect(kcal, `${d.slug} kcal`).toBeLessThanOrEqual(900);
      // Vegetarian dishes use no meat or fish; the others do, so the flag is never left false by mistake.
      expect(d.vegetarian, `${d.slug} vegetarian flag`).toBe(!meatOrFish);
    }
  });

  it("tags protein and vegetables only where the food table backs them", () => {
    for (const d of dishes) {
      const { kcal, protein, vegetableGrams } = totals(d);
      if (d.categories.includes("protein")) {
        expect((protein * 4) / kcal, `${d.slug} protein share of energy`).toBeGreaterThanOrEqual(0.2);
      }
      if (d.categories.includes("vegetables")) {
        expect(vegetableGrams, `${d.slug} vegetable grams`).toBeGreaterThanOrEqual(80);
      }
    }
  });

  it("offers both high-protein and lighter dishes", () => {
    const proteins = dishes.map((d) => totals(d).protein);
    expect(proteins.filter((p) => p >= 30).length).toBeGreaterThanOrEqual(5);
    expect(proteins.filter((p) => p < 15).length).toBeGreaterThanOrEqual(5);
  });

  it("has at least 12 energy-dense dishes with a low protein share", () => {
    // Members who need many calories with little protein (e.g. 3,200 kcal and 100 g protein) can
    // only be fed by scaling dishes that bring energy without much protein.
    const energyDense = dishes.filter((d) => {
      const { kcal, protein } = totals(d);
      return kcal >= 400 && (protein * 4) / kcal <= 0.15;
    });
    expect(energyDense.length).toBeGreaterThanOrEqual(12);
  });
});
