import { entitlements } from "../../core/billing/entitlements";
import { idAndPlan, useSessionPick } from "../shared/session/use-session-pick";

/** The signed-in member, and whether their plan puts dishes in a plan (the library itself is locked by the screen table). */
export function useDishesAccess() {
  const user = useSessionPick(idAndPlan) ?? null;
  return { user, plan: !!user && entitlements.nutritionPlans(user.plan) };
}
