import { afterEach, describe, expect, it, vi } from "vitest";
import { firstMoment, formNow } from "../../web/shared/offline/stamp";
import type { CustomFoodJson } from "../../core/api/diary";
import { columnValues } from "../../core/diary/values";
import { parseDecimal } from "../../web/shared/forms/number";
import {
  checkLabel,
  customFoodOf,
  decimalText,
  fieldOf,
  foodResultOf,
  formOf,
  kcalFromKj,
  labelValues,
  macrosPer100g,
  removalOf,
  saltFromSodium,
  saltToSodium,
  sodiumFromSalt,
  sodiumToSalt,
  type LabelForm,
} from "../../web/diary/own/label";

// The own-food form's rules: what is typed (a decimal comma too) becomes the server's `food`
// change, a serving's label becomes values per 100 g, salt and sodium follow each other, empty
// stays unknown, and every issue of the server's schema lands on its field.

const id = "6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
const at = Date.UTC(2026, 10, 29);

function form(patch: Partial<LabelForm> = {}, values: Partial<LabelForm["values"]> = {}): LabelForm {
  const empty = formOf(undefined, "en", "1 serving");
  return { ...empty, name: "Granola", ...patch, values: { ...empty.values, kcal: "450", protein: "10", fat: "18", carbs: "60", ...values } };
}

describe("typed numbers", () => {
  it("take a decimal comma or point, and refuse what is not a plain decimal", () => {
    expect(parseDecimal("3,5")).toBe(3.5);
    expect(parseDecimal(" 3.5 ")).toBe(3.5);
    expect(parseDecimal("")).toBeNull();
    expect(parseDecimal("1e2")).toBeNaN();
  });

  it("are written back in the member's language", () => {
    expect(decimalText(3.5, "ru")).toBe("3,5");
    expect(decimalText(3.5, "en")).toBe("3.5");
    expect(decimalText(1 / 3, "en", 2)).toBe("0.33");
  });

  it("with a decimal comma reach the change as numbers", () => {
    const checked = checkLabel(form({}, { protein: "12,5", fiber: "3,5" }), id, at);
    expect(checked.ok && checked.change.values.protein).toBe(12.5);
    expect(checked.ok && checked.change.values.fiber).toBe(3.5);
  });
});

describe("a label per serving", () => {
  const perServing = form({ basis: "serving", servingLabel: "1 bar", servingGrams: "30" }, { kcal: "120", protein: "3", fat: "4,5", carbs: "18" });

  it("is kept as entered, with its serving", () => {
    const checked = checkLabel(perServing, id, at);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.change).toMatchObject({ basis: "serving", serving: { label: "1 bar", grams: 30 }, values: { kcal: 120, fat: 4.5 } });
  });

  it("comes to per 100 g: 120 kcal in 30 g is 400 kcal", () => {
    expect(macrosPer100g(perServing)).toEqual({ kcal: 400, protein: 10, fat: 15, carbs: 60 });
    const checked = checkLabel(perServing, id, at);
    if (!checked.ok) throw new Error("invalid");
    const result = foodResultOf(checked.change);
    expect(result).toEqual({
      kind: "custom",
      id,
      name: { en: "Granola", ru: null, usda: null },
      group: null,
      per100g: { kcal: 400, protein: 10, fat: 15, carbs: 60 },
      serving: { grams: 30, label: "1 bar" },
    });
  });

  it("needs the serving's weight", () => {
    const checked = checkLabel({ ...perServing, servingGrams: "" }, id, at);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.serving).toBe("validation_diary_grams");
    expect(macrosPer100g({ ...perServing, servingGrams: "" })).toBeNull();
  });

  it("is refused when it comes to more than 900 kcal per 100 g", () => {
    const checked = checkLabel({ ...perServing, values: { ...perServing.values, kcal: "300" } }, id, at);
    expect(!checked.ok && checked.errors["values.kcal"]).toBe("validation_diary_energy");
  });
});

describe("a label per 100 g", () => {
  it("offers its serving only when the serving's weight is given", () => {
    const without = checkLabel(form(), id, at);
    expect(without.ok && without.change.serving).toBeNull();
    const withServing = checkLabel(form({ servingGrams: "40" }), id, at);
    expect(withServing.ok && withServing.change.serving).toEqual({ label: "1 serving", grams: 40 });
  });

  it("names the food with its brand, as the diary's entries do", () => {
    const checked = checkLabel(form({ brand: " Nordic " }), id, at);
    expect(checked.ok && foodResultOf(checked.change).name.en).toBe("Granola (Nordic)");
  });
});

describe("unknown values", () => {
  it("stay unknown (null), never 0", () => {
    const values = labelValues(form());
    expect(values.fiber).toBeNull();
    expect(values["vitamin-c"]).toBeNull();
    const checked = checkLabel(form(), id, at);
    expect(checked.ok && checked.change.values.sugar).toBeNull();
    if (checked.ok) expect(customFoodOf(checked.change).per100g.calcium).toBeNull();
  });

  it("except the four required ones: each empty one says so on its field", () => {
    const checked = checkLabel(form({}, { protein: "", carbs: "" }), id, at);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors["values.protein"]).toBe("validation_diary_required");
    expect(checked.errors["values.carbs"]).toBe("validation_diary_required");
    expect(checked.errors["values.kcal"]).toBeUndefined();
  });
});

describe("salt and sodium", () => {
  it("follow each other: 1 g of salt holds 400 mg of sodium", () => {
    expect(sodiumFromSalt(1.2)).toBeCloseTo(480);
    expect(saltFromSodium(380)).toBeCloseTo(0.95);
    expect(saltToSodium("1,2", "ru")).toBe("480");
    expect(sodiumToSalt("380", "ru")).toBe("0,95");
    expect(saltToSodium("", "en")).toBe("");
  });

  it("reach the change as sodium in mg", () => {
    const checked = checkLabel(form({ salt: "1,5" }, { sodium: saltToSodium("1,5", "ru") }), id, at);
    expect(checked.ok && checked.change.values.sodium).toBe(600);
  });
});

describe("energy in kJ", () => {
  it("is turned into kcal", () => {
    expect(kcalFromKj(1674)).toBeCloseTo(400, 0);
    expect(labelValues(form({ energyUnit: "kJ" }, { kcal: "1674" })).kcal).toBeCloseTo(400.1, 1);
  });
});

describe("the schema's issues", () => {
  it("land on their fields", () => {
    expect(fieldOf([{ key: "values" }, { key: "sugar" }])).toBe("values.sugar");
    expect(fieldOf([{ key: "serving" }, { key: "grams" }])).toBe("serving");
    expect(fieldOf([{ key: "barcode" }])).toBe("barcode");
  });

  it("say the sugars may not pass the carbohydrate, the macros 100 g, a barcode its digits", () => {
    const sugar = checkLabel(form({}, { sugar: "70" }), id, at);
    expect(!sugar.ok && sugar.errors["values.sugar"]).toBe("validation_diary_sugar");
    const sum = checkLabel(form({}, { protein: "50", fat: "30", carbs: "40" }), id, at);
    expect(!sum.ok && sum.errors["values.protein"]).toBe("validation_diary_macros_sum");
    const code = checkLabel(form({ barcode: "12ab" }), id, at);
    expect(!code.ok && code.errors.barcode).toBe("validation_diary_barcode");
    const name = checkLabel(form({ name: "  " }), id, at);
    expect(!name.ok && name.errors.name).toBe("validation_diary_name");
  });

  it("refuse a value that is not a number with the field's message", () => {
    const checked = checkLabel(form({}, { iron: "2..5" }), id, at);
    expect(!checked.ok && checked.errors["values.iron"]).toBe("validation_diary_nutrient");
  });
});

describe("editing", () => {
  const food: CustomFoodJson = {
    id,
    name: "Kefir",
    brand: null,
    barcode: "4600000000001",
    basis: "100g",
    serving: null,
    values: columnValues({ kcal: 53, protein: 3, fat: 2.5, carbs: 4, calcium: 120 }),
    per100g: columnValues({ kcal: 53, protein: 3, fat: 2.5, carbs: 4, calcium: 120 }),
    updatedAt: at,
  };

  it("opens the food as it was entered, in the member's language", () => {
    const opened = formOf({ editing: food }, "ru", "1 порция");
    expect(opened).toMatchObject({ name: "Kefir", barcode: "4600000000001", basis: "100g" });
    expect(opened.values.fat).toBe("2,5");
    expect(opened.values.calcium).toBe("120");
    expect(opened.values.iron).toBe("");
  });

  it("removes it with its whole record", () => {
    const removal = removalOf(food);
    expect(removal).toMatchObject({ type: "food", id, deleted: true, name: "Kefir" });
    expect(removal.updatedAt).toBeGreaterThan(food.updatedAt);
  });

  it("opens a product's draft with its values per 100 g and serving", () => {
    const opened = formOf({ name: "Nutella", barcode: "3017620422003", per100g: { kcal: 539, sodium: 41 }, servingGrams: 15 }, "en", "1 serving");
    expect(opened).toMatchObject({ name: "Nutella", servingGrams: "15", salt: "0.103" });
    expect(opened.values.kcal).toBe("539");
  });
});

describe("saved on a phone whose clock was reset (it reads 2001)", () => {
  afterEach(() => vi.useRealTimers());

  it("is taken: the form's moment is never before the first the sync takes, and the outbox stamps it after what the device knows", () => {
    vi.useFakeTimers({ now: Date.UTC(2001, 0, 1), toFake: ["Date"] });
    expect(formNow()).toBe(firstMoment);
    // With the clock as it reads, the server's schema refuses the moment, and the form could not save.
    expect(checkLabel(form(), id, Date.now()).ok).toBe(false);
    const checked = checkLabel(form(), id, formNow());
    expect(checked.ok && checked.change.updatedAt).toBe(firstMoment);
  });

  it("keeps the clock's own reading when it is right", () => {
    vi.useFakeTimers({ now: at, toFake: ["Date"] });
    expect(formNow()).toBe(at);
  });
});
