import { useQuery } from "@tanstack/react-query";
import { entitlements } from "../../core/billing/entitlements";
import { sessionQuery } from "../shared/session/api";

/** The signed-in member, and whether their plan puts dishes in a plan (the library itself is locked by the screen table). */
export function useDishesAccess() {
  const user = useQuery(sessionQuery).data?.user ?? null;
  return { user, plan: !!user && entitlements.nutritionPlans(user.plan) };
}
