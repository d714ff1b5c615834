// The diary around midnight: the day shown moves on with the member's today, but what a sheet,
// dialog or menu opened before midnight logs goes to the day it was opened on. Dinner chosen at
// 23:58 and added at 00:01 is the evening's dinner, not the next day's.
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DiaryDayJson, DiaryEntryJson, DiaryFoodsJson } from "../../core/api/diary";
import type { FoodResultJson } from "../../core/api/foods";
import { columnValues } from "../../core/diary/values";
import type { DiaryEntryOutboxChange } from "../../web/shared/offline/diary-outbox";
import { diarySync } from "../../web/shared/offline/diary-sync";
import { diaryKeys } from "../../web/shared/queries/diary";
import { createApp, member } from "./app-harness";
import { withDeviceOnly } from "./device-outbox-setup";
import { diaryDay } from "./diary-fixture";

let n = 0;
const uuid = () => `9e8d7c6b-5a4f-4e3d-8c2b-${String(++n).padStart(12, "0")}`;
const evening = "2026-01-15";

const lentils: FoodResultJson = {
  kind: "custom",
  id: "9e8d7c6b-5a4f-4e3d-8c2b-ffffffffffff",
  name: { en: "Lentil soup", ru: null, usda: null },
  group: null,
  per100g: { kcal: 70, protein: 5, fat: 1, carbs: 11 },
  serving: null,
};

function entry(date: string, name: string): DiaryEntryJson {
  const at = Date.parse(`${date}T19:00:00Z`);
  return {
    id: uuid(),
    date,
    meal: "dinner",
    food: { kind: "dish", id: name.toLowerCase().replace(/ /g, "-") },
    grams: 300,
    portion: null,
    name: { en: name, ru: null },
    per100g: columnValues({ kcal: 100, protein: 5, fat: 3, carbs: 12 }),
    loggedAt: at,
    updatedAt: at,
  };
}

const dayOf = (date: string, entries: DiaryEntryJson[] = []): DiaryDayJson => diaryDay(date, entries);

/** The diary at /diary (today's day) at 23:58 on the evening, with `days` in memory. */
async function openAt23h58(days: DiaryDayJson[]) {
  vi.setSystemTime(new Date(2026, 0, 15, 23, 58));
  const user = member({ id: uuid() });
  const app = createApp("/diary", user);
  for (const day of days) app.queryClient.setQueryData(diaryKeys.day(user.id, day.date), day);
  const foods: DiaryFoodsJson = {
    foods: [],
    recipes: [],
    favourites: [],
    recents: [{ food: lentils, count: 4, last: { date: "2026-01-14", grams: 300, portion: null } }],
  };
  app.queryClient.setQueryData(diaryKeys.foods(user.id), foods);
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId("diary-meal-breakfast");
  expect(screen.getByTestId("diary-date").textContent).toMatch(/January 15$/);
  return user.id;
}

/** 00:01, and the phone's screen on again: the diary moves to the new day. */
function midnightPasses() {
  vi.setSystemTime(new Date(2026, 0, 16, 0, 1));
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
}

// The diary's outbox engine is one per member: any client finds it.
const engineOf = (userId: string) => diarySync(userId, new QueryClient());
const logged = (userId: string) =>
  engineOf(userId)
    .get()
    .changes.filter((c): c is DiaryEntryOutboxChange => c.type === "entry");

// Nothing reaches a server: what the screen needs is in memory.
withDeviceOnly();

describe("the add-food sheet opened before midnight", () => {
  it.each([
    ["the next day loaded", true],
    ["offline, the next day not on the device", false],
  ])("adds to the evening's dinner when confirmed after midnight (%s)", async (_, nextDayKept) => {
    if (!nextDayKept) onlineManager.setOnline(false);
    const userId = await openAt23h58([dayOf(evening), ...(nextDayKept ? [dayOf("2026-01-16")] : [])]);
    fireEvent.click(within(screen.getByTestId("diary-meal-dinner")).getByRole("button", { name: "Add food" }));
    const sheet = await screen.findByTestId("add-food-sheet");
    fireEvent.click(within(sheet).getByText("Lentil soup"));

    midnightPasses();
    if (nextDayKept) expect(screen.getByTestId("diary-date").textContent).toMatch(/January 16$/);
    // Offline, the new day stands in empty (never read on this device), the sheet still open on the evening.
    else expect(await screen.findByText(/hasn't loaded on this device yet/)).toBeTruthy();
    fireEvent.click(within(screen.getByTestId("add-food-sheet")).getByRole("button", { name: "Add" }));

    await vi.waitFor(() => expect(logged(userId)).toHaveLength(1));
    expect(logged(userId)[0]).toMatchObject({
      date: evening,
      meal: "dinner",
      food: { kind: "custom", id: lentils.id },
      grams: 300,
    });
    engineOf(userId).stop();
  });
});

describe("copying yesterday's dinner from a menu or dialog opened before midnight", () => {
  it("copies the day before the evening into the evening (the menu's one tap)", async () => {
    const before = entry("2026-01-14", "Buckwheat");
    const userId = await openAt23h58([
      dayOf("2026-01-14", [before]),
      dayOf(evening, [entry(evening, "Omelette")]),
      dayOf("2026-01-16"),
    ]);
    fireEvent.keyDown(screen.getByRole("button", { name: "Dinner: more actions" }), { key: "Enter" });
    const item = await screen.findByRole("menuitem", { name: "Copy yesterday's dinner" });

    midnightPasses();
    expect(screen.getByTestId("diary-date").textContent).toMatch(/January 16$/);
    fireEvent.click(item);

    await vi.waitFor(() => expect(logged(userId)).toHaveLength(1));
    expect(logged(userId)[0]).toMatchObject({ date: evening, meal: "dinner", food: before.food });
    engineOf(userId).stop();
  });

  it("copies the day before the evening into the evening (the dialog)", async () => {
    const before = entry("2026-01-14", "Buckwheat");
    const userId = await openAt23h58([dayOf("2026-01-14", [before]), dayOf(evening), dayOf("2026-01-16")]);
    fireEvent.keyDown(screen.getByRole("button", { name: "Dinner: more actions" }), { key: "Enter" });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Copy from another day…" }));
    const dialog = await screen.findByTestId("diary-copy-dialog");
    await within(dialog).findByText("Buckwheat");

    midnightPasses();
    expect(screen.getByTestId("diary-date").textContent).toMatch(/January 16$/);
    fireEvent.click(within(screen.getByTestId("diary-copy-dialog")).getByRole("button", { name: /^Copy 1/ }));

    await vi.waitFor(() => expect(logged(userId)).toHaveLength(1));
    expect(logged(userId)[0]).toMatchObject({ date: evening, meal: "dinner", food: before.food });
    engineOf(userId).stop();
  });
});
