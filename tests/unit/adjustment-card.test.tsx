import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DietAdjustmentJson, DietAdjustmentsJson } from "../../core/api";
import { switchLocale } from "../../web/shared/i18n/locale";
import { setUnits } from "../../web/shared/units/units";
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
  method: "weight_trend",
  ...over,
});

/** 21 days of the diary at 2,500 kcal while the trend fell 0.84 kg: exact data, so no range. */
const estimate = {
  kind: "estimate",
  kcal: 2810,
  low: 2810,
  high: 2810,
  measuredKcal: 2810,
  formulaKcal: 3050,
  dataShare: 1,
  averageIntakeKcal: 2500,
  intakeDays: 21,
  weighIns: 22,
  from: "2026-11-02",
  to: "2026-11-23",
  days: 21,
  trendStartKg: 100.5,
  trendEndKg: 99.66,
  trendChangeKg: -0.84,
  weeklyKg: -0.28,
} as const;

/** A cut set from that expenditure: the aim 2,810 − 550 kcal, reached in one step. */
const fromDiary = (over: Partial<DietAdjustmentJson> = {}) =>
  adjustment({ fromKcal: 2440, toKcal: 2260, trendKg: -0.28, method: "expenditure", expenditure: estimate, goalKcal: -550, aimKcal: 2260, ...over });

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
  // Back to a device that never chose (unit files share their browser).
  act(() => setUnits("metric"));
  localStorage.removeItem("forma_units");
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
    within(latest).getByText("14-day trend −0.1 kg a week, target −0.5 kg: −150 kcal");
    within(latest).getByText("Daily calories: 2,400 → 2,250 kcal");
    within(latest).getByText("Week of November 23, 2026");
    const history = within(card).getByTestId("adjustment-history");
    within(history).getByText("14-day trend −0.45 kg a week, target −0.5 kg: no change");
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
    await within(card).findByText("14-day trend −0.1 kg a week, target −0.5 kg: no change, already at the lowest safe intake");
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

  it("explains an adjustment set from the diary: what was eaten, the trend, the expenditure and the aim, in both languages", async () => {
    view = { data: { days: 14, needed: 10 }, healthBlock: null, history: [fromDiary()] };
    let card = show();
    const latest = await within(card).findByTestId("adjustment-latest");
    expect(within(latest).getByTestId("adjustment-reason").textContent).toBe("Expenditure about 2,810 kcal a day, aim 2,260 kcal: −180 kcal");
    const note = within(latest).getByTestId("adjustment-expenditure");
    within(note).getByRole("heading", { name: "Your energy expenditure" });
    expect([...note.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "From November 2 to November 23 you ate 2,500 kcal a day on average and your weight trend fell by 0.84 kg, so you burn about 2,810 kcal a day.",
      "To lose 0.5 kg a week (your goal's pace), eat about 550 kcal a day less than you burn: 2,260 kcal.",
    ]);
    within(card).getByText(/If you log your food, it works from how much you actually burn/);
    expect(card.textContent).not.toMatch(/100–200/);

    act(() => switchLocale("ru"));
    document.body.innerHTML = "";
    card = show();
    const ru = await within(card).findByTestId("adjustment-latest");
    expect(within(ru).getByTestId("adjustment-reason").textContent).toBe("Расход около 2\u00a0810\u00a0ккал в день, ориентир 2\u00a0260\u00a0ккал\u00a0— −180\u00a0ккал");
    within(ru).getByRole("heading", { name: "Ваш расход энергии" });
    expect([...within(ru).getByTestId("adjustment-expenditure").querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "С 2 ноября по 23 ноября вы съедали в среднем 2\u00a0500\u00a0ккал в день, а тренд веса снизился на 0,84\u00a0кг. Значит, вы тратите около 2\u00a0810\u00a0ккал в день.",
      "Чтобы худеть на 0,5\u00a0кг в неделю (темп вашей цели), нужно съедать примерно на 550\u00a0ккал в день меньше, чем вы тратите: 2\u00a0260\u00a0ккал.",
    ]);
  });

  it("names the trend, the target and the pace in pounds to a member who reads pounds, in both languages", async () => {
    act(() => setUnits("imperial"));
    view = { data: { days: 14, needed: 10 }, healthBlock: null, history: [fromDiary(), adjustment({ id: "1b6c7f7e-3c1e-4d1a-9a57-6f1a2b3c4d5e", week: "2026-11-16" })] };
    let card = show();
    const latest = await within(card).findByTestId("adjustment-latest");
    // 0.84 kg is 1.85 lb, 0.5 kg 1.1 lb, 0.1 kg 0.22 lb.
    expect([...within(latest).getByTestId("adjustment-expenditure").querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "From November 2 to November 23 you ate 2,500 kcal a day on average and your weight trend fell by 1.85 lb, so you burn about 2,810 kcal a day.",
      "To lose 1.1 lb a week (your goal's pace), eat about 550 kcal a day less than you burn: 2,260 kcal.",
    ]);
    within(within(card).getByTestId("adjustment-history")).getByText("14-day trend −0.22 lb a week, target −1.1 lb: −150 kcal");
    act(() => switchLocale("ru"));
    document.body.innerHTML = "";
    card = show();
    const note = await within(card).findByTestId("adjustment-expenditure");
    // The abbreviated unit ends the sentence with one full stop.
    expect(note.querySelector("p")!.textContent).toMatch(/снизился на 1,85\u00a0фунт\. Значит/);
    const history = await within(card).findByTestId("adjustment-history");
    expect(history.querySelector("li span.text-muted")!.textContent).toBe(
      "Динамика веса за 14 дней: −0,22 фунт. в неделю при цели −1,1 фунт. в неделю — −150 ккал",
    );
  });

  it("with little data says the formula shares in the estimate, gives its range, and that a week moves at most 200 kcal", async () => {
    const blended = {
      ...estimate,
      kcal: 2600,
      low: 2400,
      high: 2800,
      measuredKcal: 2500,
      formulaKcal: 3000,
      dataShare: 0.8,
      averageIntakeKcal: 2200,
      from: "2026-11-09",
      trendChangeKg: -0.6,
      weeklyKg: -0.3,
    } as const;
    const latest = fromDiary({ expenditure: blended, fromKcal: 2640, toKcal: 2440, aimKcal: 2050 });
    const older = { ...latest, id: "1b6c7f7e-3c1e-4d1a-9a57-6f1a2b3c4d5e", week: "2026-11-16" };
    view = { data: { days: 14, needed: 10 }, healthBlock: null, history: [latest, older] };
    let card = show();
    const note = await within(card).findByTestId("adjustment-expenditure");
    expect([...note.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "From November 9 to November 23 you ate 2,200 kcal a day on average and your weight trend fell by 0.6 kg, so you burn about 2,500 kcal a day.",
      "Until there is more data, 80% of the estimate comes from your log and scale and the rest from the formula (3,000 kcal a day).",
      "Estimated expenditure: about 2,600 kcal a day, most likely 2,400–2,800 kcal.",
      "To lose 0.5 kg a week (your goal's pace), eat about 550 kcal a day less than you burn: 2,050 kcal.",
      "Your calories move toward that by at most 200 kcal a week.",
    ]);
    // The earlier week says how it was set in one line.
    within(within(card).getByTestId("adjustment-history")).getByText("Expenditure about 2,600 kcal a day, aim 2,050 kcal: −200 kcal");

    act(() => switchLocale("ru"));
    document.body.innerHTML = "";
    card = show();
    const ru = [...(await within(card).findByTestId("adjustment-expenditure")).querySelectorAll("p")].map((p) => p.textContent);
    expect(ru.slice(1)).toEqual([
      "Пока данных немного, 80\u00a0% оценки дают ваш дневник и весы, остальное\u00a0— формула (3\u00a0000\u00a0ккал в день).",
      "Оценка расхода: около 2\u00a0600\u00a0ккал в день, скорее всего от 2\u00a0400 до 2\u00a0800\u00a0ккал.",
      "Чтобы худеть на 0,5\u00a0кг в неделю (темп вашей цели), нужно съедать примерно на 550\u00a0ккал в день меньше, чем вы тратите: 2\u00a0050\u00a0ккал.",
      "Калорийность приближается к этой цифре не больше чем на 200\u00a0ккал в неделю.",
    ]);
  });

  it("on a steady-weight aim within the tolerance gives the measurement's range and says the calories stay", async () => {
    view = {
      data: { days: 14, needed: 10 },
      healthBlock: "underweight",
      history: [fromDiary({ fromKcal: 2400, toKcal: 2400, expectedKg: 0, goalKcal: 0, aimKcal: 2450, reason: "on_track", expenditure: { ...estimate, kcal: 2450, low: 2380, high: 2520, measuredKcal: 2450, trendChangeKg: 0 } })],
    };
    const card = show();
    const note = await within(card).findByTestId("adjustment-expenditure");
    expect([...note.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "From November 2 to November 23 you ate 2,500 kcal a day on average and your weight trend held steady, so you burn about 2,450 kcal a day.",
      "Most likely between 2,380 and 2,520 kcal a day.",
      "To keep a steady weight, eat about what you burn: 2,450 kcal a day.",
      "Your calories are already within 110 kcal of that, so they stay as they are.",
    ]);
    within(card).getByText("Expenditure about 2,450 kcal a day, aim 2,450 kcal: no change");
  });

  it("for a member with a diary but too little data, says the weight trend set it and what the estimate still needs", async () => {
    const missing = { kind: "not_enough_data", intakeDays: 6, weighIns: 14, spanDays: 13, needed: { spanDays: 14, weighIns: 10, intakeDays: 10 } } as const;
    view = { data: { days: 14, needed: 10 }, healthBlock: null, history: [adjustment({ expenditure: missing })] };
    let card = show();
    const note = await within(card).findByTestId("adjustment-expenditure-missing");
    // Progress toward each minimum: 14 weigh-ins meet the 10 needed.
    within(card).getByText("14-day trend −0.1 kg a week, target −0.5 kg: −150 kcal");
    expect([...note.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Set from your weight trend against your goal's pace.",
      "To measure how much you burn, the plan needs whole days of food logged on 10 days and your weight on 10 days, with at least 14 days between the first and last weigh-in. So far: food on 6 of 10 days, weight on 10 of 10, 13 of 14 days between weigh-ins.",
    ]);
    expect(within(card).queryByTestId("adjustment-expenditure")).toBeNull();
    act(() => switchLocale("ru"));
    document.body.innerHTML = "";
    card = show();
    expect((await within(card).findByTestId("adjustment-expenditure-missing")).textContent).toContain(
      "Пока: питание\u00a0— 6 из 10\u00a0дн., вес\u00a0— 10 из 10, между взвешиваниями\u00a0— 13 из 14\u00a0дн.",
    );
  });

  it("a member without a diary reads only the weight rule", async () => {
    view = { data: { days: 14, needed: 10 }, healthBlock: null, history: [adjustment()] };
    const card = show();
    await within(card).findByText("14-day trend −0.1 kg a week, target −0.5 kg: −150 kcal");
    expect(within(card).queryByTestId("adjustment-expenditure")).toBeNull();
    expect(within(card).queryByTestId("adjustment-expenditure-missing")).toBeNull();
  });

  it("names the reason for a member under 18", async () => {
    view = { data: { days: 14, needed: 10 }, healthBlock: "minor", history: [] };
    const card = show();
    expect((await within(card).findByTestId("adjustment-health")).textContent).toMatch(/You're under 18/);
  });
});
