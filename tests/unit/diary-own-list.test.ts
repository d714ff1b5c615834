import { describe, expect, it } from "vitest";
import type { CustomFoodJson, RecipeJson } from "../../core/api/diary";
import { columnValues } from "../../core/diary/values";
import type { CustomFoodChange, RecipeChange } from "../../core/validation/diary";
import { filterOwn, matches, ownList } from "../../web/diary/own/my-foods";

// "My foods": the server's list with the changes still on the device laid over it.

const ids = ["6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b", "7a1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b", "8b1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b"];
const food = (id: string, name: string, updatedAt: number): CustomFoodJson => ({
  id,
  name,
  brand: null,
  barcode: null,
  basis: "100g",
  serving: null,
  values: columnValues({ kcal: 100, protein: 1, fat: 1, carbs: 1 }),
  per100g: columnValues({ kcal: 100, protein: 1, fat: 1, carbs: 1 }),
  updatedAt,
});
const change = (id: string, name: string, updatedAt: number, deleted = false): CustomFoodChange => ({
  type: "food",
  id,
  updatedAt,
  deleted,
  name,
  brand: "Простоквашино",
  barcode: null,
  basis: "serving",
  serving: { label: "1 стакан", grams: 250 },
  values: { kcal: 125, protein: 7.5, fat: 6.25, carbs: 10 },
});
const recipe: RecipeJson = {
  id: ids[2]!,
  name: "Сырники",
  ingredients: [{ food: { kind: "db", id: "01015" }, grams: 400, name: { en: "Cottage cheese", ru: "Творог" } }],
  finishedGrams: 400,
  servings: 4,
  servingGrams: 100,
  per100g: columnValues({ kcal: 200 }),
  updatedAt: 10,
};

describe("own foods and recipes", () => {
  const server = { foods: [food(ids[0]!, "Kefir", 5)], recipes: [recipe] };

  it("show a food made on this device at once, first, with its values per 100 g", () => {
    const list = ownList(server, [change(ids[1]!, "Ряженка", 20)], () => undefined);
    expect(list.foods.map((f) => f.name)).toEqual(["Ряженка", "Kefir"]);
    expect(list.foods[0]!.per100g.kcal).toBe(50);
    expect(list.unsent.has(ids[1]!)).toBe(true);
    expect(list.unsent.has(ids[0]!)).toBe(false);
  });

  it("leave out one removed on this device, and keep the server's copy when it is newer", () => {
    expect(ownList(server, [change(ids[0]!, "Kefir", 6, true)], () => undefined).foods).toEqual([]);
    expect(ownList(server, [change(ids[0]!, "Old kefir", 4)], () => undefined).foods[0]!.name).toBe("Kefir");
  });

  it("show an unsent recipe as the builder kept it, else from its record with the names the server had", () => {
    const edit: RecipeChange = { type: "recipe", id: recipe.id, updatedAt: 11, deleted: false, name: "Сырники с изюмом", ingredients: [{ food: { kind: "db", id: "01015" }, grams: 500 }], finishedGrams: 450, servings: 5 };
    const fromRecord = ownList(server, [edit], () => undefined).recipes[0]!;
    expect(fromRecord).toMatchObject({ name: "Сырники с изюмом", servingGrams: 90, ingredients: [{ grams: 500, name: { ru: "Творог" } }] });
    const kept = { ...recipe, name: "Kept", updatedAt: 11 };
    expect(ownList(server, [edit], (id, at) => (id === recipe.id && at === 11 ? kept : undefined)).recipes[0]!.name).toBe("Kept");
  });

  it("are filtered by every word typed, in the name or the brand, ё as е", () => {
    const list = ownList(server, [change(ids[1]!, "Ряженка", 20)], () => undefined);
    expect(filterOwn(list, "ряж").foods.map((f) => f.name)).toEqual(["Ряженка"]);
    expect(filterOwn(list, "простокв ряж").foods).toHaveLength(1);
    expect(filterOwn(list, "сырник").recipes).toHaveLength(1);
    expect(filterOwn(list, "борщ").foods).toHaveLength(0);
    expect(matches("Ёжик", "еж")).toBe(true);
  });
});
