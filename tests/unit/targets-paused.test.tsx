// Where the targets would be while eating-disorder signs are on record: the diary's summary and
// the nutrition plan tab say why there are none and where to find support, and the button (after
// its confirmation dialog) asks the server to show them again, then refreshes the profile and the
// diary's days. Against a stubbed server.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DiaryDayJson } from "../../core/api/diary";
import { totalsOf } from "../../core/diary/totals";
import type { ProfileJson } from "../../core/profile";
import NutritionPlanPanel from "../../web/plans/NutritionPlanPanel";
import { DaySummary } from "../../web/diary/day/DaySummary";
import { switchLocale } from "../../web/shared/i18n/locale";
import { diaryKeys } from "../../web/shared/queries/diary";
import { profileKeys } from "../../web/shared/queries/profile";
import { womanProfile } from "./profile-fixture";

const userId = "u1";
const withheld: DiaryDayJson["targets"] = { source: "withheld", reason: "eating-disorder" };
const flagged = womanProfile({ plan: "PRO", goal: "LOSE_WEIGHT", eatingDisorderSigns: true });
const plan = { inputs: { goal: "LOSE_WEIGHT" }, targets: { calories: 1680 } };
let client: QueryClient;
let sent: { url: string; method: string; body: unknown }[];

function show(ui: ReactNode) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null });
      return Response.json({ ...flagged, eatingDisorderSigns: false, nutrition_plan: plan, warnings: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => switchLocale("en"));
});

describe("targets paused after eating-disorder signs", () => {
  it("shows the diary's totals with no target, why, and where to find support", () => {
    show(<DaySummary userId={userId} totals={totalsOf([])} targets={withheld} profileHref="/profile" />);
    const summary = screen.getByTestId("diary-summary");
    expect(within(summary).queryByText("Target")).toBeNull();
    expect(within(summary).queryByTestId("diary-kcal-left")).toBeNull();
    expect(within(summary).queryByTestId("diary-no-targets")).toBeNull();
    const card = within(summary).getByTestId("targets-paused");
    expect(within(card).getByRole("heading", { name: "Calorie and macro targets are paused" })).toBeTruthy();
    expect(card.textContent).toContain("call a mental-health or eating-disorder helpline where you live");
    expect(card.textContent).not.toMatch(/\d/);
  });

  it("turns the targets back on only after the confirmation, and refreshes the profile and the diary", async () => {
    show(<DaySummary userId={userId} totals={totalsOf([])} targets={withheld} profileHref="/profile" />);
    client.setQueryData(profileKeys.me(userId), flagged);
    client.setQueryData(diaryKeys.day(userId, "2026-01-15"), { date: "2026-01-15", targets: withheld });
    fireEvent.click(screen.getByRole("button", { name: "I've talked to a doctor — show my targets again" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Show your targets again?")).toBeTruthy();
    // Not now: nothing is sent.
    fireEvent.click(within(dialog).getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "I've talked to a doctor — show my targets again" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Show my targets" }));
    await waitFor(() => expect(client.getQueryData<ProfileJson>(profileKeys.me(userId))?.eatingDisorderSigns).toBe(false));
    expect(sent).toEqual([
      { url: expect.stringMatching(/\/api\/profiles\/show-targets$/), method: "POST", body: { doctorConsulted: true } },
    ]);
    expect(client.getQueryState(diaryKeys.day(userId, "2026-01-15"))?.isInvalidated).toBe(true);
  });

  it("takes the nutrition plan tab's place, in Russian too", () => {
    const view = show(<NutritionPlanPanel userId={userId} profile={flagged} />);
    expect(screen.getByTestId("targets-paused").textContent).toContain("Calorie and macro targets are paused");
    expect(screen.queryByText("Build your nutrition plan")).toBeNull();
    expect(screen.queryByRole("button", { name: "Create my nutrition plan" })).toBeNull();
    expect(document.body.textContent).not.toMatch(/kcal/);
    view.unmount();
    act(() => switchLocale("ru"));
    show(<NutritionPlanPanel userId={userId} profile={flagged} />);
    const card = screen.getByTestId("targets-paused");
    expect(within(card).getByRole("heading", { name: "Цели по калориям и БЖУ на паузе" })).toBeTruthy();
    expect(card.textContent).toContain("телефон доверия");
    expect(within(card).getByRole("button", { name: "Мы с врачом это обсудили\u00a0— показать цели снова" })).toBeTruthy();
  });
});
