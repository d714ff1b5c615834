// The member's own food with a scanned code, as the device knows it before asking the server:
// one saved a moment ago (not sent yet) is found, however its code was typed; a removed one is not.
import { describe, expect, it } from "vitest";
import type { CustomFoodJson } from "../../core/api/diary";
import { columnValues } from "../../core/diary/values";
import type { CustomFoodChange } from "../../core/validation/diary";
import { ownFoodOnDevice } from "../../web/diary/barcode/own-on-device";

const values = columnValues({ kcal: 539, protein: 6.3, fat: 30.9, carbs: 57.5 });
const saved = (id: string, barcode: string | null, updatedAt: number, deleted = false): CustomFoodChange => ({
  type: "food",
  id,
  updatedAt,
  deleted,
  name: "Nutella",
  brand: "Ferrero",
  barcode,
  basis: "100g",
  serving: { label: "1 serving", grams: 15 },
  values: values as CustomFoodChange["values"],
});
const stored = (id: string, barcode: string, updatedAt: number): CustomFoodJson => ({
  id,
  name: "Clif minis",
  brand: null,
  barcode,
  basis: "100g",
  serving: null,
  values,
  per100g: values,
  updatedAt,
});
const ids = {
  a: "0b1f3c0e-8d2a-4f4e-9a77-3c1a2b3c4d5e",
  b: "1c2d3e4f-0000-4000-8000-000000000001",
};

describe("the member's own food with a code, on this device", () => {
  it("is found while still unsent, as a search result named with its brand", () => {
    const found = ownFoodOnDevice("3017620422003", undefined, [saved(ids.a, "3017620422003", 1)]);
    expect(found).toMatchObject({ kind: "custom", id: ids.a, name: { en: "Nutella (Ferrero)" }, per100g: { kcal: 539 } });
    expect(found?.serving).toEqual({ grams: 15, label: "1 serving" });
  });

  it("matches a UPC-A typed with or without its leading 0", () => {
    const server = { foods: [stored(ids.b, "722252387998", 1)], recipes: [] };
    expect(ownFoodOnDevice("0722252387998", server, [])?.id).toBe(ids.b);
    expect(ownFoodOnDevice("722252387998", { foods: [stored(ids.b, "0722252387998", 1)], recipes: [] }, [])?.id).toBe(ids.b);
  });

  it("is not a food with another code, none, or one removed on this device", () => {
    expect(ownFoodOnDevice("3017620422003", undefined, [saved(ids.a, "80761761", 1), saved(ids.b, null, 1)])).toBeNull();
    const server = { foods: [stored(ids.b, "3017620422003", 1)], recipes: [] };
    expect(ownFoodOnDevice("3017620422003", server, [{ ...saved(ids.b, "3017620422003", 2, true) }])).toBeNull();
  });
});
