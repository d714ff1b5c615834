// The plan tabs' code runs a few seconds after the profile has settled, for the tabs the
// member's plan opens, so a tab's first press does not wait for its module.
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Plan } from "../../core/plans";
import { PanelsContext, type ProfilePanels } from "../../web/profile/panels";
import { useWarmPlanTabs, warmPlanTabsAfterMs } from "../../web/profile/use-warm-plan-tabs";

const none = () => null;
function setup(plan: Plan | undefined) {
  const order: string[] = [];
  const panels: ProfilePanels = {
    WorkoutPlan: none,
    NutritionPlan: none,
    Progress: none,
    Subscription: none,
    loadWorkoutPlan: vi.fn(async () => void order.push("workout")),
    loadNutritionPlan: vi.fn(async () => void order.push("nutrition")),
  };
  function Page() {
    useWarmPlanTabs(plan);
    return null;
  }
  const wrap = (children: ReactNode) => <PanelsContext value={panels}>{children}</PanelsContext>;
  const view = render(wrap(<Page />));
  return { order, panels, view };
}

/** Past the wait, an idle moment and the tasks between the tabs. */
async function settle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the plan tabs' code run ahead", () => {
  it("runs both tabs' code for Pro, workout first, only once the page has settled", async () => {
    const { order } = setup("PRO");
    await settle(warmPlanTabsAfterMs - 1);
    expect(order).toEqual([]);
    await settle(3000);
    expect(order).toEqual(["workout", "nutrition"]);
  });

  it("runs only the workout tab's for Standard, whose nutrition tab is locked", async () => {
    const { order } = setup("BASIC");
    await settle(warmPlanTabsAfterMs + 3000);
    expect(order).toEqual(["workout"]);
  });

  it("runs none for Free, whose plan tabs are both locked, nor before the member is known", async () => {
    const free = setup("FREE");
    const unknown = setup(undefined);
    await settle(warmPlanTabsAfterMs + 3000);
    expect(free.order).toEqual([]);
    expect(unknown.order).toEqual([]);
  });

  it("runs none when the member leaves the page first", async () => {
    const { order, view } = setup("PRO");
    await settle(warmPlanTabsAfterMs - 500);
    view.unmount();
    await settle(3000);
    expect(order).toEqual([]);
  });

  it("keeps quiet when a tab's code cannot load (offline): the tab loads it when opened", async () => {
    const { panels } = setup("PRO");
    vi.mocked(panels.loadWorkoutPlan).mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      await settle(warmPlanTabsAfterMs + 3000);
      expect(panels.loadWorkoutPlan).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
