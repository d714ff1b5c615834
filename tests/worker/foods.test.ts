// The food database's API (decision 0043): any signed-in member searches every SR28 entry with
// paging and opens one with all its values, unknown values as null and its household measures;
// bad queries and ids get a clear error in the member's language.
import { describe, expect, it } from "vitest";
import type { FoodDetailJson, FoodSearchJson } from "../../core/api/foods";
import { call } from "./auth-helpers";
import { createSession, createUser } from "./factories";

async function token() {
  const { id } = await createUser({ plan: "FREE" });
  return createSession(id);
}

const get = (path: string, token?: string, lang?: "en" | "ru") => call("GET", `/api/foods${path}`, undefined, { token, lang });

describe("food database API", () => {
  it("needs a session", async () => {
    expect(await get("/search?q=milk")).toMatchObject({ status: 401 });
    expect(await get("/01077")).toMatchObject({ status: 401 });
  });

  it("pages through every match, best first, more than eight at a time", async () => {
    const t = await token();
    const first = await get("/search?q=cheese", t);
    expect(first.status).toBe(200);
    const page = first.body as FoodSearchJson;
    expect(page.results).toHaveLength(20);
    expect(page.total).toBeGreaterThan(100);
    const second = (await get("/search?q=cheese&offset=20&limit=20", t)).body as FoodSearchJson;
    expect(second.offset).toBe(20);
    expect(second.results).toHaveLength(20);
    const ids = new Set([...page.results, ...second.results].map((r) => r.id));
    expect(ids.size).toBe(40);
    expect(page.results[0]).toMatchObject({ id: expect.stringMatching(/^\d{5}$/), per100g: { kcal: expect.any(Number) } });
  });

  it("opens a food with its values per 100 g, unknown kept apart from zero, and its measures", async () => {
    const t = await token();
    const res = await get("/01077", t);
    expect(res.status).toBe(200);
    const food = res.body as FoodDetailJson;
    // Milk, whole, 3.25% milkfat, with added vitamin D: SR28 NDB 01077.
    expect(food).toMatchObject({ id: "01077", group: "0100", source: { name: "USDA SR28 (SR Legacy)", detail: "NDB 01077" } });
    expect(food.values).toMatchObject({ kcal: 61, protein: 3.15, fat: 3.25, calcium: 113, "vitamin-d": 1.3 });
    expect(food.values.copper).toBeCloseTo(25, 6); // 0.025 mg in µg
    expect(food.values.alcohol).toBe(0); // SR28's own zero
    expect(food.portions[0]).toMatchObject({ grams: 244, label: { en: "1 cup" } });
    // Beans, snap, green, frozen, microwaved: SR28 gives no vitamin D, folate or B12 for it: unknown, not zero.
    const beans = (await get("/11062", t)).body as FoodDetailJson;
    expect(beans.values).toMatchObject({ "vitamin-d": null, folate: null, "vitamin-b12": null });
    expect(beans.values["vitamin-c"]).toBeGreaterThan(0);
  });

  it("answers a food the database has not with 404 and a malformed id with 400, in the member's language", async () => {
    const t = await token();
    expect(await get("/99999", t)).toMatchObject({
      status: 404,
      body: { error: { message: "This food is not in the database" } },
    });
    expect(await get("/99999", t, "ru")).toMatchObject({
      status: 404,
      body: { error: { message: "Такого продукта нет в базе" } },
    });
    expect(await get("/milk_1", t)).toMatchObject({ status: 400 });
    expect(await get(`/${"a".repeat(81)}`, t)).toMatchObject({ status: 400 });
  });

  it("refuses an empty or over-long query and a bad page, naming the rule", async () => {
    const t = await token();
    for (const q of ["", "%20%20", "x".repeat(101)]) {
      expect(await get(`/search?q=${q}`, t)).toMatchObject({
        status: 400,
        body: { error: { message: "Type what you are looking for (up to 100 characters)" } },
      });
    }
    expect(await get("/search?q=milk&limit=0", t, "ru")).toMatchObject({
      status: 400,
      body: { error: { message: "Размер страницы\u00a0— целое число от 1 до 50" } },
    });
    expect(await get("/search?q=milk&offset=-1", t)).toMatchObject({ status: 400 });
    expect(await get("/search?q=milk&offset=501", t)).toMatchObject({ status: 400 });
  });
});
