import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Interval, PaidPlan } from "../../../core/billing/catalog";
import type { BillingScreen } from "../../../core/validation/billing";
import type { ActiveSubscription } from "../../../core/api/billing";
import { profileKeys } from "./profile";
import { api } from "../api/client";
import { delay } from "../api/delay";
import { deviceTimeZone } from "../i18n/device-time-zone";
import { sessionKeys } from "../session/api";
import { storeAnswer } from "./store-answer";

// The member's subscription, looked up in order: the query cache (5 minutes), then the copy
// stored in the browser (`subscription_data`), then the server; the fetch waits 100 ms so
// bursts of re-checks collapse, and retries 3 times 1 s apart.
const storageKey = "subscription_data";
export const planCacheMs = 5 * 60 * 1000;

/** This member's stored copy while it is under 5 minutes old, with when it was stored. */
function stored(userId: string): { data: ActiveSubscription | null; at: number } | undefined {
  try {
    const raw = localStorage.getItem(storageKey);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { userId: string; at: number; data: ActiveSubscription | null };
    return parsed.userId === userId && Date.now() - parsed.at < planCacheMs ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function store(userId: string, data: ActiveSubscription | null): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify({ userId, at: Date.now(), data }));
  } catch {
    // Storage full or blocked: the query cache still holds it.
  }
}

export const billingKeys = {
  subscription: (userId: string) => ["subscription", userId] as const,
  payments: (userId: string) => ["billing-payments", userId] as const,
};

/** null is FREE (the server's empty answer). */
export const subscriptionQuery = (userId: string) =>
  queryOptions({
    queryKey: billingKeys.subscription(userId),
    queryFn: async ({ signal }) => {
      await delay(100);
      // A lookup overtaken by a newer one (after a cancel, say) is aborted, so its older
      // answer never replaces the stored copy.
      const data = await api("GET /api/subscription/get-active", { cache: "no-store", signal });
      store(userId, data);
      return data;
    },
    initialData: () => stored(userId)?.data,
    initialDataUpdatedAt: () => stored(userId)?.at,
    staleTime: planCacheMs,
    retry: 3,
    retryDelay: 1000,
  });

/** The member's charges and refunds with their receipts, newest first (YooKassa's; Stripe mails its own). */
export const paymentsQuery = (userId: string) =>
  queryOptions({
    queryKey: billingKeys.payments(userId),
    queryFn: async ({ signal }) => (await api("GET /api/billing/payments", { cache: "no-store", signal })).payments,
    staleTime: 60_000,
  });

export const billingApi = {
  /** A hosted checkout to go to ({ url }), or { changed } when an existing subscription moved. */
  // The device's zone goes along (none named: the one the server knows stays).
  checkout: (plan: PaidPlan, interval: Interval, from: BillingScreen) =>
    api("POST /api/billing/checkout", { body: { plan, interval, from, timeZone: deviceTimeZone() } }),
  /** The subscription after the change; null if the member turned out to be on FREE. */
  cancel: () => api("POST /api/subscription/cancel"),
  renew: () => api("POST /api/subscription/renew"),
  /** Where to update the card; the provider's page comes back to `from`. */
  paymentMethod: (from: BillingScreen) =>
    api("POST /api/subscription/payment-method", { body: { from, timeZone: deviceTimeZone() } }),
  /** Takes back the first payment in full; the answer is the subscription after it (null: FREE). */
  refund: () => api("POST /api/billing/refund"),
};

/**
 * After any change: the subscription everywhere, the payments list, and the session and profile
 * (their plan drives the shell and the locks). With the server's answer in hand it is shown and stored at once;
 * without it the stored copy is dropped, so a reload before the refetch lands asks the server.
 */
export async function refreshBilling(
  queryClient: QueryClient,
  userId: string,
  answer?: ActiveSubscription | null,
): Promise<void> {
  const others = [
    queryClient.invalidateQueries({ queryKey: sessionKeys.current() }),
    queryClient.invalidateQueries({ queryKey: profileKeys.me(userId) }),
    queryClient.invalidateQueries({ queryKey: billingKeys.payments(userId) }),
  ];
  if (answer !== undefined) {
    void storeAnswer(queryClient, subscriptionQuery(userId).queryKey, answer);
    store(userId, answer);
  } else {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // Storage blocked: nothing stored to drop.
    }
    others.push(queryClient.invalidateQueries({ queryKey: billingKeys.subscription(userId) }));
  }
  await Promise.all(others);
}
