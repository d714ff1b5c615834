// A meal of the diary's day: its energy and, under its name, its protein, fat and carbohydrate
// (when its entries know all three), read in full to a screen reader, in both languages.
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DiaryEntryJson } from "../../core/api/diary";
import { columnValues } from "../../core/diary/values";
import { totalsOf } from "../../core/diary/totals";
import { MealSection } from "../../web/diary/day/MealSection";
import { switchLocale } from "../../web/shared/i18n/locale";

const entry = (id: string, grams: number, per100g: Parameters<typeof columnValues>[0]): DiaryEntryJson => ({
  id,
  date: "2026-11-28",
  meal: "breakfast",
  food: { kind: "db", id: "01123" },
  grams,
  portion: null,
  name: { en: "Egg, whole, raw", ru: "Яйцо куриное, сырое" },
  per100g: columnValues(per100g),
  loggedAt: 1,
  updatedAt: 1,
});

const actions = {
  add: vi.fn(),
  warmAdd: vi.fn(),
  open: vi.fn(),
  copyPrevious: vi.fn(),
  copyFrom: vi.fn(),
  previousLabel: "Copy",
};

function show(entries: DiaryEntryJson[]) {
  render(<MealSection meal={{ meal: "breakfast", entries, totals: totalsOf(entries) }} unsent={new Set()} actions={actions} />);
  return screen.getByTestId("diary-meal-breakfast");
}

afterEach(() => act(() => switchLocale("en")));

describe("a meal's macros", () => {
  it("shows its protein, fat and carbohydrate under its name, and says them in words", () => {
    // Two eggs (100 g) and oats (50 g: 13.2 g protein, 6.5 g fat, 67.7 g carbohydrate per 100 g).
    show([
      entry("a", 100, { kcal: 143, protein: 12.56, fat: 9.51, carbs: 0.72 }),
      entry("b", 50, { kcal: 379, protein: 13.2, fat: 6.5, carbs: 67.7 }),
    ]);
    const line = screen.getByTestId("meal-macros");
    expect(line.querySelector('[aria-hidden="true"]')!.textContent).toBe("P 19 · F 13 · C 35");
    expect(line.querySelector(".sr-only")!.textContent).toBe("protein 19 g, fat 13 g, carbohydrate 35 g");
    act(() => switchLocale("ru"));
    expect(screen.getByTestId("meal-macros").querySelector('[aria-hidden="true"]')!.textContent).toBe("Б 19 · Ж 13 · У 35");
  });

  it("shows none for an empty meal", () => {
    show([]);
    expect(screen.queryByTestId("meal-macros")).toBeNull();
  });

  it("shows none when one of its entries does not know a macro (a partial sum would read as the meal's)", () => {
    show([
      entry("a", 100, { kcal: 143, protein: 12.56, fat: 9.51, carbs: 0.72 }),
      entry("b", 40, { kcal: 450, protein: 8, carbs: 64 }),
    ]);
    expect(screen.queryByTestId("meal-macros")).toBeNull();
  });

  it("shows none when no entry knows its fat", () => {
    show([entry("a", 100, { kcal: 143, protein: 12.56, carbs: 0.72 })]);
    expect(screen.queryByTestId("meal-macros")).toBeNull();
  });
});
