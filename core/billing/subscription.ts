import type { Interval, PaidPlan } from "./catalog";

export const subscriptionStatuses = ["active", "canceled", "expired"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * GET /api/subscription/get-active: an empty body means FREE. `ends` is
 * an ISO date-time; `canceled` means it stays active until `ends` and then expires.
 */
export interface ActiveSubscription {
  plan: PaidPlan;
  interval: Interval;
  status: SubscriptionStatus;
  predicatesLeft: number;
  chatMessagesLeft: number;
  paymentMethodId: string | null;
  ends: string;
  canceled: boolean;
  lastFourNumbers: string | null;
  provider: "stripe" | "sandbox";
}
