// A member holds one live subscription. When the provider reveals two (two checkout pages
// opened before either was paid, and both paid), one is kept and the other is ended at once
// and refunded. The rule is a pure function of the two subscriptions, so every delivery, in
// any order and at the same time as another, picks the same one.
import type { Interval, PaidPlan } from "../../core/billing/catalog";
import type { SubscriptionState } from "../platform/payments/port";

const planRank: Record<PaidPlan, number> = { BASIC: 1, PRO: 2 };
const intervalRank: Record<Interval, number> = { month: 1, year: 2 };

/** When it started, an unknown start counting as the latest. */
const startOf = (s: SubscriptionState) => s.created || Number.POSITIVE_INFINITY;

/**
 * Of two live subscriptions of one member, the one to keep: the one that started first (the
 * purchase the member made; the other came from a stale checkout paid later). Started in the
 * same second: the higher plan, then the longer interval, then the smaller id.
 */
export function keeperOf(a: SubscriptionState, b: SubscriptionState): SubscriptionState {
  if (startOf(a) !== startOf(b)) return startOf(a) < startOf(b) ? a : b;
  const plan = (a.plan ? planRank[a.plan] : 0) - (b.plan ? planRank[b.plan] : 0);
  if (plan !== 0) return plan > 0 ? a : b;
  const interval = (a.interval ? intervalRank[a.interval] : 0) - (b.interval ? intervalRank[b.interval] : 0);
  if (interval !== 0) return interval > 0 ? a : b;
  return a.id <= b.id ? a : b;
}
