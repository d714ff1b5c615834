import { intervals, paidPlans, type Interval, type PaidPlan } from "../../core/billing/catalog";
import type { BillingScreen } from "../../core/validation/billing";
import { useScreenHref } from "../shared/navigation/paths";
import type { ScreenSearch } from "../shared/navigation/screen-props";

/** The search of /billing and /mbilling: a plan to continue with, and the provider's return notices. */
export type BillingSearch = ScreenSearch<"plan" | "interval" | "checkout" | "card">;

/** The billing screen of the member's shell (/billing or /mbilling): where the provider's pages return to. */
export function useBillingScreen(): BillingScreen {
  return useScreenHref()("/billing") as BillingScreen;
}

export const asPaidPlan = (value: string | undefined): PaidPlan | null =>
  (paidPlans as readonly string[]).includes(value ?? "") ? (value as PaidPlan) : null;
export const asInterval = (value: string | undefined): Interval | null =>
  (intervals as readonly string[]).includes(value ?? "") ? (value as Interval) : null;

/**
 * Where a visitor signs in before buying, in their shell: back to billing afterwards, with the
 * plan they chose.
 */
export function useSignInFirst() {
  const href = useScreenHref();
  return (plan: PaidPlan, interval: Interval) => ({
    to: href("/login"),
    search: { redirect: `${href("/billing")}?plan=${plan}&interval=${interval}` },
  });
}
