// Quick add on the device (decision 0075): the form reads its numbers as typed (a decimal comma,
// empty for unknown, the energy from the macros when left empty) and checks them with the
// server's schema; a quick entry's name and detail in both languages; every change of it carries
// its numbers, and the day on screen shows an unsent edit's numbers, not the stored ones.
import { afterEach, describe, expect, it } from "vitest";
import type { DiaryEntryJson } from "../../core/api/diary";
import { quickRef } from "../../core/diary/quick";
import { columnValues } from "../../core/diary/values";
import { checkQuick, energyLooksLow, kcalFromMacros, quickFormOf } from "../../web/diary/add/quick-form";
import { copiedEntries, entryChange } from "../../web/diary/day/changes";
import { entryDetail, entryName } from "../../web/diary/format";
import { switchLocale } from "../../web/shared/i18n/locale";
import { loggedName } from "../../web/micronutrients/names";
import { dayWithUnsent } from "../../web/shared/offline/diary-outbox";
import { diaryDay } from "./diary-fixture";

afterEach(() => switchLocale("en"));

const form = (over: Partial<ReturnType<typeof quickFormOf>> = {}) => ({ ...quickFormOf(undefined), ...over });

const quickEntry = (over: Partial<DiaryEntryJson> = {}): DiaryEntryJson => ({
  id: "5b0c7c1e-7d0e-4b7a-9a55-0f2d9c7e1a01",
  date: "2026-11-29",
  meal: "lunch",
  food: { ...quickRef },
  grams: 100,
  portion: null,
  name: { en: "", ru: null },
  per100g: columnValues({ kcal: 650, protein: 30, fat: 25, carbs: 70 }),
  loggedAt: Date.UTC(2026, 10, 29, 12),
  updatedAt: Date.UTC(2026, 10, 29, 12),
  ...over,
});

describe("the quick-add form", () => {
  it("reads decimal commas, leaves empty macros unknown and trims the note", () => {
    expect(checkQuick(form({ kcal: "450,5", protein: "30", fat: "", carbs: "12.5", name: "  Café " }))).toEqual({
      ok: true,
      values: { name: "Café", kcal: 450.5, protein: 30, fat: null, carbs: 12.5 },
    });
  });

  it("counts an empty energy from the macros typed (4, 9 and 4 kcal per gram)", () => {
    expect(kcalFromMacros(form({ protein: "30", fat: "10", carbs: "50" }))).toBe(410);
    expect(kcalFromMacros(form())).toBeNull();
    expect(kcalFromMacros(form({ protein: "abc" }))).toBeNull();
    expect(checkQuick(form({ protein: "30", fat: "10", carbs: "50" }))).toMatchObject({ ok: true, values: { kcal: 410 } });
  });

  it("says what is wrong with each field, by the server's rules", () => {
    expect(checkQuick(form())).toEqual({ ok: false, errors: { kcal: "validation_diary_quick_energy" } });
    expect(checkQuick(form({ kcal: "5000.1" }))).toEqual({ ok: false, errors: { kcal: "validation_diary_quick_energy" } });
    expect(checkQuick(form({ kcal: "5000", protein: "-1", carbs: "501" }))).toEqual({
      ok: false,
      errors: { protein: "validation_diary_quick_macro", carbs: "validation_diary_quick_macro" },
    });
    expect(checkQuick(form({ kcal: "1e3" }))).toEqual({ ok: false, errors: { kcal: "validation_diary_quick_energy" } });
    expect(checkQuick(form({ kcal: "100", name: "x".repeat(81) }))).toEqual({
      ok: false,
      errors: { name: "validation_diary_quick_name" },
    });
    // An empty energy waits for the macros: a wrong one is what is said, not the energy.
    expect(checkQuick(form({ protein: "-5", fat: "10" }))).toEqual({
      ok: false,
      errors: { protein: "validation_diary_quick_macro" },
    });
  });

  it("notices energy well below what the macros give, but not a label's rounding", () => {
    const values = { name: null, protein: 30, fat: 10, carbs: 50 };
    expect(energyLooksLow({ ...values, kcal: 300 })).toBe(true);
    expect(energyLooksLow({ ...values, kcal: 380 })).toBe(false);
  });

  it("starts from an entry's numbers when it edits one", () => {
    expect(quickFormOf({ name: "Pizza", kcal: 812.25, protein: 30, fat: null, carbs: 90 })).toEqual({
      kcal: "812.3",
      protein: "30",
      fat: "",
      carbs: "90",
      name: "Pizza",
    });
  });
});

describe("a quick entry on the day", () => {
  it("is called by its note, or Quick add, with its macros under it in letters and in words, in both languages", () => {
    const plain = quickEntry();
    const named = quickEntry({ name: { en: "Lunch at the café", ru: null } });
    const energyOnly = quickEntry({ per100g: columnValues({ kcal: 150 }) });
    expect([entryName(plain, "en"), entryDetail(plain, "en")]).toEqual([
      "Quick add",
      { short: "P\u00a030 g · F\u00a025 g · C\u00a070 g", long: "protein 30 g, fat 25 g, carbohydrate 70 g" },
    ]);
    expect(entryName(named, "en")).toBe("Lunch at the café");
    expect(entryDetail(named, "en").short).toBe("Quick add · P\u00a030 g · F\u00a025 g · C\u00a070 g");
    expect(entryDetail(energyOnly, "en")).toEqual({ short: "Energy only", long: "Energy only" });
    // A food's entry says its amount, the same for both.
    expect(entryDetail({ ...plain, food: { kind: "db", id: "01077" }, grams: 250 }, "en")).toEqual({
      short: "250 g",
      long: "250 g",
    });
    switchLocale("ru");
    expect([entryName(plain, "ru"), entryDetail(plain, "ru")]).toEqual([
      "Быстрая запись",
      {
        short: "Б\u00a030\u00a0г · Ж\u00a025\u00a0г · У\u00a070\u00a0г",
        long: "белки 30\u00a0г, жиры 25\u00a0г, углеводы 70\u00a0г",
      },
    ]);
    expect(entryName(named, "ru")).toBe("Lunch at the café");
    expect(entryDetail(energyOnly, "ru").short).toBe("Только калорийность");
    // The analyzers name it so too, where it has no value for a nutrient.
    expect([loggedName(plain.name, "ru"), loggedName(named.name, "ru")]).toEqual(["Быстрая запись", "Lunch at the café"]);
    expect(loggedName(plain.name, "en")).toBe("Quick add");
  });

  it("carries its numbers in every change: a move, a copy, new numbers", () => {
    const entry = quickEntry({ name: { en: "Usual lunch", ru: null } });
    const numbers = { name: "Usual lunch", kcal: 650, protein: 30, fat: 25, carbs: 70 };
    expect(entryChange(entry, { meal: "dinner" }, 1)).toMatchObject({
      meal: "dinner",
      food: quickRef,
      grams: 100,
      quick: numbers,
    });
    const [copy] = copiedEntries([entry], { date: "2026-11-30" }, () => "5b0c7c1e-7d0e-4b7a-9a55-0f2d9c7e1a02", 1);
    expect(copy).toMatchObject({
      id: "5b0c7c1e-7d0e-4b7a-9a55-0f2d9c7e1a02",
      date: "2026-11-30",
      quick: numbers,
      copyOf: entry.id,
    });
    const edited = entryChange(entry, { quick: { ...numbers, kcal: 800 } }, 1);
    expect(edited.quick?.kcal).toBe(800);
    expect(edited.shown?.per100g.kcal).toBe(800);
    // A food's entry carries none.
    expect("quick" in entryChange({ ...entry, food: { kind: "db", id: "01077" } }, {}, 1)).toBe(false);
  });

  it("shows an unsent edit's numbers over the stored entry's", () => {
    const entry = quickEntry();
    const day = diaryDay("2026-11-29", [entry]);
    const edit = entryChange(
      entry,
      { quick: { name: "Pizza", kcal: 800, protein: 30, fat: 25, carbs: 90 } },
      entry.updatedAt + 1,
    );
    const { day: shown, unsent } = dayWithUnsent(day, [edit]);
    expect(unsent).toEqual(new Set([entry.id]));
    const lunch = shown.meals.find((m) => m.meal === "lunch")!;
    expect(lunch.entries[0]).toMatchObject({ name: { en: "Pizza" }, per100g: { kcal: 800, carbs: 90 } });
    expect(shown.totals.kcal.amount).toBe(800);
  });
});
