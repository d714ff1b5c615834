import { describe, expect, it } from "vitest";
import type { RecipeJson } from "../../core/api/diary";
import type { FoodResultJson } from "../../core/api/foods";
import { columnValues } from "../../core/diary/values";
import {
  checkRecipe,
  emptyRecipe,
  finishedGrams,
  finishedText,
  itemOf,
  previewOf,
  rawGrams,
  recipeFormOf,
  recipeOf,
  recipeRemovalOf,
  recipeResult,
  type RecipeForm,
} from "../../web/diary/own/recipe-form";

// The recipe builder's arithmetic: the raw and cooked weights, the live preview per 100 g and per
// serving from the ingredients' four macros, and the change checked by the server's schema.

const id = "0b7c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4";
const at = Date.UTC(2026, 10, 29);
const oats: FoodResultJson = {
  kind: "db",
  id: "08120",
  name: { en: "Oats", ru: "Овсяные хлопья", usda: null },
  group: "0800" as FoodResultJson["group"],
  per100g: { kcal: 379, protein: 13.2, fat: 6.5, carbs: 67.7 },
  serving: null,
};
const milk: FoodResultJson = {
  kind: "db",
  id: "01077",
  name: { en: "Milk, whole", ru: "Молоко цельное", usda: null },
  group: "0100" as FoodResultJson["group"],
  per100g: { kcal: 61, protein: 3.2, fat: 3.3, carbs: 4.8 },
  serving: null,
};

const porridge = (patch: Partial<RecipeForm> = {}): RecipeForm => ({
  ...emptyRecipe(),
  name: "Porridge",
  items: [itemOf(oats, 100, "en"), itemOf(milk, 300, "en")],
  ...patch,
});

describe("weights", () => {
  it("the cooked weight follows the ingredients' until typed", () => {
    expect(rawGrams(porridge())).toBe(400);
    expect(finishedGrams(porridge())).toBe(400);
    expect(finishedText(porridge(), "en")).toBe("400");
    expect(finishedGrams(porridge({ finished: "350,5" }))).toBe(350.5);
  });
});

describe("the preview", () => {
  it("is what the ingredients give over the cooked weight, per 100 g and per serving", () => {
    // 379 + 3 × 61 = 562 kcal in 400 g: 140.5 per 100 g; two servings of 200 g: 281 kcal each.
    const preview = previewOf(porridge({ servings: "2" }))!;
    expect(preview.per100g.kcal).toBeCloseTo(140.5);
    expect(preview.per100g.protein).toBeCloseTo((13.2 + 9.6) / 4);
    expect(preview.serving?.grams).toBe(200);
    expect(preview.serving?.macros.kcal).toBeCloseTo(281);
  });

  it("is denser when the dish is boiled down, the serving the same food", () => {
    const preview = previewOf(porridge({ finished: "200", servings: "2" }))!;
    expect(preview.per100g.kcal).toBeCloseTo(281);
    expect(preview.serving?.macros.kcal).toBeCloseTo(281);
  });

  it("waits for an ingredient whose values are being read, and for a first ingredient", () => {
    const form = porridge();
    expect(previewOf({ ...form, items: [{ ...form.items[0]!, per100g: null }] })).toBeNull();
    expect(previewOf(emptyRecipe())).toBeNull();
  });

  it("leaves the serving out while the servings do not read", () => {
    expect(previewOf(porridge({ servings: "1,5" }))?.serving).toBeNull();
  });
});

describe("the change", () => {
  it("names the ingredients and their grams (a decimal comma too)", () => {
    const form = porridge({ servings: "2" });
    form.items[1]!.grams = "250,5";
    const checked = checkRecipe(form, id, at);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.change).toMatchObject({
      type: "recipe",
      name: "Porridge",
      ingredients: [
        { food: { kind: "db", id: "08120" }, grams: 100 },
        { food: { kind: "db", id: "01077" }, grams: 250.5 },
      ],
      finishedGrams: 350.5,
      servings: 2,
    });
  });

  it("is refused with each field's message", () => {
    const none = checkRecipe({ ...emptyRecipe(), name: "Soup" }, id, at);
    expect(!none.ok && none.errors.ingredients).toBe("validation_diary_ingredients");
    const finished = checkRecipe(porridge({ finished: "30" }), id, at);
    expect(!finished.ok && finished.errors.finishedGrams).toBe("validation_diary_finished");
    const tooMuch = checkRecipe(porridge({ finished: "4001" }), id, at);
    expect(!tooMuch.ok && tooMuch.errors.finishedGrams).toBe("validation_diary_finished");
    const servings = checkRecipe(porridge({ servings: "101" }), id, at);
    expect(!servings.ok && servings.errors.servings).toBe("validation_diary_servings");
    const form = porridge();
    form.items[0]!.grams = "0";
    const grams = checkRecipe(form, id, at);
    expect(!grams.ok && grams.errors["ingredients.0"]).toBe("validation_diary_grams");
  });

  it("a recipe as a search result offers one serving", () => {
    const form = porridge({ servings: "4" });
    const checked = checkRecipe(form, id, at);
    if (!checked.ok) throw new Error("invalid");
    const result = recipeResult(recipeOf(checked.change, form));
    expect(result).toMatchObject({ kind: "recipe", id, name: { en: "Porridge" }, serving: { grams: 100, label: null } });
    expect(result.per100g.kcal).toBeCloseTo(140.5);
  });
});

describe("a saved recipe", () => {
  const saved: RecipeJson = {
    id,
    name: "Porridge",
    ingredients: [
      { food: { kind: "db", id: "08120" }, grams: 100, name: { en: "Oats", ru: "Овсяные хлопья" } },
      { food: { kind: "db", id: "01077" }, grams: 300, name: { en: "Milk, whole", ru: "Молоко цельное" } },
    ],
    finishedGrams: 380,
    servings: 2,
    servingGrams: 190,
    per100g: columnValues({ kcal: 147.9 }),
    updatedAt: at,
  };

  it("opens with its weights, its ingredients' values to be read", () => {
    const form = recipeFormOf(saved, "ru");
    expect(form).toMatchObject({ name: "Porridge", finished: "380", servings: "2" });
    expect(form.items.map((i) => [i.grams, i.per100g])).toEqual([
      ["100", null],
      ["300", null],
    ]);
    expect(recipeFormOf({ ...saved, finishedGrams: 400 }, "en").finished).toBeNull();
  });

  it("is removed with its whole record", () => {
    expect(recipeRemovalOf(saved)).toMatchObject({ type: "recipe", id, deleted: true, finishedGrams: 380, servings: 2 });
  });
});
