import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DietAdjustmentJson, DietAdjustmentsJson } from "../../core/api";
import { switchLocale } from "../../web/shared/i18n/locale";
import { AdjustmentCard } from "../../web/plans/nutrition/AdjustmentCard";

// The weekly adjustment card against a stubbed server: what it says, and Undo.
const adjustment = (over: Partial<DietAdjustmentJson> = {}): DietAdjustmentJson => ({
  id: "0b6c7f7e-3c1e-4d1a-9a57-6f1a2b3c4d5e",
  week: "2026-11-23",
  fromKcal: 2400,
  toKcal: 2250,
  trendKg: -0.1,
  expectedKg: -0.5,
  reason: "adjusted",
  status: "applied",
  createdAt: Date.parse("2026-11-23T04:00:00Z"),
  ...over,
});

let view: DietAdjustmentsJson;
let requests: { method: string; path: string }[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? "GET";
      requests.push({ method, path });
      if (method === "POST") {
        view = { ...view, history: view.history.map((a, i) => (i === 0 ? { ...a, status: "undone" } : a)) };
        return Response.json({ id: "p1", plan: "PRO", goal: "LOSE_WEIGHT", nutrition_plan: { targets: { calories: 2400 } } });
      }
      return Response.json(view);
    }),
  );
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.unstubAllGlobals();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdjustmentCard userId="u1" />
    </QueryClientProvider>,
  );
  return screen.getByTestId("adjustment-card");
}

describe("the weekly adjustment card", () => {
  it("says how many weight days are missing, in both languages", async () => {
    view = { data: { days: 6, needed: 10 }, healthBlock: null, history: [] };
    let card = show();
    await within(card).findByText("Log your weight on 4 more days");
    within(card).getByText("Weight logged on 6 of the last 14 days. A change needs 10.");
    within(card).getByText("No adjustments yet.");
    act(() => switchLocale("ru"));
    for (const [days, text] of [
      [6, "Запишите вес ещё за 4 дня"],
      [9, "Запишите вес ещё за 1 день"],
      [5, "Запишите вес ещё за 5 дней"],
    ] as const) {
      view = { data: { days, needed: 10 }, healthBlock: null, history: [] };
      document.body.innerHTML = "";
      card = show();
      await within(card).findByText(text);
    }
  });

  it("shows the latest change with its reason, the earlier weeks, and undoes the change", async () => {
    view = {
      data: { days: 14, needed: 10 },
      healthBlock: null,
      history: [adjustment(), adjustment({ id: "1b6c7f7e-3c1e-4d1a-9a57-6f1a2b3c4d5e", week: "2026-11-16", fromKcal: 2400, toKcal: 2400, trendKg: -0.45, reason: "on_track" })],
    };
    const card = show();
    const latest = await within(card).findByTestId("adjustment-latest");
    within(latest).getByText("14-day trend −0.1 kg a week, target −0.5: −150 kcal");
    within(latest).getByText("Daily calories: 2,400 → 2,250 kcal");
    within(latest).getByText("Week of November 23, 2026");
    const history = within(card).getByTestId("adjustment-history");
    within(history).getByText("14-day trend −0.45 kg a week, target −0.5: no change");
    expect(within(card).queryByTestId("adjustment-missing")).toBeNull();

    fireEvent.click(within(latest).getByRole("button", { name: "Undo" }));
    await within(card).findByTestId("adjustment-undone");
    expect(requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      "/api/plans/nutrition/adjustments/0b6c7f7e-3c1e-4d1a-9a57-6f1a2b3c4d5e/undo",
    ]);
    await waitFor(() => expect(within(card).queryByRole("button", { name: "Undo" })).toBeNull());
  });

  it("says when the floor stopped the change", async () => {
    view = { data: { days: 12, needed: 10 }, healthBlock: null, history: [adjustment({ fromKcal: 1200, toKcal: 1200, reason: "floor" })] };
    const card = show();
    await within(card).findByText("14-day trend −0.1 kg a week, target −0.5: no change, already at the lowest safe intake");
    expect(within(card).queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("in pregnancy and breastfeeding says the adjustments are off, and asks for no weights", async () => {
    view = { data: { days: 3, needed: 10 }, healthBlock: "pregnancy", history: [] };
    let card = show();
    expect((await within(card).findByTestId("adjustment-health")).textContent).toMatch(/Weekly adjustments are off during pregnancy.*doctor or midwife/);
    expect(within(card).queryByTestId("adjustment-missing")).toBeNull();
    expect(within(card).queryByText("No adjustments yet.")).toBeNull();
    act(() => switchLocale("ru"));
    view = { ...view, healthBlock: "lactation" };
    document.body.innerHTML = "";
    card = show();
    expect((await within(card).findByTestId("adjustment-health")).textContent).toMatch(/Пока вы кормите грудью, еженедельная корректировка отключена/);
  });

  it("where a cut is withheld, says the aim is a steady weight and shows that target, not the plan's rate", async () => {
    view = {
      data: { days: 14, needed: 10 },
      healthBlock: "underweight",
      history: [adjustment({ fromKcal: 2100, toKcal: 2250, trendKg: -0.3, expectedKg: 0, reason: "adjusted" })],
    };
    const card = show();
    expect((await within(card).findByTestId("adjustment-health")).textContent).toMatch(/BMI is below 18\.5.*steady weight.*never take your calories below maintenance/);
    within(card).getByText("14-day trend −0.3 kg a week, target a steady weight: +150 kcal");
    expect(card.textContent).not.toMatch(/target −/);
    act(() => switchLocale("ru"));
    document.body.innerHTML = "";
    const ru = show();
    expect((await within(ru).findByTestId("adjustment-reason")).textContent).toBe(
      "Динамика веса за 14 дней: −0,3\u00a0кг в неделю при цели удержать вес\u00a0— +150\u00a0ккал",
    );
    within(ru).getByText(/Ваш ИМТ ниже 18,5/);
  });

  it("names the reason for a member under 18", async () => {
    view = { data: { days: 14, needed: 10 }, healthBlock: "minor", history: [] };
    const card = show();
    expect((await within(card).findByTestId("adjustment-health")).textContent).toMatch(/You're under 18/);
  });
});
