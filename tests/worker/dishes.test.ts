// The dishes library's API: Standard and Pro only (Free gets the lock's message in its
// language), the list with computed macros, a dish's page with grams, nutrients and method, an
// unknown or malformed slug as 404, and "use in my plan" open to Pro only.
import { describe, expect, it } from "vitest";
import type { DishDetailJson, DishListJson } from "../../core/api/dishes";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const body = { gender: "FEMALE", age: 32, height: 168, weight: 64, activity: "MODERATE", goal: "MAINTAIN" } as const;

async function member(plan: "FREE" | "BASIC" | "PRO") {
  const { id } = await createUser({ plan, ...body });
  return { id, token: await createSession(id) };
}

const get = (path: string, token?: string, lang?: "en" | "ru") => call("GET", `/api/dishes${path}`, undefined, { token, lang });

describe("dishes API: access", () => {
  it("needs a session", async () => {
    for (const path of ["", "/dish?slug=shakshuka"]) {
      expect(await get(path)).toMatchObject({ status: 401, body: { error: { code: "unauthorized" } } });
    }
  });

  it("answers 403 with the lock's message, naming Standard, to Free members in their language", async () => {
    const { token } = await member("FREE");
    expect(await get("", token)).toMatchObject({
      status: 403,
      body: {
        error: { code: "subscription_required", message: "A Standard or Pro subscription is required for the dishes library" },
      },
    });
    expect(await get("/dish?slug=shakshuka", token, "ru")).toMatchObject({
      status: 403,
      body: { error: { code: "subscription_required", message: "Для библиотеки блюд нужен тариф «Стандарт» или Pro" } },
    });
  });

  it("opens the library to Standard and Pro members", async () => {
    for (const plan of ["BASIC", "PRO"] as const) {
      const { token } = await member(plan);
      expect((await get("", token)).status, plan).toBe(200);
      expect((await get("/dish?slug=shakshuka", token)).status, plan).toBe(200);
    }
  });
});

describe("dishes API: caching", () => {
  it("tells every cache not to keep the list or a dish", async () => {
    const { token } = await member("BASIC");
    for (const path of ["", "/dish?slug=shakshuka"]) {
      const { res, status } = await get(path, token);
      expect(status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });
});

describe("dishes API: the list and a dish", () => {
  it("lists at least 100 dishes in both languages with each portion's macros", async () => {
    const { token } = await member("BASIC");
    const { status, body: list } = (await get("", token)) as { status: number; body: DishListJson };
    expect(status).toBe(200);
    expect(list.dishes.length).toBeGreaterThanOrEqual(100);
    const borscht = list.dishes.find((d) => d.slug === "vegetarian-borscht")!;
    expect(borscht.name.ru).toMatch(/борщ/i);
    expect(borscht.vegetarian).toBe(true);
    for (const d of list.dishes) {
      const { kcal, protein, fat, carbs } = d.nutrients;
      // Energy agrees with the macros (4/9/4 kcal per gram) within what rounding and fibre allow.
      expect(Math.abs(kcal - (protein * 4 + fat * 9 + carbs * 4)) / kcal, d.slug).toBeLessThan(0.15);
    }
  });

  it("gives a dish's portion in grams with named foods, nutrients and steps in both languages", async () => {
    const { token } = await member("PRO");
    const { status, body: dish } = (await get("/dish?slug=oatmeal-with-milk-and-berries", token)) as {
      status: number;
      body: DishDetailJson;
    };
    expect(status).toBe(200);
    expect(dish.ingredients).toEqual([
      { food: "oats-rolled-dry", grams: 50, name: expect.objectContaining({ ru: expect.stringMatching(/[А-Яа-я]/) }) },
      { food: "milk-2-percent", grams: 200, name: expect.any(Object) },
      { food: "blueberries", grams: 80, name: expect.any(Object) },
      { food: "honey", grams: 10, name: expect.any(Object) },
    ]);
    expect(dish.steps.en).toHaveLength(dish.steps.ru.length);
    // Oats 50 g (379 kcal/100 g) and milk 200 g make up most of the energy.
    expect(dish.nutrients.kcal).toBeGreaterThan(300);
    expect(dish.nutrients.kcal).toBeLessThan(400);
    const calcium = dish.micronutrients.find((n) => n.slug === "calcium")!;
    expect(calcium).toMatchObject({ kind: "mineral", unit: "mg" });
    // 200 g of milk alone brings about 240 mg of calcium, a fifth of an adult's 1,000 mg.
    expect(calcium.amount).toBeGreaterThan(240);
    expect(calcium.percent).toBeGreaterThanOrEqual(24);
    expect(dish.micronutrients.some((n) => n.kind === "vitamin")).toBe(true);
  });

  it("answers 404 for an unknown slug and 400 for a malformed or missing one, in the member's language", async () => {
    const { token } = await member("BASIC");
    expect(await get("/dish?slug=no-such-dish", token)).toMatchObject({
      status: 404,
      body: { error: { code: "not_found", message: "This dish is not in the library" } },
    });
    expect(await get("/dish?slug=no-such-dish", token, "ru")).toMatchObject({
      status: 404,
      body: { error: { code: "not_found", message: "Такого блюда нет в библиотеке" } },
    });
    for (const bad of [
      "/dish?slug=%D0%B1%D0%BE%D1%80%D1%89",
      "/dish?slug=Shakshuka",
      `/dish?slug=${"a".repeat(101)}`,
      "/dish",
      "/dish?slug=",
    ]) {
      expect(await get(bad, token, "ru"), bad).toMatchObject({
        status: 400,
        body: { error: { code: "validation_failed", message: "Выберите блюдо из библиотеки" } },
      });
    }
    expect((await get("/dish?slug=..%2Fsecret", token)).body.error.message).toBe("Choose a dish from the library");
  });

  it("answers the same list to concurrent requests", async () => {
    const { token } = await member("PRO");
    const answers = await Promise.all(Array.from({ length: 5 }, () => get("", token)));
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: answers[0]!.body });
  });
});

describe("dishes API: use in my plan", () => {
  it("puts a library dish into a Pro member's plan for the chosen meal; Standard members are refused", async () => {
    const pro = await member("PRO");
    expect((await post("/api/plans/nutrition", { goal: "MAINTAIN" }, { token: pro.token })).status).toBe(200);
    const swapped = await post(
      "/api/plans/nutrition/swap",
      { meal: "lunch", dish: "beef-stroganoff-with-buckwheat" },
      { token: pro.token },
    );
    expect(swapped.status).toBe(200);
    expect(swapped.body.nutrition_plan.day.find((p: { meal: string }) => p.meal === "lunch").dish).toBe(
      "beef-stroganoff-with-buckwheat",
    );

    const standard = await member("BASIC");
    expect(
      await post(
        "/api/plans/nutrition/swap",
        { meal: "lunch", dish: "beef-stroganoff-with-buckwheat" },
        { token: standard.token },
      ),
    ).toMatchObject({ status: 403, body: { error: { code: "subscription_required" } } });
  });
});
