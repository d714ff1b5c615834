// The diary's summary of a day: what was eaten against the targets and what is left. A value no
// entry knows is unknown, and so is what is left of it: never the whole target as if nothing
// had been eaten.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DiaryTargetsJson } from "../../core/api/diary";
import { totalsOf } from "../../core/diary/totals";
import { nutrientColumns, type NutrientColumn } from "../../core/foods/database";
import { DaySummary } from "../../web/diary/day/DaySummary";
import { switchLocale } from "../../web/shared/i18n/locale";

const targets: DiaryTargetsJson = {
  source: "calculator",
  calories: 2000,
  protein: 120,
  fat: 60,
  carbs: 240,
  deficitWithheld: null,
  extraEnergyKcal: 0,
};
const per100g = (known: Partial<Record<NutrientColumn, number>>) =>
  Object.fromEntries(nutrientColumns.map((c) => [c, known[c] ?? null])) as Record<NutrientColumn, number | null>;

function show(entries: Parameters<typeof totalsOf>[0], dayTargets: DiaryTargetsJson = targets) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <DaySummary userId="u1" totals={totalsOf(entries)} targets={dayTargets} profileHref="/profile" />
    </QueryClientProvider>,
  );
  return screen.getByTestId("diary-summary");
}

afterEach(() => act(() => switchLocale("en")));

describe("the day's summary", () => {
  it("says what is left from what the entries know", () => {
    const summary = show([{ grams: 200, per100g: per100g({ kcal: 150, protein: 10, fat: 5, carbs: 20 }) }]);
    expect(within(summary).getByTestId("diary-kcal-left").textContent).toBe("1,700 kcal");
    expect(within(summary).getByTestId("diary-macro-protein").textContent).toContain("20 of 120 g");
    expect(within(summary).getByTestId("diary-macro-protein").textContent).toContain("100 g left");
  });

  it("leaves what is left unknown while no entry knows the energy or a macro", () => {
    // A food entered with its protein alone: energy, fat and carbs unknown.
    const summary = show([{ grams: 100, per100g: per100g({ protein: 25 }) }]);
    expect(within(summary).getByTestId("diary-kcal-eaten").textContent).toBe("unknown");
    expect(within(summary).getByTestId("diary-kcal-left").textContent).toBe("unknown");
    const fat = within(summary).getByTestId("diary-macro-fat").textContent!;
    expect(fat).toContain("? of 60 g");
    expect(fat).not.toMatch(/left|over|on target/);
    expect(within(summary).getByTestId("diary-macro-protein").textContent).toContain("95 g left");
  });

  it("says so in Russian", () => {
    act(() => switchLocale("ru"));
    const summary = show([{ grams: 100, per100g: per100g({ protein: 25 }) }]);
    expect(within(summary).getByTestId("diary-kcal-left").textContent).toBe("неизвестно");
    expect(within(summary).getByTestId("diary-macro-fat").textContent).toMatch(/^Жиры\?\sиз\s60\sг/u);
  });

  it("says whose targets a past day is judged against (decision 0074), in both languages", () => {
    const notes = (of: DiaryTargetsJson["of"]) => {
      const summary = show([], { ...targets, of });
      const text = within(summary).queryByTestId("diary-targets-of")?.textContent ?? null;
      cleanup();
      return text;
    };
    expect(notes(undefined)).toBeNull();
    expect(notes("kept")).toBe("This day's own targets, as they were then.");
    expect(notes("today")).toBe("This day kept no targets of its own: these are today's.");
    expect(notes("health")).toBe("Today's targets: this day's own had a deficit your health context now rules out.");
    act(() => switchLocale("ru"));
    expect(notes("kept")).toBe("Цели этого дня\u00a0— те, что действовали тогда.");
    expect(notes("today")).toBe("Для этого дня цели не сохранились, поэтому показаны сегодняшние.");
    expect(notes("health")).toBe(
      "Показаны сегодняшние цели: в этот день цели были с дефицитом калорий, а сейчас дефицит вам не рекомендован по состоянию здоровья.",
    );
  });
});
