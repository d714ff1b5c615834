// The vitamin and mineral analyzers' API: Pro only, needs from the profile (its life stage
// included), a day's analysis with suggestions and without false alarms, saved days (create, replace, edit, delete, 7-day average), bad input in
// both languages with nothing stored, and another member's days never reachable.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { micronutrientDays } from "../../worker/db/schema";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const now = "2026-11-24T12:00:00Z";
const base = "/api/micronutrients";

async function member(plan: "FREE" | "BASIC" | "PRO" = "PRO", over: Record<string, unknown> = {}) {
  const { id } = await createUser({ plan, gender: "MALE", age: 30, height: 180, weight: 80, activity: "MODERATE", ...over });
  return { id, token: await createSession(id) };
}

const get = (path: string, token: string, lang?: "en" | "ru") => call("GET", `${base}${path}`, undefined, { token, lang, now });
const send = (method: string, path: string, token: string, body: unknown, lang?: "en" | "ru") =>
  call(method, `${base}${path}`, body, { token, lang, now });

const day = [
  { food: "chicken-breast-raw", grams: 200 },
  { food: "orange", grams: 131 },
  { food: "spinach", grams: 60 },
];

async function storedDays(userId: string) {
  return getDb(env.DB).select().from(micronutrientDays).where(eq(micronutrientDays.userId, userId)).all();
}

describe("micronutrients API: access", () => {
  it("needs a session", async () => {
    for (const [method, path] of [
      ["GET", "/needs"],
      ["POST", "/analysis"],
      ["GET", "/days"],
      ["POST", "/days"],
      ["DELETE", `/days/${crypto.randomUUID()}`],
    ] as const) {
      const res = await call(method, `${base}${path}`, method === "POST" ? { items: day } : undefined);
      expect(res).toMatchObject({ status: 401, body: { error: { message: "No access token available" } } });
    }
  });

  it("answers 403 with the lock's message to Free and Standard members, in their language, and stores nothing", async () => {
    for (const plan of ["FREE", "BASIC"] as const) {
      const { id, token } = await member(plan);
      const en = await get("/needs", token);
      expect(en).toMatchObject({
        status: 403,
        body: {
          error: {
            code: "subscription_required",
            message: "A Pro subscription is required for the vitamin and mineral analyzers",
          },
        },
      });
      const ru = await send("POST", "/days", token, { date: "2026-11-20", items: day }, "ru");
      expect(ru).toMatchObject({
        status: 403,
        body: { error: { message: "Анализаторы витаминов и минералов доступны с подпиской Pro" } },
      });
      expect((await send("POST", "/analysis", token, { items: day })).status).toBe(403);
      expect(await storedDays(id)).toEqual([]);
    }
  });
});

describe("micronutrients API: needs and analysis", () => {
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
      planDay: null,
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

    const nursing = await member("PRO", { gender: "FEMALE", age: 31, lifeStage: "lactation" });
    const l = await get("/needs", nursing.token);
    expect(l.body.stage).toBe("lactation");
    expect(l.body.needs.find((n: any) => n.slug === "magnesium").target).toBe(320);
    expect(iron(l.body)).toBe(9);

    // A day saved while pregnant keeps the profile's stage, whatever the request says.
    const saved = await send("POST", "/days", pregnant.token, { date: "2026-11-20", items: day, stage: "none" });
    expect(saved).toMatchObject({ status: 201, body: { stage: "pregnancy" } });
  });

  it("never offers liver to a pregnant member", async () => {
    const { token } = await member("PRO", { gender: "FEMALE", age: 28, lifeStage: "pregnancy" });
    const res = await send("POST", "/analysis", token, { items: [{ food: "rice-white-boiled", grams: 200 }] });
    expect(res.status).toBe(200);
    expect(res.body.stage).toBe("pregnancy");
    const offered = Object.values(res.body.suggestions as Record<string, { food: string }[]>).flatMap((l) =>
      l.map((s) => s.food),
    );
    expect(res.body.suggestions["vitamin-a"].length).toBeGreaterThan(0);
    expect(offered).not.toContain("chicken-liver-simmered");
    // The same day for a woman who is not pregnant does offer it (it is the richest source).
    const other = await member("PRO", { gender: "FEMALE", age: 28 });
    const plain = await send("POST", "/analysis", other.token, { items: [{ food: "rice-white-boiled", grams: 200 }] });
    expect(
      Object.values(plain.body.suggestions as Record<string, { food: string }[]>)
        .flat()
        .map((s) => s.food),
    ).toContain("chicken-liver-simmered");
  });

  it("shows no over for magnesium from food, and sodium above 2,300 mg as worth cutting back", async () => {
    const { token } = await member();
    // 80 g pumpkin seeds (592 mg/100 g) and 100 g spinach (79 mg/100 g): 553 mg of magnesium; sauerkraut for sodium.
    const res = await send("POST", "/analysis", token, {
      items: [
        { food: "pumpkin-seeds", grams: 80 },
        { food: "spinach", grams: 100 },
        { food: "sauerkraut", grams: 400 },
      ],
    });
    expect(res.status).toBe(200);
    const by = Object.fromEntries(res.body.nutrients.map((n: any) => [n.slug, n]));
    expect(by.magnesium.amount).toBeGreaterThan(350);
    expect(by.magnesium).toMatchObject({ status: "ok", overUpperLimit: false, aboveSupplementLimit: true });
    expect(by.sodium.amount).toBeGreaterThan(2300);
    expect(by.sodium).toMatchObject({ status: "reduce", aboveRiskReduction: true, overUpperLimit: false });
  });

  it("answers 409 while the profile has no sex or age", async () => {
    const { token } = await member("PRO", { gender: null, age: null });
    expect(await get("/needs", token, "ru")).toMatchObject({
      status: 409,
      body: {
        error: {
          code: "micronutrients_profile_incomplete",
          message: "Укажите в профиле пол и возраст, чтобы увидеть свои суточные нормы.",
        },
      },
    });
  });

  it("offers the nutrition plan's example day for import, vegetarian notes and heavy training", async () => {
    const { token } = await member("PRO", { activity: "VERY_ACTIVE", age: 55 });
    const plan = await post("/api/plans/nutrition", { goal: "MAINTAIN", vegetarian: true }, { token, now });
    expect(plan.status).toBe(200);
    const res = await get("/needs", token);
    expect(res.body.vegetarian).toBe(true);
    expect(res.body.riskNotes).toEqual(["vegetarian", "over-50", "heavy-training"]);
    const ingredients = plan.body.nutrition_plan.day.flatMap((m: any) => m.ingredients);
    expect(res.body.planDay).toEqual(ingredients);
    const analysis = await send("POST", "/analysis", token, { items: res.body.planDay });
    expect(analysis.status).toBe(200);
    expect(analysis.body.kcal).toBeGreaterThan(1000);
  });

  it("analyses a day: amounts, %, low and missing data apart from zero, suggestions", async () => {
    const { token } = await member();
    const res = await send("POST", "/analysis", token, { items: day });
    expect(res.status).toBe(200);
    const by = Object.fromEntries(res.body.nutrients.map((n: any) => [n.slug, n]));
    // USDA SR28 per 100 g: orange 53.2 mg vitamin C, raw spinach 28.1 mg, chicken breast none.
    expect(by["vitamin-c"]).toMatchObject({ amount: 86.6, percent: 96, status: "ok" });
    expect(by.biotin).toMatchObject({
      amount: null,
      percent: null,
      status: "no-data",
      missingFoods: ["chicken-breast-raw", "orange", "spinach"],
    });
    expect(by.calcium.status).toBe("low");
    expect(res.body.suggestions.calcium.length).toBeGreaterThan(0);
    expect(res.body.suggestions.calcium[0]).toMatchObject({
      food: expect.any(String),
      grams: expect.any(Number),
      kcal: expect.any(Number),
    });
    expect(res.body.suggestions["vitamin-c"]).toBeUndefined();
  });

  it("refuses bad days with a clear message in the member's language", async () => {
    const { token } = await member();
    const cases: [unknown, string, string][] = [
      [{ items: [] }, "Add at least one food.", "Добавьте хотя бы один продукт."],
      [
        { items: [{ food: "unicorn-steak", grams: 100 }] },
        "This food is not in the food table.",
        "Такого продукта нет в таблице продуктов.",
      ],
      [
        { items: [{ food: "orange", grams: -50 }] },
        "Enter a weight from 1 to 3,000 g.",
        "Введите вес от 1 до 3\u00a0000\u00a0г.",
      ],
      [
        { items: [{ food: "orange", grams: 50_000 }] },
        "Enter a weight from 1 to 3,000 g.",
        "Введите вес от 1 до 3\u00a0000\u00a0г.",
      ],
      [
        { items: [{ food: "orange", grams: "lots" }] },
        "Enter a weight from 1 to 3,000 g.",
        "Введите вес от 1 до 3\u00a0000\u00a0г.",
      ],
      [
        { items: Array.from({ length: 101 }, () => ({ food: "orange", grams: 10 })) },
        "A day can hold at most 100 foods.",
        "В один день можно добавить не больше 100 продуктов.",
      ],
    ];
    for (const [body, en, ru] of cases) {
      expect(await send("POST", "/analysis", token, body)).toMatchObject({
        status: 400,
        body: { error: { code: "validation_failed", message: en } },
      });
      expect(await send("POST", "/analysis", token, body, "ru")).toMatchObject({ status: 400, body: { error: { message: ru } } });
    }
    expect(
      (await send("POST", "/analysis", token, { items: Array.from({ length: 100 }, () => ({ food: "orange", grams: 10 })) }))
        .status,
    ).toBe(200);
  });
});

describe("micronutrients API: saved days", () => {
  it("saves a day (201), replaces the same date (200), edits, lists newest first and deletes", async () => {
    const { id, token } = await member();
    const first = await send("POST", "/days", token, { date: "2026-11-20", items: day });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: expect.any(String), date: "2026-11-20", stage: "none", items: day, kcal: 315 });

    const again = await send("POST", "/days", token, { date: "2026-11-20", items: [{ food: "banana", grams: 118 }] });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, items: [{ food: "banana", grams: 118 }] });

    const second = await send("POST", "/days", token, { date: "2026-11-22", items: day });
    const edited = await send("PUT", `/days/${second.body.id}`, token, {
      date: "2026-11-23",
      items: [{ food: "orange", grams: 262.44 }],
    });
    expect(edited).toMatchObject({ status: 200, body: { date: "2026-11-23", items: [{ food: "orange", grams: 262.4 }] } });

    const list = await get("/days", token);
    expect(list.body.days.map((d: any) => d.date)).toEqual(["2026-11-23", "2026-11-20"]);

    expect((await send("DELETE", `/days/${first.body.id}`, token, undefined)).status).toBe(204);
    expect((await storedDays(id)).map((d) => d.date)).toEqual(["2026-11-23"]);
  });

  it("averages the last 7 saved days, leaving older ones out", async () => {
    const { token } = await member();
    for (let d = 10; d <= 17; d++) {
      const grams = d === 10 ? 1000 : 100;
      expect((await send("POST", "/days", token, { date: `2026-11-${d}`, items: [{ food: "orange", grams }] })).status).toBe(201);
    }
    const { body } = await get("/days", token);
    expect(body.days).toHaveLength(8);
    expect(body.average).toMatchObject({ days: 7, from: "2026-11-11", to: "2026-11-17", kcal: 47 });
    const c = body.average.nutrients.find((n: any) => n.slug === "vitamin-c");
    expect(c).toMatchObject({ amount: 53.2, percent: 59, status: "low" });
  });

  it("has no average before the first saved day", async () => {
    const { token } = await member();
    expect((await get("/days", token)).body).toEqual({ days: [], average: null });
  });

  it("refuses dates out of range or not real, in both languages, storing nothing", async () => {
    const { id, token } = await member();
    const cases: [string, string, string][] = [
      [
        "2026-11-26",
        "Choose a day from the last 12 months, up to today.",
        "Выберите день за последние 12 месяцев, не позже сегодняшнего.",
      ],
      [
        "2025-11-23",
        "Choose a day from the last 12 months, up to today.",
        "Выберите день за последние 12 месяцев, не позже сегодняшнего.",
      ],
      ["2026-02-30", "Enter a real date (YYYY-MM-DD).", "Введите существующую дату (ГГГГ-ММ-ДД)."],
      ["yesterday", "Enter a real date (YYYY-MM-DD).", "Введите существующую дату (ГГГГ-ММ-ДД)."],
    ];
    for (const [date, en, ru] of cases) {
      const res = await send("POST", "/days", token, { date, items: day });
      expect(res).toMatchObject({ status: 400, body: { error: { code: "validation_failed", message: en } } });
      expect(res.res.headers.get("X-Invalid-Field")).toBe("date");
      expect(await send("POST", "/days", token, { date, items: day }, "ru")).toMatchObject({
        status: 400,
        body: { error: { message: ru } },
      });
    }
    // The edges: a year back and the member's tomorrow (time zones east of UTC).
    expect((await send("POST", "/days", token, { date: "2025-11-24", items: day })).status).toBe(201);
    expect((await send("POST", "/days", token, { date: "2026-11-25", items: day })).status).toBe(201);
    expect((await storedDays(id)).map((d) => d.date).sort()).toEqual(["2025-11-24", "2026-11-25"]);
  });

  it("refuses bad foods on save and stores nothing", async () => {
    const { id, token } = await member();
    const res = await send(
      "POST",
      "/days",
      token,
      { date: "2026-11-20", items: [...day, { food: "unicorn-steak", grams: 10 }] },
      "ru",
    );
    expect(res).toMatchObject({ status: 400, body: { error: { message: "Такого продукта нет в таблице продуктов." } } });
    expect(await storedDays(id)).toEqual([]);
  });

  it("answers 409 when an edit moves a day onto a saved date", async () => {
    const { token } = await member();
    await send("POST", "/days", token, { date: "2026-11-20", items: day });
    const other = await send("POST", "/days", token, { date: "2026-11-21", items: day });
    expect(await send("PUT", `/days/${other.body.id}`, token, { date: "2026-11-20", items: day })).toMatchObject({
      status: 409,
      body: { error: { code: "micronutrients_date_taken", message: "You already have a saved day on this date." } },
    });
  });

  it("never shows, edits or deletes another member's day", async () => {
    const owner = await member();
    const stranger = await member();
    const saved = await send("POST", "/days", owner.token, { date: "2026-11-20", items: day });
    expect((await get("/days", stranger.token)).body.days).toEqual([]);
    expect(
      (await send("PUT", `/days/${saved.body.id}`, stranger.token, { date: "2026-11-20", items: [{ food: "banana", grams: 5 }] }))
        .status,
    ).toBe(404);
    expect((await send("DELETE", `/days/${saved.body.id}`, stranger.token, undefined)).status).toBe(404);
    expect((await storedDays(owner.id))[0]!.items).toEqual(day);
    expect((await send("DELETE", "/days/not-a-uuid", owner.token, undefined)).status).toBe(400);
  });

  it("keeps one day per date when the same date is saved at once", async () => {
    const { id, token } = await member();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send("POST", "/days", token, { date: "2026-11-20", items: [{ food: "orange", grams: 10 + i }] }),
      ),
    );
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await storedDays(id)).toHaveLength(1);
  });
});
