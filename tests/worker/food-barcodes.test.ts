// The barcode lookup (GET /api/foods/barcode/:code): a packaged product from Open Food Facts (in
// tests the fixture products, real OFF records, or a source the test hands the worker), named in
// the member's language, its values per 100 g with unknown ones absent; cached (30 days found, a
// day not found, failures never); counted per member; beside the member's own food with the code.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BarcodeLookupJson } from "../../core/api/foods";
import { fixedClock } from "../../core/clock";
import { checkDigitValid } from "../../core/validation/barcode";
import { app } from "../../worker/app";
import { fixtureProducts } from "../../worker/platform/food-products/fixtures";
import { offProductUrl, valuesOf } from "../../worker/platform/food-products/off-product";
import { offLookupUrl, openFoodFacts } from "../../worker/platform/food-products/open-food-facts";
import { FoodProductsUnavailable, type FoodProduct, type FoodProducts } from "../../worker/platform/food-products/port";
import { foodChange, member, sync } from "./diary-fixture";

interface LookupOptions {
  token?: string;
  lang?: "en" | "ru";
  /** The source the worker asks instead of its configured one. */
  products?: FoodProducts;
  /** The worker's clock (ms). */
  now?: number;
  /** Configuration on top of the test's. */
  vars?: Partial<Cloudflare.Env>;
}

async function lookup(code: string, opts: LookupOptions = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.lang) headers.Cookie = `lang=${opts.lang}`;
  const bindings = {
    ...env,
    ...opts.vars,
    ...(opts.products ? { foodProducts: opts.products } : {}),
    ...(opts.now !== undefined ? { clock: fixedClock(opts.now) } : {}),
  };
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`https://forma.test/api/foods/barcode/${code}`, { headers }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as any };
}

/** A valid EAN-13 from its first twelve digits. */
function ean13(first12: string): string {
  const digit = [..."0123456789"].find((d) => checkDigitValid(first12 + d))!;
  return first12 + digit;
}
let seq = 0;
/** A code no source in these tests knows, different each time. */
const freshCode = () => ean13(`2${String(Date.now() % 1e7).padStart(7, "0")}${String(++seq).padStart(4, "0")}`);

/** A source that records every code it is asked for and answers from `answer`. */
function countingSource(answer: (code: string) => FoodProduct | null | Error, id = `test-${crypto.randomUUID()}`) {
  const asked: string[] = [];
  const products: FoodProducts = {
    id,
    async lookup(code) {
      asked.push(code);
      const a = answer(code);
      if (a instanceof Error) throw a;
      return a;
    },
  };
  return { products, asked };
}

/** A product of a test source (not a real one): names in three languages. */
const testProduct = (barcode: string): FoodProduct => ({
  barcode,
  names: { main: "Sarrasin décortiqué", en: "Buckwheat groats", ru: "Гречка ядрица" },
  brand: "Test",
  per100g: { kcal: 313, protein: 12.6, fat: 3.3, carbs: 62.1 },
  source: "Open Food Facts",
  url: offProductUrl(barcode),
});

const dayMs = 86_400_000;

afterEach(() => vi.restoreAllMocks());

describe("barcode lookup", () => {
  it("needs a session", async () => {
    expect(await lookup("3017620422003")).toMatchObject({ status: 401 });
  });

  it("finds a fixture product with the values Open Food Facts publishes, unknown ones absent, sodium from salt", async () => {
    const { token } = await member();
    const res = await lookup("3017620422003", { token });
    expect(res.status).toBe(200);
    const { product, own } = res.body as BarcodeLookupJson;
    expect(own).toBeNull();
    expect(product).toMatchObject({
      barcode: "3017620422003",
      name: "Nutella",
      brand: "Ferrero",
      quantity: "400g",
      servingGrams: 15,
      imageUrl: "https://images.openfoodfacts.org/images/products/301/762/042/2003/front_en.399.400.jpg",
      source: "Open Food Facts",
      url: "https://world.openfoodfacts.org/product/3017620422003",
      attribution: {
        text: "Product data © Open Food Facts contributors, licence ODbL",
        licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
      },
    });
    // Salt 0.107 g → 42.8 mg of sodium. Nutella's record gives no fiber and no vitamins: absent, not 0.
    expect(product!.per100g).toEqual({
      kcal: 539,
      protein: 6.3,
      fat: 30.9,
      carbs: 57.5,
      sugar: 56.3,
      saturatedFat: 10.6,
      sodium: 42.8,
    });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("reads a UPC-A typed without its leading 0, an EAN-8, and a product's vitamins and minerals in the database's units", async () => {
    const { token } = await member();
    const clif = (await lookup("722252387998", { token })).body as BarcodeLookupJson;
    expect(clif.product).toMatchObject({
      barcode: "0722252387998",
      name: "Chocolate chip energy bar minis",
      brand: "Clif",
      servingGrams: 28,
    });
    expect(clif.product!.per100g).toMatchObject({
      kcal: 357.1,
      protein: 14.29,
      fiber: 7.143,
      mono: 3.57,
      poly: 0,
      cholesterol: 0,
      calcium: 286, // mg (OFF: 0.286 g)
      iron: 3.86,
      "vitamin-b12": 0.86, // µg
      "vitamin-a": 214.2, // µg (the label's IU, converted by OFF)
      "vitamin-c": 8.6,
      niacin: 2.857,
      thiamin: 0, // the label's own 0
      sodium: 214.3, // salt 0.5357 g × 400
    });
    // An EAN-8 whose record had its kJ figure (2380) in the kcal field: the kcal come from the kJ.
    const bueno = (await lookup("80761761", { token })).body as BarcodeLookupJson;
    expect(bueno.product).toMatchObject({ name: "Kinder Bueno White", per100g: { kcal: 568.8, fat: 35.9, sodium: 128.4 } });
  });

  it("names the product in the member's language where the source has it, else by its own name", async () => {
    const { token } = await member();
    const code = freshCode();
    const { products, asked } = countingSource(testProduct);
    expect((await lookup(code, { token, products, lang: "en" })).body.product.name).toBe("Buckwheat groats");
    const ru = (await lookup(code, { token, products, lang: "ru" })).body.product;
    expect(ru).toMatchObject({
      name: "Гречка ядрица",
      attribution: { text: "Данные о продукте © участники Open Food Facts, лицензия ODbL" },
    });
    expect(asked).toEqual([code]); // the second answer came from the cache, names and all
    // The orange juice's record has its French name only.
    expect((await lookup("3123340003023", { token, lang: "ru" })).body.product.name).toBe("LE PUR JUS Orange avec pulpe");
    expect((await lookup("3123340003023", { token, lang: "en" })).body.product.name).toBe("LE PUR JUS Orange avec pulpe");
  });

  it("answers an unknown code 404 in the member's language, asks the source about it once a day at most", async () => {
    const { token } = await member();
    const code = freshCode();
    const { products, asked } = countingSource(() => null);
    const t0 = Date.now();
    expect(await lookup(code, { token, products, now: t0 })).toMatchObject({
      status: 404,
      body: {
        error: {
          code: "not_found",
          message: "No product with this barcode is known yet. You can add it as your own food from its label",
        },
      },
    });
    expect(await lookup(code, { token, products, now: t0 + 60_000, lang: "ru" })).toMatchObject({
      status: 404,
      body: { error: { message: "Продукт с таким штрихкодом пока неизвестен. Его можно добавить как свой продукт по этикетке" } },
    });
    expect(asked).toHaveLength(1);
    expect((await lookup(code, { token, products, now: t0 + dayMs + 1 })).status).toBe(404);
    expect(asked).toHaveLength(2);
  });

  it("keeps a found product 30 days", async () => {
    const { token } = await member();
    const code = freshCode();
    const { products, asked } = countingSource(testProduct);
    const t0 = Date.now();
    for (const at of [t0, t0 + 29 * dayMs]) expect((await lookup(code, { token, products, now: at })).status).toBe(200);
    expect(asked).toHaveLength(1);
    expect((await lookup(code, { token, products, now: t0 + 30 * dayMs })).status).toBe(200);
    expect(asked).toHaveLength(2);
  });

  it("refuses a malformed code or a wrong check digit with 400, in both languages, before asking anyone", async () => {
    const { token } = await member();
    const { products, asked } = countingSource(testProduct);
    const wrongDigit = await lookup("3017620422004", { token, products });
    expect(wrongDigit).toMatchObject({
      status: 400,
      body: {
        error: { code: "validation_failed", message: "The barcode's last digit does not match the others: check the number" },
      },
    });
    expect(wrongDigit.headers.get("X-Invalid-Field")).toBe("code");
    expect((await lookup("3017620422004", { token, products, lang: "ru" })).body.error.message).toBe(
      "Последняя цифра штрихкода не сходится с остальными\u00a0— проверьте номер",
    );
    for (const code of ["12345", "12345678901", "30176204220031", "3017620a22003"]) {
      expect(await lookup(code, { token, products }), code).toMatchObject({
        status: 400,
        body: { error: { message: "A barcode is 8, 12 or 13 digits (EAN-13, EAN-8, UPC-A or UPC-E)" } },
      });
    }
    expect((await lookup("12345", { token, lang: "ru" })).body.error.message).toBe(
      "Штрихкод\u00a0— это 8, 12 или 13 цифр (EAN-13, EAN-8, UPC-A или UPC-E)",
    );
    // A UPC-E (8 digits, a compressed UPC-A) is looked up written out.
    expect((await lookup("04252614", { token, products })).status).toBe(200);
    expect(asked).toEqual(["0042100005264"]);
  });

  it("answers 503 when the source fails, and keeps nothing, so the next scan asks again", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { id: userId, token } = await member();
    const code = freshCode();
    const id = `test-${crypto.randomUUID()}`;
    const failing = countingSource(() => new FoodProductsUnavailable("Open Food Facts answered 502"), id);
    expect(await lookup(code, { token, products: failing.products })).toMatchObject({
      status: 503,
      body: {
        error: {
          code: "barcode_lookup_unavailable",
          message: "The product database is not answering right now. Try again in a minute, or add the food from its label",
        },
      },
    });
    expect((await lookup(code, { token, products: failing.products, lang: "ru" })).body.error.message).toBe(
      "База продуктов сейчас не отвечает. Попробуйте через минуту или добавьте продукт по этикетке",
    );
    expect(failing.asked).toHaveLength(2);
    const logged = log.mock.calls.map(([line]) => String(line));
    expect(logged.some((line) => line.includes("answered 502"))).toBe(true);
    expect(logged.some((line) => line.includes(userId))).toBe(false);
    // The source is back: same source, nothing kept from the failures.
    const working = countingSource(testProduct, id);
    expect((await lookup(code, { token, products: working.products })).status).toBe(200);
    expect(working.asked).toEqual([code]);
  });

  it("answers 503 where no source is configured (no fixtures outside development)", async () => {
    const { token } = await member();
    expect(await lookup("3017620422003", { token, vars: { APP_ENV: "production" } })).toMatchObject({
      status: 503,
      body: { error: { code: "barcode_lookup_unavailable" } },
    });
  });

  it("counts lookups per member: of 40 at once exactly 30 are answered, the rest get 429 with Retry-After", async () => {
    const { token } = await member();
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 40 }, () => lookup("3017620422003", { token, now })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = results.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body.error.message).toMatch(/^Too many barcode lookups in a minute\. Try again in \d+ s$/);
    // Another member is not held back, and the window ends.
    const other = await member();
    expect((await lookup("3017620422003", { token: other.token, now })).status).toBe(200);
    expect((await lookup("3017620422003", { token, now: now + 61_000 })).status).toBe(200);
  });

  it("answers the member's own food with the code however they typed it, beside the product or without one", async () => {
    const { token } = await member();
    const granola = foodChange(
      { name: "My bar minis", barcode: "722252387998", basis: "serving", serving: { label: "bar", grams: 28 } },
      { kcal: 100 },
    );
    expect((await sync(token, [granola])).status).toBe(200);
    const found = (await lookup("0722252387998", { token })).body as BarcodeLookupJson;
    expect(found.product?.name).toBe("Chocolate chip energy bar minis");
    expect(found.own).toEqual({
      kind: "custom",
      id: granola.id,
      name: { en: "My bar minis", ru: null, usda: null },
      group: null,
      per100g: expect.objectContaining({ kcal: expect.any(Number) }),
      serving: { grams: 28, label: "bar" },
    });
    // A label per 100 g with its serving (saved from a product): the serving stays a portion to offer.
    const spread = foodChange(
      { name: "Nutella", brand: "Ferrero", barcode: "3017620422003", basis: "100g", serving: { label: "15 g", grams: 15 } },
      { kcal: 539 },
    );
    expect((await sync(token, [spread])).status).toBe(200);
    const saved = (await lookup("3017620422003", { token })).body as BarcodeLookupJson;
    expect(saved.own).toMatchObject({ id: spread.id, per100g: { kcal: 539 }, serving: { grams: 15, label: "15 g" } });
    // A code no source knows, but the member does.
    const code = freshCode();
    const mine = foodChange({ name: "Farm kefir", barcode: code });
    await sync(token, [mine]);
    const { products } = countingSource(() => null);
    expect(await lookup(code, { token, products })).toMatchObject({ status: 200, body: { product: null, own: { id: mine.id } } });
    // Someone else's own food is not theirs.
    const other = await member();
    expect(await lookup(code, { token: other.token, products })).toMatchObject({ status: 404 });
    expect((await lookup("0722252387998", { token: other.token })).body.own).toBeNull();
  });
});

// Open Food Facts' answer for Nutella, as its API reference publishes it
// (openfoodfacts/openfoodfacts-server, docs/api/ref/examples/get_product_by_barcode_spread.yaml):
// the fields the adapter asks for, `nutriments` whole.
const nutellaAnswer = {
  code: "3017620422003",
  product: {
    brands: "Ferrero",
    code: "3017620422003",
    generic_name: "",
    image_front_url: "https://images.openfoodfacts.org/images/products/301/762/042/2003/front_en.399.400.jpg",
    image_url: "https://images.openfoodfacts.org/images/products/301/762/042/2003/front_en.399.400.jpg",
    nutriments: {
      alcohol: 0,
      alcohol_100g: 0,
      alcohol_serving: 0,
      alcohol_unit: "% vol",
      alcohol_value: 0,
      carbohydrates: 57.5,
      carbohydrates_100g: 57.5,
      carbohydrates_serving: 8.62,
      carbohydrates_unit: "g",
      carbohydrates_value: 57.5,
      "carbon-footprint-from-known-ingredients_product": 135,
      "carbon-footprint-from-known-ingredients_serving": 5.07,
      energy: 2252,
      "energy-kcal": 539,
      "energy-kcal_100g": 539,
      "energy-kcal_serving": 80.8,
      "energy-kcal_unit": "kcal",
      "energy-kcal_value": 539,
      "energy-kj": 2252,
      "energy-kj_100g": 2252,
      "energy-kj_serving": 338,
      "energy-kj_unit": "kJ",
      "energy-kj_value": 2252,
      energy_100g: 2252,
      energy_serving: 338,
      energy_unit: "kJ",
      energy_value: 2252,
      fat: 30.9,
      fat_100g: 30.9,
      fat_serving: 4.63,
      fat_unit: "g",
      fat_value: 30.9,
      "fruits-vegetables-nuts-estimate-from-ingredients_100g": 13,
      "fruits-vegetables-nuts-estimate-from-ingredients_serving": 13,
      "nova-group": 4,
      "nova-group_100g": 4,
      "nova-group_serving": 4,
      "nutrition-score-fr": 26,
      "nutrition-score-fr_100g": 26,
      proteins: 6.3,
      proteins_100g: 6.3,
      proteins_serving: 0.945,
      proteins_unit: "g",
      proteins_value: 6.3,
      salt: 0.107,
      salt_100g: 0.107,
      salt_serving: 0.016,
      salt_unit: "g",
      salt_value: 0.107,
      "saturated-fat": 10.6,
      "saturated-fat_100g": 10.6,
      "saturated-fat_serving": 1.59,
      "saturated-fat_unit": "g",
      "saturated-fat_value": 10.6,
      sodium: 0.0428,
      sodium_100g: 0.0428,
      sodium_serving: 0.00642,
      sodium_unit: "g",
      sodium_value: 0.0428,
      sugars: 56.3,
      sugars_100g: 56.3,
      sugars_serving: 8.44,
      sugars_unit: "g",
      sugars_value: 56.3,
    },
    product_name: "Nutella",
    product_name_en: "Nutella",
    quantity: "400g",
    serving_quantity: "15",
  },
  status: 1,
  status_verbose: "product found",
};

/** A fetch that records its requests and answers with `respond`. */
function fakeFetch(respond: (url: string) => Response | Promise<Response>) {
  const requests: { url: string; headers: Headers }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    requests.push({ url, headers: new Headers(init?.headers) });
    return respond(url);
  }) as typeof fetch;
  return { fetcher, requests };
}

describe("the Open Food Facts adapter", () => {
  it("asks API v2 for the product's fields, naming the app in the User-Agent, and maps OFF's real answer", async () => {
    const { fetcher, requests } = fakeFetch(() => Response.json(nutellaAnswer));
    const product = await openFoodFacts({ contact: "food@forma.example", fetcher }).lookup("3017620422003");
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.origin + url.pathname).toBe("https://world.openfoodfacts.org/api/v2/product/3017620422003.json");
    expect(url.searchParams.get("fields")!.split(",")).toEqual(
      expect.arrayContaining(["product_name", "product_name_en", "product_name_ru", "brands", "nutriments", "serving_quantity"]),
    );
    expect(requests[0]!.headers.get("User-Agent")).toBe("Forma/1.0 (food@forma.example)");
    expect(product).toEqual({
      barcode: "3017620422003",
      names: { main: "Nutella", en: "Nutella" },
      brand: "Ferrero",
      quantity: "400g",
      // alcohol in % vol is not a column's unit, and no fiber is given: both absent.
      per100g: { kcal: 539, protein: 6.3, fat: 30.9, carbs: 57.5, sugar: 56.3, saturatedFat: 10.6, sodium: 42.8 },
      servingGrams: 15,
      imageUrl: "https://images.openfoodfacts.org/images/products/301/762/042/2003/front_en.399.400.jpg",
      source: "Open Food Facts",
      url: "https://world.openfoodfacts.org/product/3017620422003",
    });
  });

  it("maps the saved answers of the fixture products the same way (their kJ, their vitamins)", async () => {
    const { fetcher } = fakeFetch((url) => {
      const code = new URL(url).pathname.split("/").at(-1)!.replace(".json", "");
      return Response.json({ code, product: fixtureProducts[code], status: 1 });
    });
    const off = openFoodFacts({ contact: "food@forma.example", fetcher });
    expect((await off.lookup("0722252387998"))?.per100g).toMatchObject({ calcium: 286, "vitamin-b12": 0.86, sodium: 214.3 });
    expect((await off.lookup("80761761"))?.per100g.kcal).toBe(568.8);
  });

  it("takes sodium from salt (400 mg a gram), else from sodium; keeps unknown values absent and impossible ones out", () => {
    expect(valuesOf({ salt_100g: 1.3, sodium_100g: 0.52 })).toEqual({ sodium: 520 });
    expect(valuesOf({ sodium_100g: 0.128 })).toEqual({ sodium: 128 });
    expect(valuesOf({ proteins_100g: "3,2", fat_100g: "1", carbohydrates_100g: 4 })).toEqual({ protein: 3.2, fat: 1, carbs: 4 });
    // A negative value, more than 100 g in 100 g, sugars above the carbohydrate, saturated fat above the fat: typing errors.
    expect(
      valuesOf({
        proteins_100g: -1,
        fiber_100g: 120,
        carbohydrates_100g: 10,
        sugars_100g: 12,
        fat_100g: 2,
        "saturated-fat_100g": 3,
      }),
    ).toEqual({
      carbs: 10,
      fat: 2,
    });
    // No energy in kcal: from kJ; an impossible kcal figure with no kJ: unknown.
    expect(valuesOf({ "energy-kj_100g": 418.4 })).toEqual({ kcal: 100 });
    expect(valuesOf({ "energy-kcal_100g": 2000 })).toEqual({});
    expect(valuesOf(undefined)).toEqual({});
  });

  it("answers null for a code OFF does not know, and fails as unavailable on an error, a bad answer or a timeout", async () => {
    const notFound = fakeFetch(() =>
      Response.json({ code: "4006381333931", status: 0, status_verbose: "product not found" }, { status: 404 }),
    );
    expect(await openFoodFacts({ contact: "x@y.z", fetcher: notFound.fetcher }).lookup("4006381333931")).toBeNull();
    const statusZero = fakeFetch(() => Response.json({ status: 0 }));
    expect(await openFoodFacts({ contact: "x@y.z", fetcher: statusZero.fetcher }).lookup("4006381333931")).toBeNull();
    const failures = [
      () => new Response("Bad gateway", { status: 502 }),
      () => new Response("<html>busy</html>", { status: 200 }),
      () => Promise.reject(new TypeError("network connection lost")),
    ];
    for (const respond of failures) {
      const { fetcher } = fakeFetch(respond);
      await expect(openFoodFacts({ contact: "x@y.z", fetcher }).lookup("4006381333931")).rejects.toBeInstanceOf(
        FoodProductsUnavailable,
      );
    }
    const never = fakeFetch(() => new Promise<Response>(() => {}));
    await expect(
      openFoodFacts({ contact: "x@y.z", fetcher: never.fetcher, timeoutMs: 20 }).lookup("4006381333931"),
    ).rejects.toThrow("did not answer in 20 ms");
  });

  it("is the source in production's configuration: the route asks Open Food Facts with the configured contact", async () => {
    const { token } = await member();
    const code = freshCode();
    const requests: { url: string; userAgent: string | null }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      requests.push({ url: String(input), userAgent: new Headers(init?.headers).get("User-Agent") });
      return Response.json({ ...nutellaAnswer, code, product: { ...nutellaAnswer.product, code } });
    });
    const vars = { FOOD_PRODUCTS_SOURCE: "open-food-facts", FOOD_PRODUCTS_CONTACT: "food@forma.example" };
    const res = await lookup(code, { token, vars });
    expect(res).toMatchObject({ status: 200, body: { product: { barcode: code, name: "Nutella", url: offProductUrl(code) } } });
    expect(requests).toEqual([{ url: offLookupUrl(code), userAgent: "Forma/1.0 (food@forma.example)" }]);
  });
});
