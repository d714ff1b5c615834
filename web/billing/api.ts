import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Interval, PaidPlan } from "../../core/billing/catalog";
import type { ActiveSubscription } from "../../core/billing/subscription";
import { apiFetch } from "../api/client";

// The member's subscription under the plan lookup order of SPEC section 4: the query cache
// (5 minutes), then the copy stored in the browser (`subscription_data`), then the server;
// the fetch waits 100 ms so bursts of re-checks collapse, and retries 3 times 1 s apart.
const storageKey = "subscription_data";
export const planCacheMs = 5 * 60 * 1000;

function stored(userId: string): ActiveSubscription | null | undefined {
  try {
    const raw = localStorage.getItem(storageKey);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { userId: string; at: number; data: ActiveSubscription | null };
    return parsed.userId === userId && Date.now() - parsed.at < planCacheMs ? parsed.data : undefined;
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

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** null is FREE (the server's empty answer). */
export const subscriptionQuery = (userId: string) =>
  queryOptions({
    queryKey: ["subscription", userId],
    queryFn: async ({ signal }) => {
      await delay(100);
      // A lookup overtaken by a newer one (after a cancel, say) is aborted, so its older
      // answer never replaces the stored copy.
      const data = (await apiFetch<ActiveSubscription | undefined>("/api/subscription/get-active", { cache: "no-store", signal })) ?? null;
      store(userId, data);
      return data;
    },
    initialData: () => stored(userId),
    initialDataUpdatedAt: () => {
      try {
        return (JSON.parse(localStorage.getItem(storageKey) ?? "null") as { at?: number } | null)?.at;
      } catch {
        return undefined;
      }
    },
    staleTime: planCacheMs,
    retry: 3,
    retryDelay: 1000,
  });

export const billingApi = {
  /** A hosted checkout to go to ({ url }), or { changed } when an existing subscription moved. */
  checkout: (plan: PaidPlan, interval: Interval, from: "/billing" | "/mbilling" = "/billing") =>
    apiFetch<{ url?: string; changed?: boolean }>("/api/billing/checkout", { method: "POST", json: { plan, interval, from } }),
  cancel: () => apiFetch<ActiveSubscription | undefined>("/api/subscription/cancel", { method: "POST" }),
  renew: () => apiFetch<ActiveSubscription | undefined>("/api/subscription/renew", { method: "POST" }),
  paymentMethod: () => apiFetch<{ url: string }>("/api/subscription/payment-method", { method: "POST" }),
};

/** The server's answer after a change: shown at once and stored, so a reload shows it too. */
export function setSubscription(queryClient: QueryClient, userId: string, data: ActiveSubscription | null): void {
  queryClient.setQueryData(subscriptionQuery(userId).queryKey, data);
  store(userId, data);
}

/**
 * After any change: the new answer everywhere, and the session (its plan drives the shell).
 * The stored copy is dropped first, so a reload before the refetch lands asks the server.
 */
export async function refreshBilling(queryClient: QueryClient, userId: string): Promise<void> {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Storage blocked: nothing stored to drop.
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["subscription", userId] }),
    queryClient.invalidateQueries({ queryKey: ["session"] }),
    queryClient.invalidateQueries({ queryKey: ["profile", userId] }),
  ]);
}
