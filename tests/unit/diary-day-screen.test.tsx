// The diary's day screen in the real router (happy-dom), with the day's answer already in memory:
// its energy and macros against the targets and why they are what they are, what is unknown said
// as unknown, the targets' absence leading to the profile, and the Russian texts.
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DiaryDayJson, DiaryEntryJson, DiaryTargetsJson } from "../../core/api/diary";
import { columnValues } from "../../core/diary/values";
import { switchLocale } from "../../web/shared/i18n/locale";
import { diaryKeys } from "../../web/shared/queries/diary";
import { createApp, member } from "./app-harness";
import { diaryDay } from "./diary-fixture";

const date = "2026-01-15";
const at = Date.UTC(2026, 0, 15, 8);

const egg: DiaryEntryJson = {
  id: "11111111-1111-4111-8111-111111111111",
  date,
  meal: "lunch",
  food: { kind: "db", id: "01123" },
  grams: 100,
  portion: { count: 2, label: { en: "1 large", ru: "1 шт. крупного размера" } },
  name: { en: "Egg, whole, raw", ru: "Куриное яйцо целиком, сырое" },
  per100g: columnValues({ kcal: 143, protein: 12.56, fat: 9.51, carbs: 0.72, calcium: 56, iron: 1.75 }),
  loggedAt: at,
  updatedAt: at,
};
const granola: DiaryEntryJson = {
  ...egg,
  id: "22222222-2222-4222-8222-222222222222",
  meal: "snack",
  food: { kind: "custom", id: "33333333-3333-4333-8333-333333333333" },
  grams: 40,
  portion: null,
  name: { en: "Granola bar", ru: null },
  per100g: columnValues({ kcal: 450, protein: 8, fat: 18, carbs: 64 }),
};

const dayOf = (entries: DiaryEntryJson[], targets: DiaryTargetsJson | null): DiaryDayJson => diaryDay(date, entries, targets);

beforeEach(() => {
  // Nothing reaches a server here: the day is in memory, the rest is not needed.
  vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 503 })));
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.unstubAllGlobals();
});

async function open(day: DiaryDayJson) {
  const user = member();
  const app = createApp(`/diary?date=${date}`, user);
  app.queryClient.setQueryData(diaryKeys.day(user.id, date), day);
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  return screen.findByTestId("diary-summary");
}

describe("the diary's day", () => {
  it("sets the day against the calculator's targets, says why there is no deficit, and counts unknown values apart", async () => {
    const targets: DiaryTargetsJson = { source: "calculator", calories: 2000, protein: 100, fat: 60, carbs: 250, deficitWithheld: "minor", extraEnergyKcal: 0 };
    const summary = await open(dayOf([egg, granola], targets));
    // 143 kcal of eggs and 40 g × 450 kcal.
    expect(within(summary).getByTestId("diary-kcal-eaten").textContent).toBe("323 kcal");
    expect(within(summary).getByTestId("diary-kcal-left").textContent).toBe("1,677 kcal");
    expect(within(summary).getByTestId("diary-macro-protein").textContent).toContain("16 of 100 g");
    expect(within(summary).getByTestId("diary-macro-protein").textContent).toContain("84 g left");
    expect(within(summary).getByTestId("diary-targets-note").textContent).toBe(
      "Targets from the calculator, by your profile.Maintenance, not a deficit: you are under 18.",
    );
    const lunch = screen.getByTestId("diary-meal-lunch");
    expect(within(lunch).getByTestId("diary-entry").textContent).toBe("Egg, whole, raw2 large (100 g)143 kcal");
    expect(within(screen.getByTestId("diary-meal-breakfast")).queryAllByTestId("diary-entry")).toHaveLength(0);
    // The granola bar's label gave no calcium: the total is the egg's, and says a food is left out.
    fireEvent.click(screen.getByText("Vitamins, minerals and more"));
    expect(screen.getByTestId("diary-micro-calcium").textContent).toBe("Calcium56 mg1 food without a value");
    // No food knows vitamin D: no total, not zero.
    expect(screen.getByTestId("diary-micro-vitamin-d").textContent).toBe("Vitamin Dno data");
  });

  it("leads to the profile while it lacks what the targets need, and offers a start on an empty day", async () => {
    const summary = await open(dayOf([], null));
    expect(within(summary).getByTestId("diary-kcal-eaten").textContent).toBe("0 kcal");
    const card = within(summary).getByTestId("diary-no-targets");
    expect(within(card).getByRole("link", { name: "Complete your profile" }).getAttribute("href")).toBe("/profile");
    expect(within(screen.getByTestId("diary-empty")).getByRole("button", { name: "Copy all of January 14" })).toBeTruthy();
  });

  it("reads in Russian, with an own food's one name", async () => {
    act(() => switchLocale("ru"));
    const targets: DiaryTargetsJson = { source: "plan", calories: 2000, protein: 100, fat: 60, carbs: 250, deficitWithheld: "lactation", extraEnergyKcal: 330 };
    const summary = await open(dayOf([egg, granola], targets));
    expect(within(summary).getByTestId("diary-kcal-eaten").textContent).toBe("323\u00a0ккал");
    expect(within(summary).getByTestId("diary-targets-note").textContent).toBe(
      "Цели из вашего плана питания.Без дефицита, пока вы кормите грудью: организму нужна энергия.Включает дополнительные 330\u00a0ккал в день на беременность или кормление грудью.",
    );
    expect(within(screen.getByTestId("diary-meal-lunch")).getByTestId("diary-entry").textContent).toBe(
      "Куриное яйцо целиком, сырое2 шт. крупного размера (100\u00a0г)143\u00a0ккал",
    );
    expect(within(screen.getByTestId("diary-meal-snack")).getByTestId("diary-entry").textContent).toContain("Granola bar");
    expect(screen.getByRole("heading", { name: "Перекус" })).toBeTruthy();
  });
});
