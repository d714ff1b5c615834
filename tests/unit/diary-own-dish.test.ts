import { describe, expect, it } from "vitest";
import type { DishDetailJson } from "../../core/api/dishes";
import { amountGrams, dishEntry, dishFood, mealNow, portionGrams } from "../../web/dishes/dish-food";

// A library dish logged from its page: its standard portion (the ingredients' grams together, as
// the search offers it), its values per 100 g, and the entry checked as the server checks it.

const dish = {
  slug: "oatmeal-with-berries",
  name: { en: "Oatmeal with berries", ru: "Овсянка с ягодами" },
  ingredients: [
    { food: "oats", name: { en: "Oats", ru: "Овсянка" }, grams: 60 },
    { food: "milk", name: { en: "Milk", ru: "Молоко" }, grams: 200 },
    { food: "berries", name: { en: "Berries", ru: "Ягоды" }, grams: 90 },
  ],
  nutrients: { kcal: 420, protein: 17.5, fat: 10.5, carbs: 63, fiber: 8 },
} satisfies Pick<DishDetailJson, "slug" | "name" | "ingredients" | "nutrients">;
const serving = { en: "serving", ru: "порция" };
const id = "0b7c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4";

describe("a dish as a food", () => {
  it("has its ingredients' grams as its portion, and its values per 100 g from the portion's", () => {
    expect(portionGrams(dish)).toBe(350);
    expect(dishFood(dish)).toEqual({
      kind: "dish",
      id: "oatmeal-with-berries",
      name: { en: "Oatmeal with berries", ru: "Овсянка с ягодами", usda: null },
      group: null,
      per100g: { kcal: 120, protein: 5, fat: 3, carbs: 18 },
      serving: { grams: 350, label: null },
    });
  });

  it("is logged at the meal of the hour when it suits it", () => {
    expect(mealNow(8, ["breakfast", "snack"])).toBe("breakfast");
    expect(mealNow(13, ["breakfast", "snack"])).toBe("breakfast");
    expect(mealNow(13, [])).toBe("lunch");
    expect(mealNow(22, ["dinner", "evening"])).toBe("evening");
  });
});

describe("the entry", () => {
  const base = { dish, id, updatedAt: Date.now(), date: "2026-11-29", meal: "breakfast" as const, servingLabel: serving };

  it("in portions: their grams, with the portion for showing ('1,5 × serving')", () => {
    expect(amountGrams({ by: "portions", portions: "1,5", grams: "" }, 350)).toBe(525);
    const entry = dishEntry({ ...base, input: { by: "portions", portions: "1,5", grams: "525" } });
    expect(entry.ok && entry.change).toMatchObject({
      type: "entry",
      food: { kind: "dish", id: "oatmeal-with-berries" },
      grams: 525,
      portion: { count: 1.5, label: serving },
      shown: { name: { ru: "Овсянка с ягодами" } },
    });
  });

  it("in grams: no portion", () => {
    const entry = dishEntry({ ...base, input: { by: "grams", portions: "1", grams: "200" } });
    expect(entry.ok && entry.change).toMatchObject({ grams: 200, portion: null });
  });

  it("is refused past the server's limits with its message", () => {
    const zero = dishEntry({ ...base, input: { by: "grams", portions: "1", grams: "0" } });
    expect(!zero.ok && zero.message).toBe("validation_diary_grams");
    const far = dishEntry({ ...base, date: "2099-01-01", input: { by: "portions", portions: "1", grams: "350" } });
    expect(!far.ok && far.message).toBe("validation_diary_date");
  });
});
