import { intervals, paidPlans, type Interval, type PaidPlan } from "../../core/billing/catalog";
import type { BillingScreen } from "../../core/validation/billing";

/** The search of /billing and /mbilling: a plan to continue with, and the provider's return notices. */
export interface BillingSearch {
  plan?: string;
  interval?: string;
  checkout?: string;
  card?: string;
}

export const billingPath = (mobile: boolean): BillingScreen => (mobile ? "/mbilling" : "/billing");

export const asPaidPlan = (value: string | undefined): PaidPlan | null => (paidPlans as readonly string[]).includes(value ?? "") ? (value as PaidPlan) : null;
export const asInterval = (value: string | undefined): Interval | null => (intervals as readonly string[]).includes(value ?? "") ? (value as Interval) : null;

/** Where a visitor signs in before buying: back to billing afterwards, with the plan they chose. */
export function signInFirst(mobile: boolean, plan: PaidPlan, interval: Interval) {
  return { to: mobile ? "/mlogin" : "/login", search: { redirect: `${billingPath(mobile)}?plan=${plan}&interval=${interval}` } } as const;
}
