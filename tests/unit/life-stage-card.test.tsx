import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProfileJson } from "../../core/profile";
import { womanProfile } from "./profile-fixture";
import type { LifeStage } from "../../core/safety/health-context";
import { adjustmentKeys } from "../../web/shared/queries/plans";
import { profileKeys } from "../../web/shared/queries/profile";
import { LifeStageCard } from "../../web/shared/health/LifeStageCard";
import { localIsoDateFromToday } from "../../web/shared/i18n/format";
import { switchLocale } from "../../web/shared/i18n/locale";

// The life stage card against a stubbed server: the prompt when the stored date says the stage is
// over, and what a save leaves in the cache (the rebuilt plan, the adjustments read again).
// Dates are relative to the machine's today, as the card judges them.
const profile = (lifeStage: LifeStage, lifeStageDate: string | null): ProfileJson =>
  womanProfile({ goal: "LOSE_WEIGHT", lifeStage, lifeStageDate, mealPlansGenerated: 1 });
const userId = "u1";
let client: QueryClient;

function show(p: ProfileJson) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LifeStageCard userId={userId} profile={p} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { lifeStage: LifeStage; lifeStageDate: string | null };
      const rebuilt = { targets: { calories: 2440 }, deficitWithheld: "pregnancy", extraEnergyKcal: 340 };
      return Response.json({ ...profile(body.lifeStage, body.lifeStageDate), nutrition_plan: rebuilt, warnings: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  switchLocale("en");
});

describe("life stage card", () => {
  it("asks whether the baby has arrived when the due date is more than two weeks past, in both languages", () => {
    const { unmount } = show(profile("pregnancy", localIsoDateFromToday(-30)));
    expect(screen.getByTestId("life-stage-outdated").textContent).toContain(
      "Has your baby arrived? Your due date was more than two weeks ago. Update your life stage so your plan fits.",
    );
    unmount();
    switchLocale("ru");
    show(profile("pregnancy", localIsoDateFromToday(-30)));
    expect(screen.getByTestId("life-stage-outdated").textContent).toContain("Малыш уже родился?");
  });

  it("asks whether she still breastfeeds a baby over two, and says nothing while the dates still fit", () => {
    const { unmount } = show(profile("lactation", localIsoDateFromToday(-800)));
    expect(screen.getByTestId("life-stage-outdated").textContent).toContain("Are you still breastfeeding?");
    unmount();
    for (const [stage, date] of [
      ["pregnancy", localIsoDateFromToday(-7)],
      ["pregnancy", localIsoDateFromToday(60)],
      ["lactation", localIsoDateFromToday(-300)],
      ["pregnancy", null],
      ["none", null],
    ] as const) {
      const view = show(profile(stage, date));
      expect(screen.queryByTestId("life-stage-outdated"), `${stage} ${date}`).toBeNull();
      view.unmount();
    }
  });

  it("names what its button saves, and a save stores the rebuilt plan and reads the adjustments again", async () => {
    show(profile("none", null));
    client.setQueryData(adjustmentKeys.list(userId), { data: { days: 0, needed: 10 }, healthBlock: null, history: [] });
    fireEvent.click(screen.getByRole("radio", { name: "Pregnant" }));
    fireEvent.click(screen.getByRole("button", { name: "Save pregnancy and breastfeeding" }));
    await waitFor(() => expect(client.getQueryState(adjustmentKeys.list(userId))?.isInvalidated).toBe(true));
    const stored = client.getQueryData<ProfileJson>(profileKeys.me(userId));
    expect(stored?.lifeStage).toBe("pregnancy");
    expect(stored?.nutrition_plan).toMatchObject({ targets: { calories: 2440 }, deficitWithheld: "pregnancy" });
  });
});
