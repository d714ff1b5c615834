// What the sandbox provider charges and when, as Stripe's test mode would: its test cards, its
// periods, and what a plan change costs at once (the invoice Stripe makes with
// `proration_behavior=always_invoice`).
import type { Interval } from "../../../core/billing/catalog";

/** The test cards, as in Stripe's test mode. */
export const testCards = {
  success: "4242424242424242",
  declined: "4000000000000002",
  authenticate: "4000002500003155",
  /** Saved as a card can be, but every charge of it is declined: a renewal or an upgrade that goes unpaid. */
  chargesFail: "4000000000000341",
} as const;

/** Whether charges of the saved card (by its last digits) are declined. */
export const chargesFail = (last4: string) => last4 === testCards.chargesFail.slice(-4);

/** A pending change waits this long for its invoice to be paid, as Stripe's does (about 23 hours). */
export const pendingUpdateMs = 23 * 60 * 60 * 1000;

/** The end of `periods` periods from `from` (negative: back, to where a period began). */
export const periodEnd = (from: number, interval: Interval, periods = 1) => {
  const d = new Date(from);
  if (interval === "month") d.setUTCMonth(d.getUTCMonth() + periods);
  else d.setUTCFullYear(d.getUTCFullYear() + periods);
  return d.getTime();
};

/** Where the period ending at `end` began (the sandbox keeps only the end). */
export const periodStart = (end: number, interval: Interval) => periodEnd(end, interval, -1);

/**
 * What a plan change costs now: the same interval, the difference for the rest of the period;
 * another interval, a new period at the new price less what is left of the old one. Zero or less
 * is a credit, nothing to charge.
 */
export function dueNow(
  sub: { amount: number; interval: string; currentPeriodEnd: Date },
  to: { amount: number; interval: Interval },
  now: number,
): number {
  const end = sub.currentPeriodEnd.getTime();
  const start = periodStart(end, sub.interval as Interval);
  const unused = end > now ? (end - Math.max(now, start)) / (end - start) : 0;
  return to.interval === sub.interval ? (to.amount - sub.amount) * unused : to.amount - sub.amount * unused;
}
