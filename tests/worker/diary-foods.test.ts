import { describe, expect, it } from "vitest";
import type { DiaryFoodsJson } from "../../core/api/diary";
import type { FoodSearchJson } from "../../core/api/foods";
import { utcDay } from "../../core/validation/progress";
import {
  anHourAgo,
  custom,
  entryChange,
  favouriteChange,
  foodChange,
  get,
  member,
  milk,
  recipe,
  recipeChange,
  sync,
} from "./diary-fixture";

// The member's foods (decision 0044): their own foods and recipes, favourites and recents (foods
// logged in the last 30 days, most often first, at most 20), and the food search, which finds
// their own foods and recipes first and, for members whose plan includes the library, its dishes,
// each result with its kind.

const foodsOf = async (token: string) => (await get(token, "/api/diary/foods")).body as DiaryFoodsJson;
const search = async (token: string, q: string, extra = "") =>
  (await get(token, `/api/foods/search?q=${encodeURIComponent(q)}${extra}`)).body as FoodSearchJson;

describe("the member's foods", () => {
  it("list their own foods and recipes (last changed first) and favourites as they are now", async () => {
    const { token } = await member();
    const t = anHourAgo();
    const granola = foodChange(
      { name: "Granola", barcode: "4601234567893", basis: "serving", serving: { label: "cup", grams: 50 }, updatedAt: t },
      { kcal: 225 },
    );
    const kefir = foodChange({ name: "Kefir 1%", updatedAt: t + 1000 }, { kcal: 40, protein: 3, fat: 1, carbs: 4 });
    const bowl = recipeChange(
      [
        { food: custom(granola), grams: 50 },
        { food: custom(kefir), grams: 200 },
      ],
      { name: "Granola bowl", updatedAt: t, servings: 2 },
    );
    await sync(token, [
      granola,
      kefir,
      bowl,
      favouriteChange(milk, { updatedAt: t }),
      favouriteChange(recipe(bowl), { updatedAt: t + 2000 }),
    ]);
    const foods = await foodsOf(token);
    expect(foods.foods.map((f) => f.name)).toEqual(["Kefir 1%", "Granola"]);
    expect(foods.foods[1]).toMatchObject({
      barcode: "4601234567893",
      basis: "serving",
      serving: { label: "cup", grams: 50 },
      values: { kcal: 225, iron: null },
      per100g: { kcal: 450, protein: 20, fat: 10, carbs: 4 },
    });
    expect(foods.recipes).toEqual([expect.objectContaining({ id: bowl.id, name: "Granola bowl", servingGrams: 125 })]);
    expect(foods.favourites.map((f) => [f.id, f.food.kind])).toEqual([
      [`recipe:${bowl.id}`, "recipe"],
      ["db:01077", "db"],
    ]);
    expect(foods.favourites[0]!.food).toMatchObject({
      name: { en: "Granola bowl", ru: null },
      serving: { grams: 125, label: null },
      group: null,
    });
    expect(foods.favourites[1]!.food).toMatchObject({ id: "01077", group: "0100", per100g: { kcal: 61 }, serving: null });
    expect(await get(token, `/api/diary/foods/${granola.id}`)).toMatchObject({
      status: 200,
      body: { kind: "custom", food: foods.foods[1] },
    });

    // A removed recipe leaves the favourites with it.
    await sync(token, [{ ...bowl, deleted: true, updatedAt: t + 3000 }]);
    expect((await foodsOf(token)).favourites.map((f) => f.id)).toEqual(["db:01077"]);
  });

  it("list the foods logged in the last 30 days, most often first, at most 20, with the last amount", async () => {
    const { token } = await member();
    const now = Date.now();
    const kefir = foodChange({ name: "Kefir" });
    const changes = [
      kefir,
      ...[0, -1, -2].map((d) => entryChange(milk, { date: utcDay(now, d), grams: 200 + d * 10 })),
      ...[0, -3].map((d) =>
        entryChange(custom(kefir), {
          date: utcDay(now, d),
          grams: 250,
          portion: { count: 1, label: { en: "glass", ru: "стакан" } },
        }),
      ),
      // Logged 40 days ago: not recent.
      entryChange({ kind: "db", id: "09040" }, { date: utcDay(now, -40) }),
      // Removed: not counted.
      entryChange({ kind: "db", id: "09003" }, { deleted: true }),
    ];
    await sync(token, changes);
    const { recents } = await foodsOf(token);
    expect(recents.map((r) => [r.food.kind, r.food.id, r.count])).toEqual([
      ["db", "01077", 3],
      ["custom", kefir.id, 2],
    ]);
    expect(recents[0]!.last).toEqual({ date: utcDay(now, 0), grams: 200, portion: null });
    expect(recents[1]!.last).toEqual({
      date: utcDay(now, 0),
      grams: 250,
      portion: { count: 1, label: { en: "glass", ru: "стакан" } },
    });

    // Twenty-five foods logged once: twenty of them are listed.
    const many = await member();
    const ids = [
      "01001",
      "01009",
      "01016",
      "01056",
      "01077",
      "01123",
      "01129",
      "05009",
      "05062",
      "05064",
      "08121",
      "09003",
      "09037",
      "09040",
      "09206",
      "11090",
      "11352",
      "12061",
      "14209",
      "14355",
      "15121",
      "16098",
      "19296",
      "19335",
      "20045",
    ];
    await sync(
      many.token,
      ids.map((id) => entryChange({ kind: "db", id })),
    );
    expect((await foodsOf(many.token)).recents).toHaveLength(20);
  });
});

describe("the food search", () => {
  it("finds the member's own foods and recipes first, by stems and typos as the database's, and by barcode", async () => {
    const { token } = await member();
    const kefir = foodChange({ name: "Кефир фермерский", brand: "Молочный двор", barcode: "4601234567893" });
    const bowl = recipeChange([{ food: custom(kefir), grams: 200 }], { name: "Кефирный смузи" });
    await sync(token, [kefir, bowl]);
    const found = await search(token, "кефир");
    expect(found.results.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: "custom",
        id: kefir.id,
        name: { en: "Кефир фермерский", ru: null, usda: null },
        group: null,
      }),
      expect.objectContaining({ kind: "recipe", id: bowl.id }),
    ]);
    expect(found.results[2]).toMatchObject({ kind: "db" });
    const plain = await search((await member()).token, "кефир");
    expect(found.total).toBe(plain.total + 2);
    // A typo in a long word, a word still being typed, the brand, the barcode.
    expect((await search(token, "фермерскй")).results[0]).toMatchObject({ id: kefir.id });
    expect((await search(token, "ферм")).results[0]).toMatchObject({ id: kefir.id });
    expect((await search(token, "молочный")).results[0]).toMatchObject({ id: kefir.id });
    expect((await search(token, "4601234567893")).results).toEqual([expect.objectContaining({ id: kefir.id, kind: "custom" })]);
    // Pages go on through the database after them.
    const second = await search(token, "кефир", "&offset=1&limit=2");
    expect(second.results.map((r) => r.id)).toEqual([bowl.id, found.results[2]!.id]);
  });

  it("finds the library's dishes for members whose plan includes it, after the database's best three", async () => {
    const basic = await member("BASIC");
    const free = await member("FREE");
    for (const q of ["гречка", "гречневая каша"]) {
      const withDishes = await search(basic.token, q, "&limit=50");
      const withoutDishes = await search(free.token, q, "&limit=50");
      const dishes = withDishes.results.filter((r) => r.kind === "dish");
      expect(dishes.length, q).toBeGreaterThan(0);
      expect(withoutDishes.results.filter((r) => r.kind === "dish")).toEqual([]);
      // The database's best (up to three) first, then the dishes, then the rest of the database.
      const first = Math.min(3, withoutDishes.total);
      expect(withDishes.results.slice(0, first)).toEqual(withoutDishes.results.slice(0, first));
      expect(withDishes.results.slice(first, first + dishes.length)).toEqual(dishes);
      expect(withDishes.total).toBe(withoutDishes.total + dishes.length);
      expect(dishes[0]).toMatchObject({
        group: null,
        serving: { grams: expect.any(Number), label: null },
        per100g: { kcal: expect.any(Number) },
      });
    }
    expect((await search(basic.token, "гречневая каша")).results.map((r) => r.id)).toContain("buckwheat-porridge-with-milk");
  });
});
