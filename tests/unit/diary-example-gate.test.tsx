// "Log my plan's example day" is offered on an empty day only (on a logged one it would add a
// second day's eating), in the empty day's card and in the day's menu.
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DiaryDayJson } from "../../core/api/diary";
import { columnValues } from "../../core/diary/values";
import { diaryKeys } from "../../web/shared/queries/diary";
import { profileKeys } from "../../web/shared/queries/profile";
import { createApp, member } from "./app-harness";
import { withDeviceOnly } from "./device-outbox-setup";
import { diaryDay } from "./diary-fixture";
import { womanProfile } from "./profile-fixture";

const date = "2026-01-15";

async function open(day: DiaryDayJson) {
  vi.setSystemTime(new Date(2026, 0, 15, 12, 0));
  const user = member({ id: crypto.randomUUID(), plan: "PRO", hasNutritionPlan: true });
  const app = createApp("/diary", user);
  app.queryClient.setQueryData(diaryKeys.day(user.id, date), day);
  app.queryClient.setQueryData(diaryKeys.foods(user.id), { foods: [], recipes: [], favourites: [], recents: [] });
  // A nutrition plan on record: only its presence matters here (its day is read on a tap).
  app.queryClient.setQueryData(profileKeys.me(user.id), { ...womanProfile({ plan: "PRO" }), nutrition_plan: { day: [] } });
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  // The day bar shows at once; the meals once the day is read.
  await screen.findByTestId("diary-meal-breakfast");
}

const menuItem = async () => {
  fireEvent.pointerDown(screen.getByRole("button", { name: "Day actions" }), { button: 0, ctrlKey: false });
  await screen.findByRole("menu");
  return screen.queryByRole("menuitem", { name: "Log my plan's example day" });
};

withDeviceOnly({ offline: true });

describe("the plan's example day", () => {
  it("is offered on an empty day, in its card and its menu", async () => {
    await open(diaryDay(date, []));
    expect(screen.getByRole("button", { name: "Log my plan's example day" })).toBeTruthy();
    expect(await menuItem()).not.toBeNull();
  });

  it("is not offered once the day has an entry", async () => {
    const at = Date.parse(`${date}T08:00:00Z`);
    await open(
      diaryDay(date, [
        {
          id: crypto.randomUUID(),
          date,
          meal: "breakfast",
          food: { kind: "db", id: "01123" },
          grams: 100,
          portion: null,
          name: { en: "Egg, whole, raw", ru: null },
          per100g: columnValues({ kcal: 143, protein: 12.56, fat: 9.51, carbs: 0.72 }),
          loggedAt: at,
          updatedAt: at,
        },
      ]),
    );
    expect(screen.queryByRole("button", { name: "Log my plan's example day" })).toBeNull();
    expect(await menuItem()).toBeNull();
  });
});
