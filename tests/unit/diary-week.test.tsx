// The diary's week on the day screen (the real router, happy-dom), with the day's and the week's
// answers already in memory: a bar for each of the seven days against its day's target, the day on
// screen as the day's own answer has it (not the week's), the averages of the days logged, a bar
// that opens its day, no target anywhere while the targets are withheld, and the Russian texts.
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DiaryDayJson, DiaryEntryJson, DiaryTargetsJson, DiaryWeekDayJson, DiaryWeekJson } from "../../core/api/diary";
import { columnValues } from "../../core/diary/values";
import { switchLocale } from "../../web/shared/i18n/locale";
import { diaryKeys } from "../../web/shared/queries/diary";
import { unsentDays, weekAverages, weekWithShown } from "../../web/diary/day/week";
import { entryChange } from "../../web/diary/day/changes";
import { createApp, member } from "./app-harness";
import { diaryDay } from "./diary-fixture";

const date = "2026-01-15";
const at = Date.UTC(2026, 0, 15, 8);
const targets: DiaryTargetsJson = {
  source: "calculator",
  calories: 2000,
  protein: 100,
  fat: 60,
  carbs: 250,
  deficitWithheld: null,
  extraEnergyKcal: 0,
};

const oats: DiaryEntryJson = {
  id: "11111111-1111-4111-8111-111111111111",
  date,
  meal: "breakfast",
  food: { kind: "db", id: "08120" },
  grams: 100,
  portion: null,
  name: { en: "Oats", ru: "Овсяные хлопья" },
  per100g: columnValues({ kcal: 379, protein: 13.2, fat: 6.5, carbs: 67.7 }),
  loggedAt: at,
  updatedAt: at,
};

const total = (amount: number | null) => ({ amount, missing: 0 });
function weekDay(
  day: string,
  entries: number,
  kcal: number,
  protein = 0,
  fat = 0,
  carbs = 0,
  target: number | null = 2000,
): DiaryWeekDayJson {
  return { date: day, entries, kcal: total(kcal), protein: total(protein), fat: total(fat), carbs: total(carbs), target };
}

// The server's week: 2,400 kcal on the 9th, 1,800 on the 12th, nothing on the 15th yet (the oats
// on screen come with the day's own answer, as the device holds it, which the week has not seen).
function serverWeek(t: DiaryWeekJson["targets"] = targets, ownTargets: Record<string, number> = {}): DiaryWeekJson {
  const days = ["2026-01-09", "2026-01-10", "2026-01-11", "2026-01-12", "2026-01-13", "2026-01-14", "2026-01-15"];
  return {
    from: days[0]!,
    to: date,
    days: days.map((d) => {
      const target = t && t.source !== "withheld" ? (ownTargets[d] ?? t.calories) : null;
      if (d === "2026-01-09") return weekDay(d, 6, 2400, 120, 80, 300, target);
      if (d === "2026-01-12") return weekDay(d, 4, 1800, 90, 50, 240, target);
      return weekDay(d, 0, 0, 0, 0, 0, target);
    }),
    targets: t,
  };
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 503 })),
  );
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.unstubAllGlobals();
});

async function open(week: DiaryWeekJson, dayTargets: DiaryDayJson["targets"] = targets) {
  const user = member();
  const app = createApp(`/diary?date=${date}`, user);
  app.queryClient.setQueryData(diaryKeys.day(user.id, date), diaryDay(date, [oats], dayTargets));
  app.queryClient.setQueryData(diaryKeys.week(user.id, date), week);
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  return { card: await screen.findByTestId("diary-week"), app };
}

describe("the diary's week", () => {
  it("draws the seven days against the target, the day on screen as the device has it, and the averages of the days logged", async () => {
    const { card, app } = await open(serverWeek());
    const bars = within(card).getAllByTestId("diary-week-day");
    expect(bars.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Fri 9, 2,400 kcal eaten of 2,000 kcal",
      "Sat 10, nothing logged",
      "Sun 11, nothing logged",
      "Mon 12, 1,800 kcal eaten of 2,000 kcal",
      "Tue 13, nothing logged",
      "Wed 14, nothing logged",
      "Thu 15, 379 kcal eaten of 2,000 kcal",
    ]);
    expect(bars[6]!.getAttribute("aria-current")).toBe("date");
    expect(within(card).getByTestId("diary-week-target").textContent).toBe("Target 2,000 kcal");
    expect(card.textContent).toContain("3 of 7 days logged");
    // (2,400 + 1,800 + 379) / 3 = 1,526 kcal; protein (120 + 90 + 13.2) / 3 = 74 g.
    const averages = within(card).getByTestId("diary-week-averages");
    expect(averages.textContent).toContain("1,526 kcal");
    expect(averages.textContent).toContain("74 g");
    // A bar opens its day.
    fireEvent.click(bars[3]!);
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ date: "2026-01-12" }));
  });

  it("has no target line while the targets are withheld, and reads in Russian", async () => {
    act(() => switchLocale("ru"));
    const { card } = await open(serverWeek({ source: "withheld", reason: "eating-disorder" }));
    expect(within(card).queryByTestId("diary-week-target")).toBeNull();
    expect(within(card).getByRole("heading", { name: "Последние 7 дней" })).toBeTruthy();
    expect(card.textContent).toContain("Дней с записями: 3 из 7");
    const bars = within(card).getAllByTestId("diary-week-day");
    expect(bars[1]!.getAttribute("aria-label")).toBe("сб 10, нет записей");
    expect(bars[0]!.getAttribute("aria-label")).toBe("пт 9, съедено 2\u00a0400\u00a0ккал");
    // Nothing of a target: no mark, no over-target colour (2,400 kcal would be over 2,000), no words.
    for (const bar of bars) expect(bar.querySelector(".bg-warning, .border-dashed")).toBeNull();
    expect(within(card).queryByTestId("diary-week-target")).toBeNull();
    expect(card.textContent).not.toMatch(/Цель|2\u00a0000/);
  });
});

describe("a week read before the targets were withheld", () => {
  it("shows no target once the day's own answer withholds them", async () => {
    // The coach has just put eating-disorder signs on record: the day knows, the week is older.
    const { card } = await open(serverWeek(), { source: "withheld", reason: "eating-disorder" });
    const bars = within(card).getAllByTestId("diary-week-day");
    expect(bars[0]!.getAttribute("aria-label")).toBe("Fri 9, 2,400 kcal eaten");
    for (const bar of bars) expect(bar.querySelector(".bg-warning, .border-dashed")).toBeNull();
    expect(within(card).queryByTestId("diary-week-target")).toBeNull();
    expect(card.textContent).not.toMatch(/Target|2,000/);
  });
});

describe("a week with a past day's own target", () => {
  it("marks each day at its own target, judges its bar against it, and says the marks are each day's", async () => {
    // The 12th kept 1,700 kcal (before a weekly adjustment): its 1,800 kcal are over its own target.
    const { card } = await open(serverWeek(targets, { "2026-01-12": 1700 }));
    const bars = within(card).getAllByTestId("diary-week-day");
    expect(bars[3]!.getAttribute("aria-label")).toBe("Mon 12, 1,800 kcal eaten of 1,700 kcal");
    expect(bars[3]!.querySelector(".bg-warning")).not.toBeNull();
    expect(bars[0]!.querySelector(".bg-warning")).not.toBeNull();
    expect(bars[6]!.querySelector(".bg-accent")).not.toBeNull();
    expect(within(card).getByTestId("diary-week-target").textContent).toBe("Each day's target");
  });
});

describe("the week's averages", () => {
  it("count only the days logged, and leave a day whose entries all lack a value out of that column", () => {
    const days = [
      weekDay("2026-01-09", 2, 2000, 100),
      weekDay("2026-01-10", 0, 0),
      { ...weekDay("2026-01-11", 1, 1000), protein: { amount: null, missing: 1 } },
    ];
    expect(weekAverages(days)).toEqual({ logged: 2, kcal: 1500, protein: 100, fat: 0, carbs: 0 });
    expect(weekAverages([weekDay("2026-01-10", 0, 0)])).toEqual({ logged: 0, kcal: null, protein: null, fat: null, carbs: null });
  });
});

describe("a day with foods that have no energy", () => {
  it("says its bar leaves them out, in both languages, and marks the bar", async () => {
    const week = serverWeek();
    week.days[0] = { ...week.days[0]!, kcal: { amount: 2400, missing: 2 } };
    const { card } = await open(week);
    const bars = within(card).getAllByTestId("diary-week-day");
    expect(bars[0]!.getAttribute("aria-label")).toBe("Fri 9, 2,400 kcal eaten of 2,000 kcal, 2 foods without a value");
    expect(within(bars[0]!).queryByTestId("diary-week-day-partial")).not.toBeNull();
    // A day whose foods all know their energy has no mark.
    expect(within(bars[3]!).queryByTestId("diary-week-day-partial")).toBeNull();
    act(() => switchLocale("ru"));
    await waitFor(() =>
      expect(bars[0]!.getAttribute("aria-label")).toBe(
        "пт 9, съедено 2\u00a0400\u00a0ккал из 2\u00a0000\u00a0ккал, 2 продукта без данных",
      ),
    );
  });
});

describe("other days this device holds", () => {
  const milk: DiaryEntryJson = {
    ...oats,
    id: "22222222-2222-4222-8222-222222222222",
    date: "2026-01-12",
    food: { kind: "db", id: "01211" },
    grams: 200,
    name: { en: "Milk", ru: "Молоко" },
    per100g: columnValues({ kcal: 61, protein: 3.2, fat: 3.3, carbs: 4.8 }),
  };
  const oatsOn12 = { ...oats, id: "33333333-3333-4333-8333-333333333333", date: "2026-01-12" };
  const held12 = diaryDay("2026-01-12", [oatsOn12, milk]);
  const held13 = diaryDay("2026-01-13", []);
  const later = at + 60_000;

  it("count what this device has not sent: a removal, a move to another day it holds, nothing else", () => {
    expect(unsentDays([held12, held13], [])).toEqual([]);
    // Milk removed on the 12th: the 12th alone changes (the 13th holds nothing the change touches).
    const removed = unsentDays([held12, held13], [entryChange(milk, { deleted: true }, later)]);
    expect(removed.map((d) => [d.date, d.entries, d.totals.kcal.amount])).toEqual([["2026-01-12", 1, 379]]);
    // Oats moved to the 13th: both days follow.
    const moved = unsentDays([held12, held13], [entryChange(oatsOn12, { date: "2026-01-13" }, later)]);
    expect(moved.map((d) => [d.date, d.entries, d.totals.kcal.amount])).toEqual([
      ["2026-01-12", 1, 122],
      ["2026-01-13", 1, 379],
    ]);
    // A food logged on a day this device does not hold stays out until it is sent.
    expect(unsentDays([held13], [entryChange({ ...milk, date: "2026-01-14" }, {}, later)])).toEqual([]);
  });

  it("take the server's figures' place in the week, the day on screen too", () => {
    const days = serverWeek().days;
    const shown = unsentDays([held12], [entryChange(milk, { deleted: true }, later)]);
    const week = weekWithShown(days, [{ date, entries: 1, totals: diaryDay(date, [oats]).totals }, ...shown]);
    expect(week.map((d) => [d.date.slice(8), d.entries, d.kcal.amount])).toEqual([
      ["09", 6, 2400],
      ["10", 0, 0],
      ["11", 0, 0],
      ["12", 1, 379],
      ["13", 0, 0],
      ["14", 0, 0],
      ["15", 1, 379],
    ]);
    // The server's targets stay.
    expect(week.map((d) => d.target)).toEqual(days.map((d) => d.target));
  });
});
