// The vitamin and mineral analyzers' API (decision 0045): Pro only; needs from the profile (its
// life stage included); a diary day's analysis with the numbers that follow from SR28's values ×
// grams, "no data" kept apart from zero and counted per food logged, suggestions without false
// alarms; the average of the last logged days; another member's diary never read.
import { describe, expect, it } from "vitest";
import type { DiaryAverageJson, DiaryDayAnalysisJson, LoggedNutrientJson } from "../../core/api/micronutrients";
import type { FoodRef } from "../../core/diary/food-ref";
import type { MicronutrientSlug } from "../../core/micronutrients/nutrients";
import { utcDay } from "../../core/validation/progress";
import { foodMicronutrients } from "../../content/foods/micronutrients";
import { call, post } from "./auth-helpers";
import { custom, day as diaryDay, entryChange, fileStartedAt, foodChange, outcomes, sync, today } from "./diary-fixture";
import { createSession, createUser } from "./factories";

const base = "/api/micronutrients";

async function member(plan: "FREE" | "BASIC" | "PRO" = "PRO", over: Record<string, unknown> = {}) {
  const { id } = await createUser({ plan, gender: "MALE", age: 30, height: 180, weight: 80, activity: "MODERATE", ...over });
  return { id, token: await createSession(id) };
}

const get = (path: string, token: string, lang?: "en" | "ru") => call("GET", `${base}${path}`, undefined, { token, lang });
const analysis = async (token: string, date = today) => {
  const res = await get(`/analysis?date=${date}`, token);
  expect(res.status).toBe(200);
  return res.body as DiaryDayAnalysisJson;
};
const bySlug = (nutrients: LoggedNutrientJson[]) =>
  Object.fromEntries(nutrients.map((n) => [n.slug, n])) as Record<MicronutrientSlug, LoggedNutrientJson>;

/** The food database's entry the analyzers' table names for a food (the SR28 NDB number). */
const food = (slug: string): FoodRef => ({ kind: "db", id: foodMicronutrients[slug]!.ndb });

/** Logs foods (slug, grams) on a day, each its own entry. */
async function log(token: string, foods: [string, number][], date = today) {
  const res = await sync(
    token,
    foods.map(([slug, grams]) => entryChange(food(slug), { grams, date })),
  );
  expect(outcomes(res).every((r) => r === "saved")).toBe(true);
}

describe("micronutrients API: access", () => {
  it("needs a session", async () => {
    for (const path of ["/needs", `/analysis?date=${today}`, `/average?date=${today}`]) {
      const res = await call("GET", `${base}${path}`);
      expect(res).toMatchObject({ status: 401, body: { error: { message: "No access token available" } } });
    }
  });

  it("answers 403 with the lock's message to Free and Standard members, in their language", async () => {
    for (const plan of ["FREE", "BASIC"] as const) {
      const { token } = await member(plan);
      await log(token, [["orange", 131]]);
      expect(await get(`/analysis?date=${today}`, token)).toMatchObject({
        status: 403,
        body: {
          error: {
            code: "subscription_required",
            message: "A Pro subscription is required for the vitamin and mineral analyzers",
          },
        },
      });
      expect(await get(`/average?date=${today}`, token, "ru")).toMatchObject({
        status: 403,
        body: { error: { message: "Анализаторы витаминов и минералов доступны на тарифе Pro" } },
      });
      expect((await get("/needs", token)).status).toBe(403);
    }
  });

  it("refuses a date that is not a day of the diary, in both languages", async () => {
    const { token } = await member();
    for (const date of ["2026-02-30", "yesterday", ""]) {
      const en = await get(`/analysis?date=${date}`, token);
      expect(en).toMatchObject({ status: 400, body: { error: { code: "validation_failed" } } });
      expect(en.res.headers.get("X-Invalid-Field")).toBe("date");
      const ru = await get(`/average?date=${date}`, token, "ru");
      expect(ru.status).toBe(400);
      expect(ru.body.error.message).toMatch(/[а-яё]/i);
    }
    expect((await get(`/analysis?date=${utcDay(fileStartedAt, 30)}`, token)).status).toBe(400);
  });
});

describe("micronutrients API: needs", () => {
  it("gives a man of 30 his needs, ignoring a stage asked in the query", async () => {
    const { token } = await member();
    const res = await get("/needs?stage=pregnancy", token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sex: "male",
      age: 30,
      stage: "none",
      stageApplies: false,
      vegetarian: false,
      nutritionPlan: false,
      riskNotes: [],
    });
    const by = Object.fromEntries(res.body.needs.map((n: any) => [n.slug, n]));
    expect(res.body.needs).toHaveLength(28);
    expect(by["vitamin-c"]).toMatchObject({ target: 90, unit: "mg", upperLimit: 2000 });
    expect(by.iron.target).toBe(8);
    expect(by.magnesium).toMatchObject({ target: 400, upperLimit: 350, upperLimitScope: "supplements" });
    expect(by.sodium).toMatchObject({ target: 1500, upperLimit: null, riskReduction: 2300 });
  });

  it("takes pregnancy and breastfeeding from the profile, from 16, not from the request", async () => {
    const { token } = await member("PRO", { gender: "FEMALE" });
    const plain = await get("/needs?stage=pregnancy", token);
    expect(plain.body).toMatchObject({ sex: "female", stage: "none", stageApplies: true, riskNotes: ["women-19-50"] });
    expect(plain.body.needs.find((n: any) => n.slug === "iron").target).toBe(18);

    const iron = (body: any) => body.needs.find((n: any) => n.slug === "iron").target;
    const pregnant = await member("PRO", { gender: "FEMALE", age: 16, lifeStage: "pregnancy" });
    const p = await get("/needs", pregnant.token);
    expect(p.body).toMatchObject({ stage: "pregnancy", stageApplies: true });
    expect(iron(p.body)).toBe(27);
    expect(p.body.needs.find((n: any) => n.slug === "folate").target).toBe(600);
    expect(p.body.needs.find((n: any) => n.slug === "phosphorus")).toMatchObject({ target: 1250, upperLimit: 3500 });
    // The day's analysis is against the same needs.
    await log(pregnant.token, [["orange", 100]]);
    const day = await analysis(pregnant.token);
    expect(day.stage).toBe("pregnancy");
    expect(bySlug(day.nutrients).iron.target).toBe(27);

    const nursing = await member("PRO", { gender: "FEMALE", age: 31, lifeStage: "lactation" });
    const l = await get("/needs", nursing.token);
    expect(l.body.stage).toBe("lactation");
    expect(l.body.needs.find((n: any) => n.slug === "magnesium").target).toBe(320);
    expect(iron(l.body)).toBe(9);
  });

  it("answers 409 while the profile has no sex or age", async () => {
    const { token } = await member("PRO", { gender: null, age: null });
    for (const path of ["/needs", `/analysis?date=${today}`]) {
      expect(await get(path, token, "ru")).toMatchObject({
        status: 409,
        body: {
          error: {
            code: "micronutrients_profile_incomplete",
            message: "Укажите в профиле пол и возраст, чтобы увидеть свои суточные нормы.",
          },
        },
      });
    }
  });

  it("knows the nutrition plan (vegetarian notes) and heavy training", async () => {
    const { token } = await member("PRO", { activity: "VERY_ACTIVE", age: 55 });
    expect((await post("/api/plans/nutrition", { goal: "MAINTAIN", vegetarian: true }, { token })).status).toBe(200);
    const res = await get("/needs", token);
    expect(res.body).toMatchObject({
      vegetarian: true,
      nutritionPlan: true,
      riskNotes: ["vegetarian", "over-50", "heavy-training"],
    });
  });
});

describe("micronutrients API: a diary day", () => {
  it("analyses the logged foods: SR28's values × grams, %, low, and biotin as no data, not zero", async () => {
    const { token } = await member();
    await log(token, [
      ["chicken-breast-raw", 200],
      ["orange", 131],
      ["spinach", 60],
    ]);
    const day = await analysis(token);
    expect(day).toMatchObject({ date: today, stage: "none", foods: 3 });
    // SR28 per 100 g: 120 kcal chicken breast, 47 orange, 23 raw spinach.
    expect(day.kcal).toBe(Math.round(2 * 120 + 1.31 * 47 + 0.6 * 23));
    const by = bySlug(day.nutrients);
    // Vitamin C: orange 53.2 mg, raw spinach 28.1 mg, chicken breast 0 mg per 100 g.
    expect(by["vitamin-c"]).toMatchObject({ amount: 86.6, percent: 96, status: "ok", foods: 3, withValue: 3, missingFoods: [] });
    // Iron: chicken 0.37 mg, orange 0.1 mg, spinach 2.71 mg per 100 g: 0.74 + 0.131 + 1.626 mg of a man's 8 mg.
    expect(by.iron).toMatchObject({ amount: 2.5, percent: 31, status: "low" });
    // Niacin in equivalents: chicken's 9.6 mg preformed + 283 mg tryptophan ÷ 60, × 2.
    expect(by.niacin.amount).toBeGreaterThan(2 * (9.6 + 283 / 60));
    expect(by.biotin).toMatchObject({ amount: null, percent: null, status: "no-data", foods: 3, withValue: 0 });
    expect(by.biotin.missingFoods).toHaveLength(3);
    expect(day.suggestions.calcium!.length).toBeGreaterThan(0);
    // Each suggestion names its SR28 entry, so the screen can log it in the diary.
    const first = day.suggestions.calcium![0]!;
    expect(first).toMatchObject({ food: expect.any(String), grams: expect.any(Number), kcal: expect.any(Number) });
    expect(first.ndb).toBe(foodMicronutrients[first.food]!.ndb);
    expect(day.suggestions["vitamin-c"]).toBeUndefined();
  });

  it("counts the foods without a value apart from zero, as the diary's totals do: iron in 3 of 5 foods", async () => {
    const { token } = await member();
    const bar = foodChange({ name: "Protein bar", brand: null }, { kcal: 380, protein: 30, fat: 12, carbs: 38, "vitamin-c": 60 });
    const shake = foodChange({ name: "Shake" }, { kcal: 60, protein: 10, fat: 1, carbs: 3 });
    const res = await sync(token, [
      bar,
      shake,
      entryChange(custom(bar), { grams: 50 }),
      entryChange(custom(shake), { grams: 300 }),
      ...(["chicken-breast-raw", "orange", "spinach"] as const).map((slug) => entryChange(food(slug), { grams: 100 })),
    ]);
    expect(outcomes(res).every((r) => r === "saved")).toBe(true);
    const by = bySlug((await analysis(token)).nutrients);
    expect(by.iron).toMatchObject({ foods: 5, withValue: 3 });
    expect(by.iron.missingFoods.map((f) => f.en).sort()).toEqual(["Protein bar", "Shake"]);
    // Known from the others: 0.37 + 0.1 + 2.71 mg, an amount "at least".
    expect(by.iron.amount).toBe(3.18);
    // The bar's label gives vitamin C: 30 mg from it, 53.2 + 28.1 from the orange and spinach (111.3, shown whole).
    expect(by["vitamin-c"]).toMatchObject({ amount: 111, withValue: 4, missingFoods: [{ en: "Shake", ru: null }] });
    // The diary's own totals say the same: 2 entries without iron.
    const totals = (await diaryDay(token)).body.totals;
    expect(totals.iron.missing).toBe(by.iron.foods - by.iron.withValue);
    expect(totals["vitamin-c"].missing).toBe(1);
  });

  it("answers a day with nothing logged as zero, with no suggestions", async () => {
    const { token } = await member();
    const day = await analysis(token, utcDay(fileStartedAt, -3));
    expect(day).toMatchObject({ foods: 0, kcal: 0, suggestions: {} });
    expect(bySlug(day.nutrients)["vitamin-c"]).toMatchObject({ amount: 0, status: "low", foods: 0, withValue: 0 });
  });

  it("never reads another member's diary, and leaves out removed entries", async () => {
    const owner = await member();
    const stranger = await member();
    await log(owner.token, [["orange", 500]]);
    const gone = entryChange(food("spinach"), { grams: 100 });
    await sync(stranger.token, [gone]);
    await sync(stranger.token, [{ ...gone, deleted: true, updatedAt: gone.updatedAt + 1 }]);
    expect(await analysis(stranger.token)).toMatchObject({ foods: 0, kcal: 0 });
    expect((await get(`/average?date=${today}`, stranger.token)).body).toEqual({ days: [], average: null });
    expect((await analysis(owner.token)).foods).toBe(1);
  });

  it("never offers liver to a pregnant member", async () => {
    const suggested = (day: DiaryDayAnalysisJson) =>
      Object.values(day.suggestions)
        .flat()
        .map((s) => s!.food);
    const pregnant = await member("PRO", { gender: "FEMALE", age: 28, lifeStage: "pregnancy" });
    await log(pregnant.token, [["rice-white-boiled", 200]]);
    const day = await analysis(pregnant.token);
    expect(day.suggestions["vitamin-a"]!.length).toBeGreaterThan(0);
    expect(suggested(day)).not.toContain("chicken-liver-simmered");
    // The same day for a woman who is not pregnant does offer it (it is the richest source).
    const other = await member("PRO", { gender: "FEMALE", age: 28 });
    await log(other.token, [["rice-white-boiled", 200]]);
    expect(suggested(await analysis(other.token))).toContain("chicken-liver-simmered");
  });

  it("shows no over for magnesium from food, and sodium above 2,300 mg as worth cutting back", async () => {
    const { token } = await member();
    // 80 g pumpkin seeds (592 mg/100 g) and 100 g spinach (79 mg/100 g): 553 mg of magnesium; sauerkraut for sodium.
    await log(token, [
      ["pumpkin-seeds", 80],
      ["spinach", 100],
      ["sauerkraut", 400],
    ]);
    const by = bySlug((await analysis(token)).nutrients);
    expect(by.magnesium.amount).toBeGreaterThan(350);
    expect(by.magnesium).toMatchObject({ status: "ok", overUpperLimit: false, aboveSupplementLimit: true });
    expect(by.sodium.amount).toBeGreaterThan(2300);
    expect(by.sodium).toMatchObject({ status: "reduce", aboveRiskReduction: true, overUpperLimit: false });
  });
});

describe("micronutrients API: the last logged days", () => {
  it("averages the last 7 logged days of the last 30, newest first", async () => {
    const { token } = await member();
    // Eight logged days in the last 30 (the oldest with ten oranges, left out), one 40 days ago.
    for (const back of [40, 20, 9, 7, 6, 4, 3, 1, 0])
      await log(token, [["orange", back === 20 ? 1000 : 100]], utcDay(fileStartedAt, -back));
    const { body } = (await get(`/average?date=${today}`, token)) as { body: DiaryAverageJson };
    expect(body.days.map((d) => d.date)).toEqual([0, 1, 3, 4, 6, 7, 9].map((back) => utcDay(fileStartedAt, -back)));
    expect(body.days[0]).toEqual({ date: today, foods: 1, kcal: 47 });
    expect(body.average).toMatchObject({ from: utcDay(fileStartedAt, -9), to: today, kcal: 47 });
    const c = bySlug(body.average!.nutrients)["vitamin-c"];
    expect(c).toMatchObject({ amount: 53.2, percent: 59, status: "low", foods: 7, withValue: 7 });
    // Up to another day: the days after it are not counted.
    const earlier = (await get(`/average?date=${utcDay(fileStartedAt, -5)}`, token)).body as DiaryAverageJson;
    expect(earlier.days.map((d) => d.date)).toEqual([6, 7, 9, 20].map((back) => utcDay(fileStartedAt, -back)));
  });
});
