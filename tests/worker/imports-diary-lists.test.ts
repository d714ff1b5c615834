import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { DishListJson } from "../../core/api/dishes";
import { diaryCaps } from "../../core/validation/diary";
import { importSchema } from "../../core/validation/imports";
import { utcDay } from "../../core/validation/progress";
import { getDb } from "../../worker/db/client";
import { runImport } from "../../worker/imports/service";
import { post } from "./auth-helpers";
import {
  custom,
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
  rowsOf,
  sync,
} from "./diary-fixture";
import { exportedFiles, importFile, preview } from "./imports-fixture";

// The diary's own foods, recipes and favourites of "Download my data", brought with its entries
// (the ZIP chosen as it is): into another account under ids of their own, with the entries,
// recipes and favourites pointing at them, so logging again finds them; nothing twice; nothing
// into the account they came from; a recipe of a dish the plan lacks left out; bad records and
// lists past the caps refused whole, also when two imports race for the last place.

const day = utcDay(Date.now(), -2);
const at = (hour: number) => Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);

/** A member who logged a bar of their own and a porridge recipe of it and milk, with both and milk as favourites. */
async function memberWithLists(plan: "FREE" | "BASIC" = "BASIC") {
  const m = await member(plan);
  const bar = foodChange(
    { name: "Protein bar", brand: "Acme", serving: { label: "bar", grams: 50 }, basis: "serving" },
    { kcal: 190, protein: 15 },
  );
  const porridge = recipeChange(
    [
      { food: custom(bar), grams: 50 },
      { food: milk, grams: 250 },
    ],
    { name: "Bar porridge", finishedGrams: 300, servings: 2 },
  );
  const res = await sync(m.token, [
    bar,
    porridge,
    entryChange(custom(bar), { date: day, meal: "snack", grams: 50, updatedAt: at(16) }),
    entryChange(recipe(porridge), { date: day, grams: 150, updatedAt: at(8) }),
    favouriteChange(custom(bar)),
    favouriteChange(recipe(porridge)),
    favouriteChange(milk),
  ]);
  expect(outcomes(res)).toEqual(Array(7).fill("saved"));
  return { ...m, bar, porridge };
}

/** The diary import of a download: its entries and, as the ZIP brings them, its lists. */
function fromDownload(files: Record<string, string>, lists = true) {
  return {
    source: "diary" as const,
    csv: files["diary/entries.csv"]!,
    timeZone: "Europe/Moscow",
    ...(lists && {
      lists: {
        foods: files["diary/own-foods.json"],
        recipes: files["diary/recipes.json"],
        favourites: files["diary/favourites.json"],
      },
    }),
  };
}

/** Own foods of the member's, written directly (a sync takes 100 changes at a time). */
const fillFoods = (userId: string, n: number) =>
  env.DB.prepare(
    `INSERT INTO diary_foods (id, user_id, name, basis, entered, per100g, updated_at)
     SELECT lower(hex(randomblob(16))), ?1, 'Filler ' || value, '100g', '{"kcal":1,"protein":0,"fat":0,"carbs":0}', '{"kcal":1}', 1
     FROM json_each(?2)`,
  )
    .bind(userId, JSON.stringify(Array.from({ length: n }, (_, i) => i)))
    .run();

const foodsOf = async (token: string) => (await get(token, "/api/diary/foods")).body;

describe("importing the diary's own foods, recipes and favourites", () => {
  it("brings them into another account under their own ids, so an entry logged again finds its food", async () => {
    const from = await memberWithLists();
    const files = await exportedFiles(from.token);
    const to = await member("BASIC");

    const seen = await preview(to.token, fromDownload(files));
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      items: 2,
      newItems: 2,
      problemCount: 0,
      lists: {
        foods: { items: 1, newItems: 1, skipped: 0 },
        recipes: { items: 1, newItems: 1, skipped: 0 },
        favourites: { items: 3, newItems: 3, skipped: 0 },
      },
    });
    const res = await importFile(to.token, fromDownload(files));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: 2, lists: { foods: 1, recipes: 1, favourites: 3 } });

    // The food and the recipe as they were made, under ids of this account (the other's stay its own).
    const mine = await foodsOf(to.token);
    const theirs = await foodsOf(from.token);
    const same = (x: Record<string, unknown>) => ({ ...x, id: undefined, updatedAt: undefined });
    expect(mine.foods.map(same)).toEqual(theirs.foods.map(same));
    expect(mine.foods[0].id).not.toBe(from.bar.id);
    expect(mine.recipes).toHaveLength(1);
    const porridge = mine.recipes[0];
    expect(porridge.id).not.toBe(from.porridge.id);
    expect({ ...porridge, id: undefined, updatedAt: undefined, ingredients: undefined }).toEqual({
      ...theirs.recipes[0],
      id: undefined,
      updatedAt: undefined,
      ingredients: undefined,
    });
    // Its ingredient names the bar as it is called here.
    expect(porridge.ingredients.map((i: { food: unknown }) => i.food)).toEqual([custom(mine.foods[0]), milk]);
    expect(mine.favourites.map((f: { id: string }) => f.id).sort()).toEqual(
      [`custom:${mine.foods[0].id}`, `recipe:${porridge.id}`, "db:01077"].sort(),
    );

    // The entries name them too, and logging one again (the same food) is taken with the food's values.
    const entries = await entriesOn(to.token, day);
    expect(entries.map((e) => e.food)).toEqual([recipe(porridge), custom(mine.foods[0])]);
    for (const e of entries) expect((await get(to.token, `/api/diary/foods/${e.food.id}`)).status).toBe(200);
    const again = entryChange(entries[1]!.food, { date: day, grams: 100 });
    expect(outcomes(await sync(to.token, [again]))).toEqual(["saved"]);
    expect((await entriesOn(to.token, day)).find((e) => e.id === again.id)!.per100g.kcal).toBe(380);

    // A second import, or one racing it, writes nothing more.
    expect((await preview(to.token, fromDownload(files))).body.lists).toEqual({
      foods: { items: 1, newItems: 0, skipped: 0 },
      recipes: { items: 1, newItems: 0, skipped: 0 },
      favourites: { items: 3, newItems: 0, skipped: 0 },
    });
    const [a, b] = await Promise.all([importFile(to.token, fromDownload(files)), importFile(to.token, fromDownload(files))]);
    expect([a.body.lists, b.body.lists]).toEqual([
      { foods: 0, recipes: 0, favourites: 0 },
      { foods: 0, recipes: 0, favourites: 0 },
    ]);
    expect(await rowsOf(to.id)).toEqual({ entries: 3, foods: 1, recipes: 1, favourites: 3 });
  });

  it("writes nothing into the account they came from, and nothing the member removed since", async () => {
    const from = await memberWithLists();
    const files = await exportedFiles(from.token);
    const before = await rowsOf(from.id);
    expect((await preview(from.token, fromDownload(files))).body).toMatchObject({
      newItems: 0,
      lists: { foods: { newItems: 0 }, recipes: { newItems: 0 }, favourites: { newItems: 0 } },
    });
    expect((await importFile(from.token, fromDownload(files))).body).toMatchObject({
      items: 0,
      lists: { foods: 0, recipes: 0, favourites: 0 },
    });
    expect(await rowsOf(from.id)).toEqual(before);

    // Into another account; there the member removes the bar, then imports again: it stays removed.
    const to = await member("BASIC");
    await importFile(to.token, fromDownload(files));
    const bar = (await foodsOf(to.token)).foods[0];
    const removal = { ...foodChange(), id: bar.id, deleted: true, updatedAt: Date.now() };
    expect(outcomes(await sync(to.token, [removal]))).toEqual(["saved"]);
    expect((await preview(to.token, fromDownload(files))).body.lists.foods).toEqual({ items: 1, newItems: 0, skipped: 0 });
    await importFile(to.token, fromDownload(files));
    expect((await foodsOf(to.token)).foods).toEqual([]);
  });

  it("leaves out a recipe or favourite of a dish the plan does not include; the entries keep their values", async () => {
    const from = await member("BASIC");
    const dish = ((await get(from.token, "/api/dishes")).body as DishListJson).dishes[0]!;
    const ref = { kind: "dish" as const, id: dish.slug };
    const bowl = recipeChange([{ food: ref, grams: 200 }], { name: "Dish bowl" });
    const res = await sync(from.token, [
      bowl,
      entryChange(recipe(bowl), { date: day, grams: 200, updatedAt: at(9) }),
      favouriteChange(ref),
    ]);
    expect(outcomes(res)).toEqual(["saved", "saved", "saved"]);
    const files = await exportedFiles(from.token);

    const free = await member("FREE");
    expect((await preview(free.token, fromDownload(files))).body.lists).toEqual({
      foods: { items: 0, newItems: 0, skipped: 0 },
      recipes: { items: 1, newItems: 0, skipped: 1 },
      favourites: { items: 1, newItems: 0, skipped: 1 },
    });
    expect((await importFile(free.token, fromDownload(files))).body).toMatchObject({
      items: 1,
      lists: { foods: 0, recipes: 0, favourites: 0 },
    });
    const [entry] = await entriesOn(free.token, day);
    expect(entry!.per100g.kcal).toBe((await entriesOn(from.token, day))[0]!.per100g.kcal);
    expect(await rowsOf(free.id)).toMatchObject({ recipes: 0, favourites: 0 });

    // A member whose plan includes the library gets both.
    const basic = await member("BASIC");
    expect((await importFile(basic.token, fromDownload(files))).body.lists).toEqual({ foods: 0, recipes: 1, favourites: 1 });
    expect((await entriesOn(basic.token, day))[0]!.food).toEqual(recipe((await foodsOf(basic.token)).recipes[0]));
  });

  it("refuses a list that is not the app's, or a record the app would not take, naming it; nothing is written", async () => {
    const from = await memberWithLists();
    const files = await exportedFiles(from.token);
    const to = await member("BASIC");
    const foods = JSON.parse(files["diary/own-foods.json"]!);
    const impossible = JSON.stringify([{ ...foods[0], entered: { ...foods[0].entered, protein: 90, fat: 90 } }]);

    for (const [lists, message] of [
      [{ foods: impossible }, "Own food 1 in diary/own-foods.json cannot be read, or its values are impossible."],
      [
        { recipes: '{"not": "a list"}' },
        "diary/recipes.json is not the list of recipes this app writes, or it holds more than 500 of them.",
      ],
      [
        { favourites: '[{"food": {"kind": "db", "id": "../etc"}}]' },
        "Favourite 1 in diary/favourites.json does not name a food the way this app does.",
      ],
      [
        { recipes: JSON.stringify([...JSON.parse(files["diary/recipes.json"]!), ...JSON.parse(files["diary/recipes.json"]!)]) },
        "Recipe 2 in diary/recipes.json cannot be read (its ingredients, finished weight or servings).",
      ],
    ] as const) {
      const body = { ...fromDownload(files, false), lists };
      const seen = await preview(to.token, body);
      expect(seen.body.problems).toEqual([{ line: expect.any(Number), message }]);
      const res = await importFile(to.token, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: "import_invalid", message });
    }
    // In Russian too.
    const ru = await importFile(to.token, { ...fromDownload(files, false), lists: { foods: impossible } }, { lang: "ru" });
    expect(ru.body.error.message).toBe(
      "Свой продукт №\u00a01 в\u00a0diary/own-foods.json не\u00a0удаётся прочитать, или его значения неправдоподобны.",
    );
    expect(await rowsOf(to.id)).toEqual({ entries: 0, foods: 0, recipes: 0, favourites: 0 });

    // The lists come with the diary only.
    const strong = await post(
      "/api/imports/preview",
      { source: "strong", csv: "Date,Exercise Name\n", lists: { foods: "[]" } },
      { token: to.token },
    );
    expect(strong.status).toBe(400);
    expect(strong.res.headers.get("X-Invalid-Field")).toBe("lists");
    // A list the app does not have, even one named "__proto__" (the fuzz test found a 500), is
    // refused as a bad file.
    for (const lists of ['{"songs": "[]"}', '{"__proto__": {"polluted": true}}']) {
      const odd = await post(
        "/api/imports/preview",
        { ...fromDownload(files, false), lists: JSON.parse(lists) },
        { token: to.token },
      );
      expect(odd.status, lists).toBe(400);
      expect(odd.body.error.code).toBe("validation_failed");
    }
  });

  it("refuses the import whole when the member would keep more own foods than one may, also when two race for the last place", async () => {
    const from = await memberWithLists();
    const files = await exportedFiles(from.token);
    const to = await member("BASIC");
    // The member keeps one own food fewer than the cap.
    await fillFoods(to.id, diaryCaps.foods - 1);

    // Two imports of different downloads, each bringing one food: both fit alone, one gets in.
    const other = await exportedFiles((await memberWithLists()).token);
    const [a, b] = await Promise.all([importFile(to.token, fromDownload(files)), importFile(to.token, fromDownload(other))]);
    const refused = [a, b].filter((r) => r.status !== 200);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(refused[0]!.body.error).toEqual({
      code: "diary_lists_full",
      message:
        "You would have more than 2,000 own foods, and an account keeps at most 2,000. Nothing was imported: choose diary/entries.csv alone to bring only the entries.",
    });
    const rows = await rowsOf(to.id);
    expect(rows).toMatchObject({ foods: diaryCaps.foods, recipes: 1, favourites: 3, entries: 2 });

    // Full now: the next is refused before writing anything, in the member's language.
    const third = await exportedFiles((await memberWithLists()).token);
    const ru = await importFile(to.token, fromDownload(third), { lang: "ru" });
    expect(ru.status).toBe(409);
    expect(ru.body.error.message).toBe(
      "Своих продуктов у\u00a0вас стало бы больше 2\u00a0000, а\u00a0в\u00a0аккаунте хранится не\u00a0больше 2\u00a0000. Ничего не\u00a0импортировано: чтобы перенести только записи, выберите один файл diary/entries.csv.",
    );
    expect(await rowsOf(to.id)).toEqual(rows);
  });

  it("points entries an earlier import brought (the CSV alone) at the foods and recipes the ZIP brings", async () => {
    const from = await memberWithLists();
    const files = await exportedFiles(from.token);
    const to = await member("BASIC");
    expect((await importFile(to.token, fromDownload(files, false))).body).toMatchObject({ items: 2, lists: null });
    // The CSV alone: the entries name the other account's bar and porridge, which are not here.
    expect((await entriesOn(to.token, day)).map((e) => e.food)).toEqual([recipe(from.porridge), custom(from.bar)]);

    const before = Date.now();
    const res = await importFile(to.token, fromDownload(files));
    expect(res.body).toMatchObject({ items: 0, lists: { foods: 1, recipes: 1, favourites: 3 } });
    const mine = await foodsOf(to.token);
    const entries = await entriesOn(to.token, day);
    expect(entries.map((e) => e.food)).toEqual([recipe(mine.recipes[0]), custom(mine.foods[0])]);
    // Changed now, so another device reads them again; logging one again finds its food.
    expect(entries.map((e) => e.updatedAt >= before)).toEqual([true, true]);
    const again = entryChange(entries[0]!.food, { date: day, grams: 150 });
    expect(outcomes(await sync(to.token, [again]))).toEqual(["saved"]);
    expect(await rowsOf(to.id)).toMatchObject({ entries: 3 });
  });

  it("brings the lists of a download with no food logged; a recipe of a food the file lacks is left out", async () => {
    const from = await member("BASIC");
    const bar = foodChange({ name: "Oat bar" });
    const elsewhere = foodChange({ name: "Removed since" });
    const porridge = recipeChange([{ food: custom(bar), grams: 60 }], { name: "Oat porridge" });
    const lost = recipeChange([{ food: custom(elsewhere), grams: 60 }], { name: "Lost recipe" });
    expect(outcomes(await sync(from.token, [bar, elsewhere, porridge, lost]))).toEqual(Array(4).fill("saved"));
    // The food the second recipe uses is removed before the download: the file does not hold it.
    expect(outcomes(await sync(from.token, [{ ...elsewhere, deleted: true, updatedAt: elsewhere.updatedAt + 1000 }]))).toEqual([
      "saved",
    ]);
    const files = await exportedFiles(from.token);
    expect(files["diary/entries.csv"]!.trim().split("\n")).toHaveLength(1);

    const to = await member("FREE");
    const seen = await preview(to.token, fromDownload(files));
    expect(seen.body).toMatchObject({
      rows: 0,
      items: 0,
      problemCount: 0,
      lists: { foods: { items: 1, newItems: 1 }, recipes: { items: 2, newItems: 1, skipped: 1 } },
    });
    expect((await importFile(to.token, fromDownload(files))).body).toMatchObject({
      items: 0,
      lists: { foods: 1, recipes: 1, favourites: 0 },
    });
    expect((await foodsOf(to.token)).recipes.map((r: { name: string }) => r.name)).toEqual(["Oat porridge"]);
    // Without lists, the header alone is still an empty file.
    expect((await importFile(to.token, fromDownload(files, false))).body.error.code).toBe("import_invalid");
  });

  it("refuses the import whole when a sync fills the own foods between its check and its write", async () => {
    const from = await memberWithLists();
    const files = await exportedFiles(from.token);
    const to = await member("BASIC");
    await fillFoods(to.id, diaryCaps.foods - 1);
    // Another device's sync lands between the import's plan (one place left) and its batch.
    const busy = new Proxy(env.DB, {
      get(target, key) {
        if (key === "batch")
          return async (statements: D1PreparedStatement[]) => {
            if (statements.length > 3) await fillFoods(to.id, 1);
            return target.batch(statements);
          };
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const ctx = {
      db: getDb(busy),
      userId: to.id,
      plan: "BASIC" as const,
      assets: env.ASSETS,
      now: Date.now(),
      locale: "en" as const,
    };
    const refused = await runImport(ctx, v.parse(importSchema, fromDownload(files))).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, code: "diary_lists_full" });
    expect(await rowsOf(to.id)).toEqual({ entries: 0, foods: diaryCaps.foods, recipes: 0, favourites: 0 });
  });

  it("keeps the foods and recipes when the import is taken back; the entries go", async () => {
    const from = await memberWithLists();
    const files = await exportedFiles(from.token);
    const to = await member("BASIC");
    const { body } = await importFile(to.token, fromDownload(files));
    const undone = await post(`/api/imports/${body.id}/undo`, {}, { token: to.token });
    expect(undone.status).toBe(200);
    expect(undone.body.removed).toBe(2);
    expect(await rowsOf(to.id)).toEqual({ entries: 0, foods: 1, recipes: 1, favourites: 3 });
  });
});
