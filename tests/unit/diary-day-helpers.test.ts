// The diary day screen's pure rules: which day an address shows, the records a copy, a move or an
// undo writes, the plan's example day as entries, and how amounts read in both languages.
import { act } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import type { DiaryEntryJson } from "../../core/api/diary";
import { columnValues } from "../../core/diary/values";
import type { MealPortion } from "../../core/nutrition/nutrition-plan";
import { diaryChangeSchema } from "../../core/validation/diary";
import * as v from "valibot";
import { switchLocale } from "../../web/shared/i18n/locale";
import { sendable } from "../../web/shared/offline/diary-outbox";
import { copiedEntries, entryChange, removals, restoration } from "../../web/diary/day/changes";
import { addDays, dayOfAddress, dayRelation, latestDay } from "../../web/diary/day/dates";
import { exampleDayEntries, type PlanLookups } from "../../web/diary/day/example-day";
import { amountText, decimalsOf, entryKcalText, foodsText, formatColumn, nameIn } from "../../web/diary/format";

afterAll(() => act(() => switchLocale("en")));

const now = Date.UTC(2026, 10, 29, 9);
let ids = 0;
const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, "0")}`;

function entry(over: Partial<DiaryEntryJson> = {}): DiaryEntryJson {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    date: "2026-11-28",
    meal: "breakfast",
    food: { kind: "db", id: "01123" },
    grams: 100,
    portion: null,
    name: { en: "Egg, whole, raw", ru: "Яйцо куриное, сырое" },
    per100g: columnValues({ kcal: 143, protein: 12.56, fat: 9.51, carbs: 0.72 }),
    loggedAt: now - 86_400_000,
    updatedAt: now - 86_400_000,
    ...over,
  };
}

describe("the day an address shows", () => {
  const today = "2026-11-29";
  it("is today without a date, or with one that is not a calendar date", () => {
    expect(dayOfAddress(undefined, today)).toBe(today);
    expect(dayOfAddress("2026-02-30", today)).toBe(today);
    expect(dayOfAddress("yesterday", today)).toBe(today);
    expect(dayOfAddress("2026-11-20", today)).toBe("2026-11-20");
  });

  it("stays between 2000 and a week ahead", () => {
    expect(latestDay(today)).toBe("2026-12-06");
    expect(dayOfAddress("2026-12-06", today)).toBe("2026-12-06");
    expect(dayOfAddress("2027-01-01", today)).toBe("2026-12-06");
    expect(dayOfAddress("1999-12-31", today)).toBe("2000-01-01");
  });

  it("steps over months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect([
      dayRelation(today, today),
      dayRelation("2026-11-28", today),
      dayRelation("2026-11-30", today),
      dayRelation("2026-11-27", today),
    ]).toEqual(["today", "yesterday", "tomorrow", null]);
  });
});

describe("the records the screen writes", () => {
  it("copies a meal with new ids, the same food, grams and portion, into the target day and meal, in order", () => {
    const cup = { count: 2, label: { en: "1 cup", ru: "1 стакан" } };
    const source = [
      entry(),
      entry({ id: "22222222-2222-4222-8222-222222222222", food: { kind: "db", id: "01077" }, grams: 488, portion: cup }),
    ];
    const copies = copiedEntries(source, { date: "2026-11-29", meal: "lunch" }, newId, now);
    expect(copies.map((c) => [c.date, c.meal, c.food.id, c.grams, c.portion, c.deleted])).toEqual([
      ["2026-11-29", "lunch", "01123", 100, null, false],
      ["2026-11-29", "lunch", "01077", 488, cup, false],
    ]);
    expect(new Set([...copies.map((c) => c.id), ...source.map((s) => s.id)]).size).toBe(4);
    expect(copies[0]!.updatedAt).toBeLessThan(copies[1]!.updatedAt);
    // What shows until the server answers is the source's own name and values.
    expect(copies[0]!.shown).toEqual({ name: source[0]!.name, per100g: source[0]!.per100g });
    // Each names the entry it copies, whose values it takes should its food be gone by then.
    expect(copies.map((c) => c.copyOf)).toEqual(source.map((e) => e.id));
    // What travels is a valid change, without what only the screen shows.
    for (const c of copies) {
      expect(v.is(diaryChangeSchema, sendable(c))).toBe(true);
      expect("shown" in sendable(c)).toBe(false);
    }
  });

  it("copies a whole day with each food in its own meal", () => {
    const copies = copiedEntries([entry(), entry({ meal: "dinner" })], { date: "2026-11-29" }, newId, now);
    expect(copies.map((c) => c.meal)).toEqual(["breakfast", "dinner"]);
  });

  it("takes a copy back with removals newer than the copies, and brings a removed entry back", () => {
    const copies = copiedEntries([entry(), entry()], { date: "2026-11-29" }, newId, now);
    const undone = removals(copies, now);
    expect(undone.map((c) => [c.id, c.deleted])).toEqual(copies.map((c) => [c.id, true]));
    undone.forEach((c, i) => expect(c.updatedAt).toBeGreaterThan(copies[i]!.updatedAt));
    const removed = entryChange(entry(), { deleted: true }, now);
    const back = restoration(entry(), now + 5);
    expect([removed.deleted, back.deleted, back.id, back.updatedAt]).toEqual([true, false, entry().id, now + 5]);
  });

  it("moves and re-weighs an entry as the whole record", () => {
    const moved = entryChange(entry(), { meal: "snack", grams: 50 }, now);
    expect(v.is(diaryChangeSchema, sendable(moved))).toBe(true);
    expect([moved.id, moved.meal, moved.grams, moved.date, moved.updatedAt]).toEqual([
      entry().id,
      "snack",
      50,
      "2026-11-28",
      now,
    ]);
  });
});

describe("the plan's example day as entries", () => {
  const lookups: PlanLookups = {
    dishName: (slug) => (slug === "oatmeal-with-berries" ? { en: "Oatmeal with berries", ru: "Овсянка с ягодами" } : undefined),
    food: (slug) =>
      slug === "chicken-breast-raw"
        ? {
            ndb: "05062",
            name: { en: "Chicken breast", ru: "Куриная грудка" },
            per100g: { kcal: 120, protein: 22.5, fat: 2.6, carbs: 0 },
          }
        : undefined,
  };
  const portion = (meal: MealPortion["meal"], dish: string, ingredients: MealPortion["ingredients"]): MealPortion => ({
    meal,
    dish,
    scale: 1,
    ingredients,
    kcal: 400,
    protein: 20,
    fat: 10,
    carbs: 60,
    fiber: 8,
  });

  it("logs a library dish in the plan's portion, and a simple meal's foods as the database's entries", () => {
    const day = [
      portion("breakfast", "oatmeal-with-berries", [
        { food: "oats", grams: 60 },
        { food: "blueberries", grams: 140 },
      ]),
      portion("lunch", "simple-lunch", [
        { food: "chicken-breast-raw", grams: 150 },
        { food: "no-such-food", grams: 50 },
      ]),
    ];
    const changes = exampleDayEntries(day, "2026-11-29", lookups, newId, now);
    expect(changes.map((c) => [c.meal, c.food, c.grams])).toEqual([
      ["breakfast", { kind: "dish", id: "oatmeal-with-berries" }, 200],
      ["lunch", { kind: "db", id: "05062" }, 150],
    ]);
    // The dish shows the plan's numbers for its portion until the server answers: 400 kcal in 200 g.
    expect(changes[0]!.shown?.per100g.kcal).toBe(200);
    expect(changes[0]!.shown?.per100g.protein).toBe(10);
    expect(changes[0]!.shown?.per100g.iron).toBeNull();
    expect(changes[1]!.shown?.name).toEqual({ en: "Chicken breast", ru: "Куриная грудка" });
    for (const c of changes) expect(v.is(diaryChangeSchema, sendable(c))).toBe(true);
  });
});

describe("amounts and names as the member reads them", () => {
  it("writes English", () => {
    act(() => switchLocale("en"));
    const cup = { count: 2, label: { en: "1 cup", ru: "1 стакан" } };
    expect(amountText({ grams: 80, portion: null }, "en")).toBe("80 g");
    expect(amountText({ grams: 480, portion: cup }, "en")).toBe("2 × 1 cup (480 g)");
    // One measure is its label; a size alone takes the count as it stands, other words keep "×".
    expect(amountText({ grams: 240, portion: { ...cup, count: 1 } }, "en")).toBe("1 cup (240 g)");
    const egg = (count: number, en: string) => ({ count, label: { en, ru: "1 шт. крупного размера" } });
    expect(amountText({ grams: 100, portion: egg(2, "1 large") }, "en")).toBe("2 large (100 g)");
    expect(amountText({ grams: 150, portion: egg(3, '1 large (2" dia)') }, "en")).toBe('3 large (2" dia) (150 g)');
    expect(amountText({ grams: 90, portion: egg(2, "1 medium serving") }, "en")).toBe("2 × 1 medium serving (90 g)");
    expect(amountText({ grams: 50, portion: egg(2, "1 largest") }, "en")).toBe("2 × 1 largest (50 g)");
    expect(amountText({ grams: 7.5, portion: null }, "en")).toBe("7.5 g");
    expect(formatColumn("iron", 12.43)).toBe("12.4 mg");
    expect(formatColumn("kcal", 1234.6)).toBe("1,235 kcal");
    expect(formatColumn("protein", 45.26)).toBe("45 g");
    expect(formatColumn("fiber", 4.26)).toBe("4.3 g");
    expect(formatColumn("vitamin-b12", 0.456)).toBe("0.46 µg");
    expect(entryKcalText(entry({ grams: 150 }))).toBe("215 kcal");
    expect(entryKcalText(entry({ per100g: columnValues({}) }))).toBeNull();
    expect([foodsText(1), foodsText(3)]).toEqual(["1 food", "3 foods"]);
    expect(nameIn({ en: "Kefir", ru: "Кефир" }, "en")).toBe("Kefir");
  });

  it("writes Russian, with its units, no-break spaces and plural forms", () => {
    act(() => switchLocale("ru"));
    const cup = { count: 1.5, label: { en: "1 cup", ru: "1 стакан" } };
    expect(amountText({ grams: 360, portion: cup }, "ru")).toBe("1,5 × 1 стакан (360\u00a0г)");
    const egg = { count: 2, label: { en: "1 large", ru: "1 шт. крупного размера" } };
    expect(amountText({ grams: 100, portion: egg }, "ru")).toBe("2 шт. крупного размера (100\u00a0г)");
    const spoon = { count: 1.5, label: { en: "1 tbsp", ru: "1 ст. ложка" } };
    expect(amountText({ grams: 21, portion: spoon }, "ru")).toBe("1,5 × 1 ст. ложка (21\u00a0г)");
    expect(amountText({ grams: 14, portion: { ...spoon, count: 1 } }, "ru")).toBe("1 ст. ложка (14\u00a0г)");
    // A weight in the label's own brackets (ounces in grams, rounded) gives way to the exact grams.
    const pack = { count: 2, label: { en: "1 package (32 oz)", ru: "1 упаковка (905 г)" } };
    expect(amountText({ grams: 1814, portion: pack }, "ru")).toBe("2 × 1 упаковка (1\u00a0814\u00a0г)");
    // A measure that is only a weight in Russian ("1 lb" is «455 г») is the grams logged, not its label's rounding.
    const pound = { count: 1, label: { en: "1 lb", ru: "455 г" } };
    expect(amountText({ grams: 453.6, portion: pound }, "ru")).toBe("454\u00a0г");
    expect(amountText({ grams: 170, portion: { count: 2, label: { en: "3 oz", ru: "85 г" } } }, "ru")).toBe("170\u00a0г");
    expect(amountText({ grams: 235, portion: { count: 1, label: { en: "8 fl oz", ru: "235 мл" } } }, "ru")).toBe(
      "235 мл (235\u00a0г)",
    );
    expect(formatColumn("sodium", 1820)).toBe("1\u00a0820\u00a0мг");
    expect(formatColumn("folate", 95.5)).toBe("95,5\u00a0мкг");
    expect([foodsText(1), foodsText(2), foodsText(5), foodsText(21)]).toEqual([
      "1 продукт",
      "2 продукта",
      "5 продуктов",
      "21 продукт",
    ]);
    // A food without a Russian name (a member's own) shows its one name.
    expect([nameIn({ en: "Kefir", ru: "Кефир" }, "ru"), nameIn({ en: "Granola bar", ru: null }, "ru")]).toEqual([
      "Кефир",
      "Granola bar",
    ]);
    expect([decimalsOf("kcal", 0.4), decimalsOf("calcium", 0), decimalsOf("calcium", 150.4)]).toEqual([0, 0, 0]);
  });
});
