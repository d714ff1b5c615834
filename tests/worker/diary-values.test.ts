import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DiaryDayJson, DiaryEntryJson, RecipeJson } from "../../core/api/diary";
import type { DishListJson } from "../../core/api/dishes";
import type { FoodDetailJson } from "../../core/api/foods";
import { getDb } from "../../worker/db/client";
import { dailyIntake } from "../../worker/diary/service";
import {
  anHourAgo,
  custom,
  day,
  entriesOn,
  entryChange,
  favouriteChange,
  foodChange,
  get,
  member,
  milk,
  outcomes,
  recipe,
  recipeChange,
  sync,
} from "./diary-fixture";

// Values are kept as logged (decision 0044): the server fills an entry's names and values per
// 100 g from its food when the entry is made or names another food, and the device never sends
// them; a day's totals are values × grams and stay what they were when the member later edits
// their own food; an unknown value is counted apart, never as zero. A recipe's values come from
// its ingredients when it is saved; a library dish is for members whose plan includes the library.

const dbFood = async (token: string, id: string) => (await get(token, `/api/foods/${id}`)).body as FoodDetailJson;

describe("an entry's values", () => {
  it("come from the food database with its names, whatever the device sends", async () => {
    const { token } = await member();
    const sent = { ...entryChange(milk, { grams: 250 }), name: { en: "Cake" }, per100g: { kcal: 900 } };
    const res = await sync(token, [sent]);
    expect(outcomes(res)).toEqual(["saved"]);
    const milkFood = await dbFood(token, milk.id);
    const entry = res.body.entries[0] as DiaryEntryJson;
    expect(entry).toMatchObject({ id: sent.id, food: milk, grams: 250, name: { en: milkFood.name.en, ru: milkFood.name.ru } });
    expect(entry.per100g).toEqual(milkFood.values);
    expect((await entriesOn(token))[0]).toEqual(entry);
  });

  it("stay as logged when the member's own food changes later, and follow a change of the entry's food", async () => {
    const { token } = await member();
    const t = anHourAgo();
    const bar = foodChange(
      { name: "Protein bar", brand: "Forma", updatedAt: t },
      { kcal: 400, protein: 30, fat: 15, carbs: 35, iron: 2 },
    );
    const entry = entryChange(custom(bar), { grams: 60, updatedAt: t });
    await sync(token, [bar, entry]);
    // The label was misread: the member corrects it; the logged entry keeps what it was logged with.
    const fixed = { ...bar, values: { ...bar.values, kcal: 350, iron: null }, updatedAt: t + 1000 };
    expect(outcomes(await sync(token, [fixed]))).toEqual(["saved"]);
    expect((await get(token, `/api/diary/foods/${bar.id}`)).body.food).toMatchObject({ per100g: { kcal: 350, iron: null } });
    const kept = (await entriesOn(token))[0]!;
    expect(kept).toMatchObject({ name: { en: "Protein bar (Forma)", ru: null }, per100g: { kcal: 400, iron: 2 } });
    expect((await day(token)).body.totals).toMatchObject({
      kcal: { amount: 240, missing: 0 },
      iron: { amount: 1.2, missing: 0 },
    });

    // Changing the grams keeps the logged values; logging the food again takes the new ones.
    await sync(token, [
      { ...entry, grams: 120, updatedAt: t + 2000 },
      entryChange(custom(bar), { grams: 100, meal: "snack", updatedAt: t + 2000 }),
    ]);
    const [first, second] = await entriesOn(token);
    expect(first).toMatchObject({ grams: 120, per100g: { kcal: 400, iron: 2 } });
    expect(second).toMatchObject({ grams: 100, per100g: { kcal: 350, iron: null } });

    // Naming another food takes that food's values.
    await sync(token, [{ ...entry, food: milk, grams: 200, updatedAt: t + 3000 }]);
    expect((await entriesOn(token)).find((e) => e.id === entry.id)).toMatchObject({
      food: milk,
      per100g: { kcal: 61 },
      name: { en: expect.stringMatching(/milk/i) },
    });
  });

  it("stay editable when the member's own food is removed: the grams change, the values stay", async () => {
    const { token } = await member();
    const t = anHourAgo();
    const bar = foodChange({ updatedAt: t });
    const entry = entryChange(custom(bar), { grams: 50, updatedAt: t });
    await sync(token, [bar, entry]);
    await sync(token, [{ ...bar, deleted: true, updatedAt: t + 1000 }]);
    expect(outcomes(await sync(token, [{ ...entry, grams: 80, updatedAt: t + 2000 }]))).toEqual(["saved"]);
    expect((await entriesOn(token))[0]).toMatchObject({ grams: 80, per100g: { kcal: 100 } });
    // A new entry of the removed food has nothing to take its values from.
    const fresh = entryChange(custom(bar), { updatedAt: t + 2000 });
    expect((await sync(token, [fresh])).body.results).toEqual([{ id: fresh.id, result: "rejected", code: "not_found" }]);
  });

  it("of a copy take the copied entry's when its food is gone, and only from the member's own entry", async () => {
    const { token } = await member();
    const t = anHourAgo();
    const bar = foodChange({ updatedAt: t }, { kcal: 420, protein: 20, fat: 18, carbs: 44 });
    const entry = entryChange(custom(bar), { grams: 50, date: "2026-03-01", updatedAt: t });
    await sync(token, [bar, entry]);
    await sync(token, [{ ...bar, deleted: true, updatedAt: t + 1000 }]);

    // Yesterday's meal copied into today, after the food was removed: the copy keeps the values.
    const copy = { ...entryChange(custom(bar), { grams: 50, date: "2026-03-02", updatedAt: t + 2000 }), copyOf: entry.id };
    const res = await sync(token, [copy]);
    expect(outcomes(res)).toEqual(["saved"]);
    expect(res.body.entries[0]).toMatchObject({
      id: copy.id,
      date: "2026-03-02",
      grams: 50,
      per100g: { kcal: 420 },
      name: { en: bar.name },
    });
    // Edited afterwards, it keeps them as any entry does.
    expect(outcomes(await sync(token, [{ ...copy, copyOf: undefined, grams: 70, updatedAt: t + 3000 }]))).toEqual(["saved"]);
    expect((await entriesOn(token, "2026-03-02"))[0]).toMatchObject({ grams: 70, per100g: { kcal: 420 } });

    // Another member cannot copy this member's entry, nor one of another food.
    const other = await member();
    const theirs = { ...entryChange(custom(bar), { date: "2026-03-02", updatedAt: t + 2000 }), copyOf: entry.id };
    expect((await sync(other.token, [theirs])).body.results).toEqual([{ id: theirs.id, result: "rejected", code: "not_found" }]);
    const milkEntry = entryChange(milk, { date: "2026-03-01", updatedAt: t });
    await sync(token, [milkEntry]);
    const mismatched = { ...entryChange(custom(bar), { date: "2026-03-02", updatedAt: t + 2000 }), copyOf: milkEntry.id };
    expect((await sync(token, [mismatched])).body.results).toEqual([
      { id: mismatched.id, result: "rejected", code: "not_found" },
    ]);
    expect(await entriesOn(other.token, "2026-03-02")).toEqual([]);
  });

  it("of a food the database does not have are refused, the rest of the sync kept", async () => {
    const { token } = await member();
    const unknown = entryChange({ kind: "db", id: "99999" });
    const known = entryChange(milk);
    const res = await sync(token, [unknown, known, favouriteChange({ kind: "db", id: "99998" })]);
    expect(res.body.results).toEqual([
      { id: unknown.id, result: "rejected", code: "food_invalid" },
      { id: known.id, result: "saved" },
      { id: "db:99998", result: "rejected", code: "food_invalid" },
    ]);
  });
});

describe("a day's totals", () => {
  it("add values × grams by meal and for the day, and count the entries without a value apart", async () => {
    const { token } = await member();
    const bar = foodChange({}, { kcal: 400, protein: 30, fat: 15, carbs: 35, iron: 2 });
    const milkFood = await dbFood(token, milk.id);
    await sync(token, [
      bar,
      entryChange(milk, { grams: 200, meal: "breakfast" }),
      entryChange(custom(bar), { grams: 50, meal: "breakfast" }),
      entryChange(custom(bar), { grams: 25, meal: "snack" }),
    ]);
    const body = (await day(token)).body as DiaryDayJson;
    expect(body.meals.map((m) => [m.meal, m.entries.length])).toEqual([
      ["breakfast", 2],
      ["lunch", 0],
      ["dinner", 0],
      ["snack", 1],
      ["evening", 0],
    ]);
    // The member's label gives no calcium: the day's calcium is the milk's, with two entries without a value.
    expect(body.totals.calcium).toEqual({ amount: milkFood.values.calcium! * 2, missing: 2 });
    expect(body.meals[0]!.totals.calcium).toEqual({ amount: milkFood.values.calcium! * 2, missing: 1 });
    // The snack is the member's food alone: a column no entry knows has no amount.
    expect(body.meals[3]!.totals.calcium).toEqual({ amount: null, missing: 1 });
    expect(body.totals.kcal).toEqual({ amount: 61 * 2 + 400 * 0.75, missing: 0 });
    expect(body.totals.protein.amount).toBeCloseTo(3.15 * 2 + 30 * 0.75, 2);
    // A meal with nothing logged is zero, not unknown.
    expect(body.meals[1]!.totals.kcal).toEqual({ amount: 0, missing: 0 });
  });
});

describe("each day's energy", () => {
  it("is the sum of the day's entries, for the days that have any, for the expenditure estimate", async () => {
    const { id, token } = await member();
    const t = anHourAgo();
    const gone = entryChange(milk, { date: "2026-03-02", grams: 1000, updatedAt: t });
    await sync(token, [
      entryChange(milk, { date: "2026-03-01", grams: 200, updatedAt: t }),
      entryChange(milk, { date: "2026-03-01", grams: 300, meal: "dinner", updatedAt: t }),
      gone,
      entryChange(milk, { date: "2026-03-03", grams: 100, updatedAt: t }),
      entryChange(milk, { date: "2026-03-09", grams: 100, updatedAt: t }),
    ]);
    await sync(token, [{ ...gone, deleted: true, updatedAt: t + 1000 }]);
    expect(await dailyIntake(getDb(env.DB), id, "2026-03-01", "2026-03-08")).toEqual([
      { date: "2026-03-01", kcal: 305 },
      { date: "2026-03-03", kcal: 61 },
    ]);
  });
});

describe("a recipe", () => {
  it("gets its values per 100 g of the finished dish from its ingredients when saved (a known answer)", async () => {
    const { token } = await member();
    // 100 kcal, 10 g protein, 5 g fat, 2 g carbohydrate and 1 mg iron per 100 g.
    const a = foodChange({ name: "A" }, { iron: 1 });
    // Per 50 g serving: 200 kcal, 20 g fat, 10 g carbohydrate, no iron given: 400, 40 and 20 per 100 g.
    const b = foodChange(
      { name: "B", basis: "serving", serving: { label: "bar", grams: 50 } },
      { kcal: 200, protein: 0, fat: 20, carbs: 10 },
    );
    const stew = recipeChange(
      [
        { food: custom(a), grams: 200 },
        { food: custom(b), grams: 50 },
      ],
      { name: "Stew", finishedGrams: 500, servings: 2 },
    );
    const res = await sync(token, [a, b, stew]);
    expect(outcomes(res)).toEqual(["saved", "saved", "saved"]);
    expect(res.body.foods.find((f: { id: string }) => f.id === b.id)).toMatchObject({
      values: { kcal: 200, fat: 20 },
      per100g: { kcal: 400, protein: 0, fat: 40, carbs: 20, iron: null },
    });
    const saved = res.body.recipes[0] as RecipeJson;
    // (200 + 200) kcal, (20 + 0) g protein, (10 + 20) g fat, (4 + 10) g carbohydrate in 500 g.
    expect(saved).toMatchObject({
      name: "Stew",
      finishedGrams: 500,
      servings: 2,
      servingGrams: 250,
      per100g: { kcal: 80, protein: 4, fat: 6, carbs: 2.8, iron: null },
      ingredients: [
        { food: custom(a), grams: 200, name: { en: "A", ru: null } },
        { food: custom(b), grams: 50, name: { en: "B", ru: null } },
      ],
    });
    // Logged by the serving: 250 g.
    const served = entryChange(recipe(stew), { grams: 250, portion: { count: 1, label: { en: "serving", ru: "порция" } } });
    await sync(token, [served]);
    expect((await day(token)).body.totals).toMatchObject({
      kcal: { amount: 200 },
      fat: { amount: 15 },
      iron: { amount: null, missing: 1 },
    });
    expect((await get(token, `/api/diary/foods/${stew.id}`)).body).toEqual({ kind: "recipe", recipe: saved });
  });

  it("mixes database foods, the member's foods and, for the library's members, dishes", async () => {
    const { token } = await member("BASIC");
    const a = foodChange({ name: "A" });
    const cereal = recipeChange(
      [
        { food: milk, grams: 200 },
        { food: custom(a), grams: 100 },
      ],
      { finishedGrams: 300 },
    );
    const res = await sync(token, [a, cereal]);
    expect(res.body.recipes[0].per100g).toMatchObject({ kcal: 74, calcium: null });
    expect(res.body.recipes[0].per100g.protein).toBeCloseTo((3.15 * 2 + 10) / 3, 3);
    expect(res.body.recipes[0].ingredients[0].name.en).toMatch(/milk/i);
  });
});

describe("library dishes", () => {
  it("are logged by members whose plan includes the library, with the portion's values", async () => {
    const { id, token } = await member("BASIC");
    const list = (await get(token, "/api/dishes")).body as DishListJson;
    const dish = list.dishes[0]!;
    const ref = { kind: "dish" as const, id: dish.slug };
    const detail = (await get(token, `/api/dishes/dish?slug=${dish.slug}`)).body as { ingredients: { grams: number }[] };
    const portion = detail.ingredients.reduce((sum, i) => sum + i.grams, 0);
    const entry = entryChange(ref, { grams: portion, portion: { count: 1, label: { en: "portion", ru: "порция" } } });
    const res = await sync(token, [entry, favouriteChange(ref)]);
    expect(outcomes(res)).toEqual(["saved", "saved"]);
    expect(res.body.entries[0].name).toEqual({ en: dish.name.en, ru: dish.name.ru });
    // The library's own figures for one portion, from the same SR28 entries.
    const totals = (await day(token)).body.totals;
    expect(Math.abs(totals.kcal.amount - dish.nutrients.kcal)).toBeLessThanOrEqual(1);
    expect(Math.abs(totals.protein.amount - dish.nutrients.protein)).toBeLessThanOrEqual(0.1);
    expect(res.body.favourites[0]).toMatchObject({
      id: `dish:${dish.slug}`,
      food: { kind: "dish", id: dish.slug, serving: { grams: portion } },
    });

    // Dropping to Free: a new dish entry is refused with its reason; the one logged keeps its values and its edits.
    await env.DB.prepare("UPDATE profiles SET plan = 'FREE' WHERE user_id = ?").bind(id).run();
    const more = entryChange(ref, { meal: "dinner" });
    const edit = { ...entry, grams: portion * 2, updatedAt: entry.updatedAt + 1000 };
    const after = await sync(token, [more, edit, recipeChange([{ food: ref, grams: 100 }])]);
    expect(after.body.results).toEqual([
      { id: more.id, result: "rejected", code: "subscription_required" },
      { id: edit.id, result: "saved" },
      { id: expect.any(String), result: "rejected", code: "subscription_required" },
    ]);
    expect((await day(token)).body.totals.kcal.amount).toBeCloseTo(totals.kcal.amount * 2, 1);
    // Nor is the dish among the favourites any more.
    expect((await get(token, "/api/diary/foods")).body.favourites).toEqual([]);
  });

  it("are refused to a Free member, and an unknown dish to anyone", async () => {
    const free = await member("FREE");
    const dish = entryChange({ kind: "dish", id: "oatmeal-with-milk-and-berries" });
    expect((await sync(free.token, [dish])).body.results).toEqual([
      { id: dish.id, result: "rejected", code: "subscription_required" },
    ]);
    const pro = await member("PRO");
    const unknown = entryChange({ kind: "dish", id: "no-such-dish" });
    expect((await sync(pro.token, [unknown])).body.results).toEqual([
      { id: unknown.id, result: "rejected", code: "food_invalid" },
    ]);
  });
});
