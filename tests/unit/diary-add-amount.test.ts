import { afterEach, describe, expect, it } from "vitest";
import type { FavouriteJson } from "../../core/api/diary";
import type { FoodResultJson } from "../../core/api/foods";
import { nutrientColumns } from "../../core/foods/database";
import type { DiaryOutboxChange } from "../../web/shared/offline/diary-outbox";
import { amountOf, initialInput, measureText, measuresOf, valuesIn } from "../../web/diary/add/amount";
import { amountText } from "../../web/diary/add/QuickLists";
import { favouritesWithUnsent } from "../../web/diary/add/favourites-list";
import { shownOf } from "../../web/diary/add/shown";
import { switchLocale } from "../../web/shared/i18n/locale";

// The add-food sheet's arithmetic: the measures offered for a food, the grams a count of one
// weighs, the server's limits on an entry, the energy and macros of an amount, what a new entry
// shows before the server answers, and the favourites with unsent stars laid over them.

const chicken: FoodResultJson = {
  kind: "db",
  id: "05009",
  name: { en: "Chicken, meat and skin, roasted", ru: "Курица (мясо с кожей), запечённая", usda: null },
  group: "0500" as FoodResultJson["group"],
  per100g: { kcal: 239, protein: 27.3, fat: 13.6, carbs: 0 },
  serving: null,
};
const bar: FoodResultJson = {
  kind: "custom",
  id: "6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
  name: { en: "Oat bar", ru: null, usda: null },
  group: null,
  per100g: { kcal: 400, protein: 10, fat: 15, carbs: 55 },
  serving: { grams: 40, label: "1 bar" },
};
const recipe: FoodResultJson = {
  ...bar,
  kind: "recipe",
  name: { en: "Borscht", ru: null, usda: null },
  serving: { grams: 350, label: null },
};
const serving = { en: "serving", ru: "порция" };
const detail = {
  portions: [
    { grams: 140, label: { en: "1 cup, chopped or diced", ru: "1 стакан, в нарезке или кубиками" } },
    { grams: 299, label: { en: "½ chicken, bone removed", ru: "½ курицы без костей" } },
  ],
};

describe("measures", () => {
  it("are a database food's household measures once its detail is read", () => {
    expect(measuresOf(chicken, undefined, serving)).toEqual([]);
    expect(measuresOf(chicken, detail, serving).map((x) => x.grams)).toEqual([140, 299]);
  });

  it("are another kind's serving, named by its label or as a serving in both languages", () => {
    expect(measuresOf(bar, undefined, serving)).toEqual([{ grams: 40, label: { en: "1 bar", ru: "1 bar" } }]);
    expect(measuresOf(recipe, undefined, serving)).toEqual([{ grams: 350, label: serving }]);
  });

  it("keep the portion last logged, once, so logging it again shows it", () => {
    const last = { grams: 280, portion: { count: 2, label: detail.portions[0]!.label } };
    expect(measuresOf(chicken, undefined, serving, last)).toEqual([{ grams: 140, label: detail.portions[0]!.label }]);
    expect(measuresOf(chicken, detail, serving, last)).toHaveLength(2);
  });
});

describe("the amount typed", () => {
  const measures = measuresOf(chicken, detail, serving);

  it("is grams, with a decimal comma or point", () => {
    expect(amountOf({ measure: null, grams: "150", count: "1" }, measures)).toEqual({
      amount: { grams: 150, portion: null },
      problem: null,
    });
    expect(amountOf({ measure: null, grams: "72,5", count: "1" }, measures).amount?.grams).toBe(72.5);
  });

  it("is refused like the server refuses it: more than 0 and at most 5,000 g", () => {
    for (const grams of ["0", "-5", "", "abc", "5000.1", "1e3"])
      expect(amountOf({ measure: null, grams, count: "1" }, measures).problem).toBe("validation_diary_grams");
    expect(amountOf({ measure: null, grams: "5000", count: "1" }, measures).problem).toBeNull();
  });

  it("is a count of a measure: its grams, and the portion in both languages", () => {
    const two = amountOf({ measure: "1 cup, chopped or diced", grams: "100", count: "2" }, measures);
    expect(two).toEqual({ amount: { grams: 280, portion: { count: 2, label: detail.portions[0]!.label } }, problem: null });
    // To a tenth of a gram, without the float's tail.
    const coffee = measuresOf(
      { ...chicken, id: "14209" },
      { portions: [{ grams: 29.6, label: { en: "1 fl oz", ru: "30 мл" } }] },
      serving,
    );
    expect(amountOf({ measure: "1 fl oz", grams: "", count: "3" }, coffee).amount?.grams).toBe(88.8);
    expect(amountOf({ measure: "1 cup, chopped or diced", grams: "", count: "0,5" }, measures).amount?.grams).toBe(70);
  });

  it("refuses a count of none, of more than 100, or one past 5,000 g", () => {
    expect(amountOf({ measure: "1 cup, chopped or diced", grams: "", count: "0" }, measures).problem).toBe(
      "validation_diary_portion",
    );
    expect(amountOf({ measure: "1 cup, chopped or diced", grams: "", count: "101" }, measures).problem).toBe(
      "validation_diary_portion",
    );
    expect(amountOf({ measure: "½ chicken, bone removed", grams: "", count: "17" }, measures).problem).toBe(
      "validation_diary_grams",
    );
  });
});

describe("a measure as the picker and the recent foods name it", () => {
  afterEach(() => switchLocale("en"));

  it("is its label and weight, or only the weight where the Russian label is one («455 г» for 1 lb)", () => {
    const pound = { grams: 453.6, label: { en: "1 lb", ru: "455 г" } };
    expect(measureText(detail.portions[0]!, "en")).toBe("1 cup, chopped or diced · 140 g");
    expect(measureText(pound, "en")).toBe("1 lb · 453.6 g");
    expect(amountText({ grams: 907.2, portion: { count: 2, label: pound.label } }, "en")).toBe("2 × 1 lb");
    switchLocale("ru");
    expect(measureText(pound, "ru")).toBe("453,6\u00a0г");
    expect(amountText({ grams: 907.2, portion: { count: 2, label: pound.label } }, "ru")).toBe("907,2\u00a0г");
    expect(measureText({ grams: 244, label: { en: "1 cup", ru: "1 стакан" } }, "ru")).toBe("1 стакан · 244\u00a0г");
    // A weight in the label's brackets (ounces in grams, rounded) is not shown beside the exact grams.
    const pack = { grams: 907, label: { en: "1 package (32 oz)", ru: "1 упаковка (905 г)" } };
    expect(measureText(pack, "ru")).toBe("1 упаковка · 907\u00a0г");
    expect(measureText({ grams: 206, label: { en: "1 cup (8 fl oz)", ru: "1 стакан (235 мл)" } }, "ru")).toBe(
      "1 стакан (235 мл) · 206\u00a0г",
    );
    switchLocale("en");
    expect(measureText(pack, "en")).toBe("1 package (32 oz) · 907 g");
  });
});

describe("where the amount starts", () => {
  it("is 100 g for a database food, one serving for a food that has one, the last amount when given", () => {
    expect(initialInput(chicken, measuresOf(chicken, detail, serving))).toEqual({ measure: null, grams: "100", count: "1" });
    expect(initialInput(bar, measuresOf(bar, undefined, serving))).toEqual({ measure: "1 bar", grams: "40", count: "1" });
    expect(initialInput(chicken, [], { grams: 150, portion: null })).toEqual({ measure: null, grams: "150", count: "1" });
    const last = { grams: 280, portion: { count: 2, label: detail.portions[0]!.label } };
    const measures = measuresOf(chicken, undefined, serving, last);
    expect(initialInput(chicken, measures, last)).toEqual({ measure: "1 cup, chopped or diced", grams: "280", count: "2" });
    expect(amountOf(initialInput(chicken, measures, last), measures).amount).toEqual(last);
  });
});

describe("the preview", () => {
  it("is the values per 100 g times the grams", () => {
    expect(valuesIn(chicken.per100g, 150)).toEqual({ kcal: 358.5, protein: 40.95, fat: 20.4, carbs: 0 });
    expect(valuesIn(bar.per100g, 40)).toEqual({ kcal: 160, protein: 4, fat: 6, carbs: 22 });
  });
});

describe("what a new entry shows", () => {
  it("is the names and the four macros per 100 g, every other column unknown", () => {
    const shown = shownOf(chicken);
    expect(shown.name).toEqual({ en: chicken.name.en, ru: chicken.name.ru });
    expect(Object.keys(shown.per100g)).toEqual([...nutrientColumns]);
    expect(shown.per100g).toMatchObject({ kcal: 239, protein: 27.3, fat: 13.6, carbs: 0, fiber: null, iron: null });
    expect(shownOf(bar).name).toEqual({ en: "Oat bar", ru: null });
  });
});

describe("favourites on this device", () => {
  const stored: FavouriteJson[] = [{ id: "db:05009", food: chicken, updatedAt: 1 }];
  const star = (id: string, deleted: boolean, updatedAt: number): DiaryOutboxChange => ({
    type: "favourite",
    id,
    deleted,
    updatedAt,
  });

  it("put a food starred here first and drop one unstarred", () => {
    const known = new Map([[`custom:${bar.id}`, bar]]);
    const list = favouritesWithUnsent(stored, [star(`custom:${bar.id}`, false, 5)], known);
    expect(list.map((f) => f.id)).toEqual([`custom:${bar.id}`, "db:05009"]);
    expect(favouritesWithUnsent(stored, [star("db:05009", true, 5)], known)).toEqual([]);
  });

  it("follow the latest change of a food, and skip one starred elsewhere whose food is not known here", () => {
    const changes = [star("db:05009", false, 9), star("db:05009", true, 5)];
    expect(favouritesWithUnsent(stored, changes, new Map()).map((f) => f.id)).toEqual(["db:05009"]);
    expect(favouritesWithUnsent([], [star("db:01001", false, 3)], new Map())).toEqual([]);
  });
});
