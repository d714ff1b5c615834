import { afterEach, describe, expect, it } from "vitest";
import type { FoodResultJson } from "../../core/api/foods";
import { macroNumber, macrosText, namesOf } from "../../web/diary/format";
import { totalText } from "../../web/diary/add/FoodSearch";
import { switchLocale } from "../../web/shared/i18n/locale";

// How the add-food sheet writes its numbers and names: a macro's grams with one decimal below
// 10, the total with the Russian plural by the number, a food's name in the member's language.

const speak = switchLocale;
afterEach(() => speak("en"));

const food: FoodResultJson = {
  kind: "db",
  id: "14209",
  name: { en: "Coffee, brewed", ru: "Кофе чёрный заваренный", usda: "Beverages, coffee, brewed, prepared with tap water" },
  group: null,
  per100g: { kcal: 1, protein: 0.12, fat: 0.02, carbs: 0 },
  serving: null,
};

describe("the add-food sheet's words and numbers", () => {
  it("write a macro's grams with one decimal below 10 and whole above", () => {
    speak("en");
    expect([macroNumber(2.46), macroNumber(0.12), macroNumber(27.3), macroNumber(0)]).toEqual(["2.5", "0.1", "27", "0"]);
    expect(macrosText({ protein: 27.3, fat: 13.6, carbs: 0 }).short).toBe("P 27 · F 14 · C 0");
    speak("ru");
    expect(macroNumber(2.46)).toBe("2,5");
    expect(macrosText({ protein: 3, fat: 4, carbs: 4.2 }).short).toBe("Б 3 · Ж 4 · У 4,2");
  });

  it("count the foods found with the plural the number takes", () => {
    speak("ru");
    expect([1, 3, 7, 21, 1234].map(totalText)).toEqual([
      "1 продукт",
      "3 продукта",
      "7 продуктов",
      "21 продукт",
      "1\u00a0234 продукта",
    ]);
    speak("en");
    expect([1, 1234].map(totalText)).toEqual(["1 food", "1,234 foods"]);
  });

  it("name a food in the member's language, Russian falling back to English, with USDA's description beside it", () => {
    expect(namesOf(food, "ru")).toEqual({ name: "Кофе чёрный заваренный", detail: food.name.usda });
    expect(namesOf({ ...food, name: { en: "Oat bar", ru: null, usda: null } }, "ru")).toEqual({ name: "Oat bar", detail: null });
    expect(namesOf(food, "en").name).toBe("Coffee, brewed");
  });
});
