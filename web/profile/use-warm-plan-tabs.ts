import { useEffect } from "react";
import { entitlements } from "../../core/billing/entitlements";
import type { Plan } from "../../core/plans";
import { nextTask, whenIdle } from "../shared/ui/idle";
import { usePanels } from "./panels";

/** How long after the profile has shown the plan tabs' code is run: the member is reading by then. */
export const warmPlanTabsAfterMs = 3000;

/**
 * Runs the code of the plan tabs the member's plan opens, a few seconds after the profile has
 * shown and at an idle moment, one tab per task. A tab's module is a single task of work no
 * transition can split (about 15 ms here, a slow phone's 130 ms): run on the first press, it
 * delayed that press's click until it was done.
 */
export function useWarmPlanTabs(plan: Plan | undefined): void {
  const { loadWorkoutPlan, loadNutritionPlan } = usePanels();
  useEffect(() => {
    if (!plan) return;
    const loads = [
      entitlements.workoutPlans(plan) ? loadWorkoutPlan : null,
      entitlements.nutritionPlans(plan) ? loadNutritionPlan : null,
    ].filter((load) => load !== null);
    if (loads.length === 0) return;
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => {
        void loads
          .reduce<Promise<unknown>>((previous, load) => previous.then(nextTask).then(load), Promise.resolve())
          .catch(() => {
            // Offline or a new deploy: the tab loads its code when opened, as before.
          });
      });
    }, warmPlanTabsAfterMs);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [plan, loadWorkoutPlan, loadNutritionPlan]);
}
