import { useQuery } from "@tanstack/react-query";
import { entitlements } from "../../core/billing/entitlements";
import { sessionQuery } from "../shared/session/api";

/** The signed-in member, and whether their plan opens the dishes library and puts dishes in a plan. */
export function useDishesAccess() {
  const user = useQuery(sessionQuery).data?.user ?? null;
  return {
    user,
    library: !!user && entitlements.dishes(user.plan),
    plan: !!user && entitlements.nutritionPlans(user.plan),
  };
}
