import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { quickEntryFields, quickRef, type QuickValues } from "../../core/diary/quick";
import type { DiaryEntryChange } from "../../core/validation/diary";
import { utcDay } from "../../core/validation/progress";
import { call, post } from "./auth-helpers";
import {
  anHourAgo,
  day,
  entriesOn,
  entryChange,
  favouriteChange,
  fileStartedAt,
  get,
  member,
  milk,
  outcomes,
  recipeChange,
  rowsOf,
  sync,
  today,
  yesterday,
} from "./diary-fixture";
import { exportedFile, importFile } from "./imports-fixture";

// Quick add (decision 0075): energy and macros typed into a meal without a food. It is an entry
// whose food is `quick`, counted as 100 g of its own values; edits replace them; it is copied,
// exported and imported like any entry; favourites, recipes and recents never take it.

const values = (over: Partial<QuickValues> = {}): QuickValues => ({
  name: null,
  kcal: 650,
  protein: 30,
  fat: 25,
  carbs: 70,
  ...over,
});

const quickChange = (quick: QuickValues = values(), over: Partial<DiaryEntryChange> = {}): DiaryEntryChange =>
  entryChange(quickRef, { meal: "lunch", ...quickEntryFields(quick), ...over });

describe("a quick entry", () => {
  it("is logged with the values typed, counts in the day's totals, and says what it does not know", async () => {
    const { token } = await member();
    const lunch = quickChange(values({ name: "  Lunch at the café " }));
    const shake = quickChange(values({ kcal: 150, protein: 25, fat: null, carbs: null }), { meal: "snack" });
    const res = await sync(token, [entryChange(milk, { grams: 200 }), lunch, shake]);
    expect(outcomes(res)).toEqual(["saved", "saved", "saved"]);
    // The sync's answer carries the entries as stored: the note trimmed, an empty one as "".
    const answered = (res.body.entries as Record<string, any>[]).find((e) => e.id === shake.id);
    expect(answered).toMatchObject({
      food: { kind: "quick", id: "quick" },
      name: { en: "", ru: null },
      grams: 100,
      portion: null,
    });

    const read = await day(token);
    const entries = (read.body.meals as { entries: Record<string, any>[] }[]).flatMap((m) => m.entries);
    expect(entries.find((e) => e.id === lunch.id)).toMatchObject({
      meal: "lunch",
      food: { kind: "quick", id: "quick" },
      name: { en: "Lunch at the café", ru: null },
      grams: 100,
      portion: null,
      per100g: { kcal: 650, protein: 30, fat: 25, carbs: 70, fiber: null, calcium: null },
    });
    expect(entries.find((e) => e.id === shake.id)).toMatchObject({ per100g: { kcal: 150, protein: 25, fat: null, carbs: null } });
    // 200 g of milk (61 kcal, 3.25 g fat per 100 g) and the two quick entries.
    expect(read.body.totals.kcal).toEqual({ amount: 122 + 650 + 150, missing: 0 });
    expect(read.body.totals.protein.amount).toBeCloseTo(6.3 + 30 + 25, 5);
    expect(read.body.totals.fat).toEqual({ amount: expect.closeTo(6.5 + 25, 5), missing: 1 });
    expect(read.body.totals.calcium.missing).toBe(2);
    // The week counts it as the day does.
    const week = await get(token, `/api/diary/week?date=${today}`);
    expect(week.body.days.at(-1)).toMatchObject({ entries: 3, kcal: { amount: 922, missing: 0 } });
  });

  it("takes new numbers, a note, another meal or day, and a removal; an older change is superseded", async () => {
    const { token } = await member();
    const t = anHourAgo();
    const first = quickChange(values(), { updatedAt: t });
    await sync(token, [first]);
    const edited = {
      ...first,
      updatedAt: t + 1000,
      meal: "dinner" as const,
      quick: values({ name: "Pizza", kcal: 800, carbs: 90 }),
    };
    const stale = { ...first, updatedAt: t + 500, quick: values({ kcal: 1 }) };
    expect(outcomes(await sync(token, [edited]))).toEqual(["saved"]);
    expect(outcomes(await sync(token, [stale]))).toEqual(["superseded"]);
    expect((await entriesOn(token))[0]).toMatchObject({
      meal: "dinner",
      name: { en: "Pizza" },
      per100g: { kcal: 800, protein: 30, fat: 25, carbs: 90 },
    });
    // Its note taken away, and the energy alone left known.
    const plain = {
      ...edited,
      updatedAt: t + 2000,
      quick: values({ name: "", kcal: 500, protein: null, fat: null, carbs: null }),
    };
    expect(outcomes(await sync(token, [plain]))).toEqual(["saved"]);
    expect((await entriesOn(token))[0]).toMatchObject({ name: { en: "" }, per100g: { kcal: 500, protein: null, carbs: null } });
    // Moved to yesterday, then removed.
    const moved = { ...plain, updatedAt: t + 3000, date: yesterday };
    expect(outcomes(await sync(token, [moved]))).toEqual(["saved"]);
    expect(await entriesOn(token)).toEqual([]);
    expect(await entriesOn(token, yesterday)).toHaveLength(1);
    expect(outcomes(await sync(token, [{ ...moved, updatedAt: t + 4000, deleted: true }]))).toEqual(["saved"]);
    expect(await entriesOn(token, yesterday)).toEqual([]);
  });

  it("is copied to another day with its own numbers", async () => {
    const { token } = await member();
    const source = quickChange(values({ name: "Usual lunch" }), { date: yesterday });
    await sync(token, [source]);
    const copy = { ...quickChange(values({ name: "Usual lunch" })), copyOf: source.id };
    expect(outcomes(await sync(token, [copy]))).toEqual(["saved"]);
    expect((await entriesOn(token)).map((e) => [e.food.kind, e.name.en, e.per100g.kcal])).toEqual([
      ["quick", "Usual lunch", 650],
    ]);
  });

  it("is stored with the pair the food_kind check allows, and another member cannot touch it", async () => {
    const a = await member();
    const b = await member();
    const mine = quickChange();
    await sync(a.token, [mine]);
    const row = await env.DB.prepare("SELECT food_kind, food_id, grams, name_en FROM diary_entries WHERE id = ?")
      .bind(mine.id)
      .first();
    expect(row).toEqual({ food_kind: "custom", food_id: "quick", grams: 100, name_en: null });
    const theirs = { ...mine, updatedAt: mine.updatedAt + 1, quick: values({ kcal: 0 }) };
    expect((await sync(b.token, [theirs])).body.results).toEqual([{ id: mine.id, result: "rejected", code: "not_found" }]);
    expect((await entriesOn(a.token))[0]).toMatchObject({ per100g: { kcal: 650 } });
  });
});

describe("a day of quick entries", () => {
  // Quick entries change what was eaten, never what to aim at: a minor, an underweight adult, a
  // pregnant or a breastfeeding member on a loss goal keeps maintenance (no deficit) beside them.
  it.each([
    ["minor", { age: 16 }, null],
    ["underweight", { gender: "MALE" as const, weight: 50, height: 175 }, null],
    ["pregnancy", {}, { lifeStage: "pregnancy", lifeStageDate: utcDay(fileStartedAt, 120) }],
    ["lactation", {}, { lifeStage: "lactation", lifeStageDate: utcDay(fileStartedAt, -60) }],
  ] as const)("keeps no deficit for a member whose health rules it out (%s)", async (block, profile, stage) => {
    const { token } = await member("FREE", { goal: "LOSE_WEIGHT", ...profile });
    if (stage) expect((await post("/api/profiles/update", stage, { token })).status).toBe(200);
    expect(outcomes(await sync(token, [quickChange(values({ kcal: 900 })), quickChange(values({ kcal: 700 }))]))).toEqual([
      "saved",
      "saved",
    ]);
    const read = await day(token);
    expect(read.body.totals.kcal.amount).toBe(1600);
    expect(read.body.targets).toMatchObject({ source: "calculator", deficitWithheld: block });
    // The same member at maintenance is given the same energy: no deficit was taken off.
    const { token: maintaining } = await member("FREE", { goal: "MAINTAIN", ...profile });
    if (stage) await post("/api/profiles/update", stage, { token: maintaining });
    expect(read.body.targets.calories).toBe((await day(maintaining)).body.targets.calories);
  });
});

describe("the day's cap", () => {
  it("holds quick entries too when several syncs arrive at once", async () => {
    const { id, token } = await member();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 148)
       INSERT INTO diary_entries (id, user_id, date, meal, food_kind, food_id, grams, name_en, per100g, logged_at, updated_at)
       SELECT lower(hex(randomblob(16))), ?1, ?2, 'lunch', 'db', '01077', 100, 'Milk', '{"kcal":61}', ?3, ?3 FROM n`,
    )
      .bind(id, today, anHourAgo())
      .run();
    // Four devices at once, each with a quick entry for today (two places left) and one for yesterday.
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => sync(token, [quickChange(), quickChange(values(), { date: yesterday })])),
    );
    const results = answers.map((a) => a.body.results as { result: string; code?: string }[]);
    expect(results.map((r) => r[0]!.result).sort()).toEqual(["rejected", "rejected", "saved", "saved"]);
    expect(results.flatMap((r) => (r[0]!.result === "rejected" ? [r[0]!.code] : []))).toEqual(["limit_reached", "limit_reached"]);
    expect(results.map((r) => r[1]!.result)).toEqual(["saved", "saved", "saved", "saved"]);
    expect(await entriesOn(token)).toHaveLength(150);
    expect(await rowsOf(id)).toMatchObject({ entries: 154 });
  });
});

describe("bad quick entries", () => {
  const cases: [string, (c: DiaryEntryChange) => unknown, string, string, string][] = [
    [
      "energy over 5,000 kcal",
      (c) => ({ ...c, quick: { ...c.quick, kcal: 5001 } }),
      "changes.0.quick.kcal",
      "Enter the energy, from 0 to 5,000 kcal",
      "Укажите калорийность: от 0 до 5\u00a0000\u00a0ккал",
    ],
    [
      "no energy",
      (c) => ({ ...c, quick: { ...c.quick, kcal: undefined } }),
      "changes.0.quick.kcal",
      "Enter the energy, from 0 to 5,000 kcal",
      "Укажите калорийность: от 0 до 5\u00a0000\u00a0ккал",
    ],
    [
      "negative protein",
      (c) => ({ ...c, quick: { ...c.quick, protein: -1 } }),
      "changes.0.quick.protein",
      "Protein, fat and carbohydrate must each be from 0 to 500 g, or left empty",
      "Белки, жиры и углеводы\u00a0— от 0 до 500\u00a0г каждый показатель, или оставьте поле пустым",
    ],
    [
      "fat over 500 g",
      (c) => ({ ...c, quick: { ...c.quick, fat: 500.5 } }),
      "changes.0.quick.fat",
      "Protein, fat and carbohydrate must each be from 0 to 500 g, or left empty",
      "Белки, жиры и углеводы\u00a0— от 0 до 500\u00a0г каждый показатель, или оставьте поле пустым",
    ],
    [
      "a note over 80 characters",
      (c) => ({ ...c, quick: { ...c.quick, name: "x".repeat(81) } }),
      "changes.0.quick.name",
      "A note can be up to 80 characters",
      "Заметка\u00a0— не длиннее 80 символов",
    ],
    [
      "no numbers",
      (c) => ({ ...c, quick: undefined }),
      "changes.0.quick",
      "This quick entry is not valid",
      "Быстрая запись заполнена неверно",
    ],
    [
      "other grams",
      (c) => ({ ...c, grams: 250 }),
      "changes.0.quick",
      "This quick entry is not valid",
      "Быстрая запись заполнена неверно",
    ],
    [
      "a portion",
      (c) => ({ ...c, portion: { count: 1, label: { en: "plate", ru: "тарелка" } } }),
      "changes.0.quick",
      "This quick entry is not valid",
      "Быстрая запись заполнена неверно",
    ],
    [
      "numbers on a food",
      (c) => ({ ...c, food: milk }),
      "changes.0.quick",
      "This quick entry is not valid",
      "Быстрая запись заполнена неверно",
    ],
    [
      "another id",
      (c) => ({ ...c, food: { kind: "quick", id: "fast" } }),
      "changes.0.food.id",
      "This food is not valid",
      "Недопустимый продукт",
    ],
  ];
  for (const [what, bad, field, en, ru] of cases)
    it(`refuses ${what} with the field's message in English and Russian, writing nothing`, async () => {
      const { id, token } = await member();
      const change = bad(quickChange());
      const res = await sync(token, [change, entryChange(milk)]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: "validation_failed", message: en } });
      expect(res.res.headers.get("X-Invalid-Field")).toBe(field);
      expect((await sync(token, [change], { lang: "ru" })).body.error.message).toBe(ru);
      expect(await rowsOf(id)).toEqual({ entries: 0, foods: 0, recipes: 0, favourites: 0 });
    });

  it("cannot be a favourite or a recipe's ingredient, and is no recent food", async () => {
    const { id, token } = await member();
    const favourite = await sync(token, [favouriteChange(quickRef as never)]);
    expect(favourite.status).toBe(400);
    expect(favourite.body.error.message).toBe("This favourite is not valid");
    const recipe = await sync(token, [recipeChange([{ food: quickRef as never, grams: 100 }])]);
    expect(recipe.status).toBe(400);
    expect(recipe.body.error.message).toBe("This food is not valid");
    expect(await rowsOf(id)).toEqual({ entries: 0, foods: 0, recipes: 0, favourites: 0 });

    await sync(token, [quickChange(), quickChange(), entryChange(milk, { grams: 150 })]);
    const foods = await get(token, "/api/diary/foods");
    expect(foods.body.recents.map((r: { food: { kind: string; id: string } }) => `${r.food.kind}:${r.food.id}`)).toEqual([
      "db:01077",
    ]);
  });
});

describe("quick entries in the export and the import", () => {
  const twoDaysAgo = utcDay(fileStartedAt, -2);

  it("are written as kind quick and come back into another account as they were", async () => {
    const from = await member();
    await sync(from.token, [
      // Logged a second apart: the export lists a day's entries in the order logged.
      quickChange(values({ name: "Lunch, café" }), { date: twoDaysAgo, updatedAt: anHourAgo() }),
      quickChange(values({ kcal: 120, protein: null, fat: null, carbs: null }), {
        date: twoDaysAgo,
        meal: "snack",
        updatedAt: anHourAgo() + 1000,
      }),
    ]);
    const csv = await exportedFile(from.token, "diary/entries.csv");
    const lines = csv.split(/\r?\n/);
    expect(lines.filter((l) => l.includes(",quick,quick,"))).toHaveLength(2);
    expect(lines.some((l) => l.includes(",custom,quick,"))).toBe(false);
    const json = JSON.parse(await exportedFile(from.token, "diary/entries.json"));
    expect(json.map((e: { food: unknown }) => e.food)).toEqual([quickRef, quickRef]);
    // Without a note its name is "", as the API gives it.
    expect(json.map((e: { name: unknown }) => e.name)).toEqual([
      { en: "Lunch, café", ru: null },
      { en: "", ru: null },
    ]);

    const to = await member();
    const res = await importFile(to.token, { source: "diary", csv, timeZone: "Europe/Moscow" });
    expect(res.body).toMatchObject({ items: 2 });
    const asLogged = (e: Record<string, any>) => [e.meal, e.food, e.name, e.grams, e.portion, e.per100g, e.loggedAt];
    expect((await entriesOn(to.token, twoDaysAgo)).map(asLogged)).toEqual(
      (await entriesOn(from.token, twoDaysAgo)).map(asLogged),
    );
    // Imported again: nothing doubled (the same food and moment).
    expect((await importFile(to.token, { source: "diary", csv, timeZone: "Europe/Moscow" })).body).toMatchObject({ items: 0 });
  });

  it("refuse a quick row with another weight, a portion, no energy, or values beyond its limits", async () => {
    const from = await member();
    await sync(from.token, [quickChange(values(), { date: twoDaysAgo })]);
    const csv = await exportedFile(from.token, "diary/entries.csv");
    const [head, row] = csv.split(/\r?\n/) as [string, string];
    const columns = head.split(",");
    const withCell = (name: string, value: string) => {
      const cells = row.split(",");
      cells[columns.indexOf(name)] = value;
      return [head, cells.join(",")].join("\r\n");
    };
    const to = await member();
    const grams = "Line 2: the grams must be";
    const value = "Line 2: a value per 100 g cannot be read";
    for (const [bad, problem] of [
      [withCell("grams", "250"), grams],
      [withCell("portion", "1 × plate"), grams],
      [withCell("kcal_per_100g", "5001"), value],
      [withCell("kcal_per_100g", ""), value],
      [withCell("calcium_mg_per_100g", "12"), value],
      [withCell("food_id", "fast"), "Line 2: the food's kind or id cannot be read."],
    ] as const) {
      const res = await call(
        "POST",
        "/api/imports/preview",
        { source: "diary", csv: bad, timeZone: "Europe/Moscow" },
        { token: to.token },
      );
      expect(res.body.problems, problem).toEqual([{ line: 2, message: expect.stringContaining(problem) }]);
    }
    expect((await rowsOf(to.id)).entries).toBe(0);
  });
});
