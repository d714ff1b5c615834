// What the barcode dialog makes of a lookup's answer: the own-food form's start from a product
// (its values as the source gives them, unknown ones left out), the card's decimals, and what a
// failed lookup means.
import { describe, expect, it } from "vitest";
import type { BarcodeProductJson } from "../../core/api/foods";
import { diaryLimits } from "../../core/validation/diary";
import { draftOf, macrosOf, problemOf, retryable } from "../../web/diary/barcode/product";
import { gramsText, kcalText } from "../../web/diary/format";

const nutella: BarcodeProductJson = {
  barcode: "3017620422003",
  name: "Nutella",
  brand: "Ferrero",
  quantity: "400g",
  per100g: { kcal: 539, protein: 6.3, fat: 30.9, carbs: 57.5, sugar: 56.3, sodium: 42.8 },
  servingGrams: 15,
  imageUrl: "https://images.openfoodfacts.org/images/products/301/762/042/2003/front_en.399.400.jpg",
  source: "Open Food Facts",
  url: "https://world.openfoodfacts.org/product/3017620422003",
  attribution: {
    text: "Product data © Open Food Facts contributors, licence ODbL",
    licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
  },
};

describe("a product as the own-food form's start", () => {
  it("carries the name, brand, code, the values given per 100 g and the serving", () => {
    expect(draftOf(nutella)).toEqual({
      name: "Nutella",
      brand: "Ferrero",
      barcode: "3017620422003",
      per100g: { kcal: 539, protein: 6.3, fat: 30.9, carbs: 57.5, sugar: 56.3, sodium: 42.8 },
      servingGrams: 15,
    });
  });

  it("leaves unknown values out (never 0), and a missing serving and brand unset", () => {
    const draft = draftOf({ ...nutella, brand: null, servingGrams: undefined, per100g: { kcal: 45 } });
    expect(draft.per100g).toEqual({ kcal: 45 });
    expect(draft.brand).toBeNull();
    expect("servingGrams" in draft).toBe(false);
  });

  it("does not share the product's values object", () => {
    const draft = draftOf(nutella);
    draft.per100g!.kcal = 1;
    expect(nutella.per100g.kcal).toBe(539);
  });

  it("cuts a name and brand to what an own food may hold, trimmed", () => {
    const long = "Chocolate chip energy bar minis ".repeat(4);
    const draft = draftOf({ ...nutella, name: `  ${long}`, brand: `${"B".repeat(120)}  ` });
    expect(draft.name).toBe(long.trim().slice(0, diaryLimits.nameLength).trim());
    expect(draft.name!.length).toBeLessThanOrEqual(diaryLimits.nameLength);
    expect(draft.brand).toBe("B".repeat(diaryLimits.nameLength));
    expect(draftOf({ ...nutella, brand: "   " }).brand).toBeNull();
  });
});

describe("the card's values", () => {
  it("are the four macros, null where the source gives none", () => {
    expect(macrosOf({ ...nutella, per100g: { kcal: 30, carbs: 7 } })).toEqual({ kcal: 30, protein: null, fat: null, carbs: 7 });
  });

  it("print energy whole and a macro with one decimal below 10 g", () => {
    expect([kcalText(5.5), gramsText(6.3), gramsText(30.9)]).toEqual(["6 kcal", "6.3 g", "31 g"]);
  });
});

describe("a failed lookup", () => {
  it.each([
    [400, true, "invalid", false],
    [404, true, "not-found", false],
    [503, true, "unavailable", true],
    [429, true, "rate-limited", true],
    [500, true, "failed", true],
    [null, true, "failed", true],
    [null, false, "offline", true],
  ] as const)("answered %s (online %s) is %s", (status, online, problem, again) => {
    expect(problemOf(status, online)).toBe(problem);
    expect(retryable(problemOf(status, online))).toBe(again);
  });
});
