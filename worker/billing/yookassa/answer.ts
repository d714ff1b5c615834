// What the member's subscription answer says of a YooKassa subscription: the saved method, the
// next charge (a waiting plan change shows as the plan and price charged then), a failed renewal
// being tried again, and until when the first payment can be taken back.
import { and, eq, inArray } from "drizzle-orm";
import { refundWindowMs, renewalGraceMs } from "../../../core/billing/renewals";
import type { NextCharge, PastDue, PaymentMethodSummary } from "../../../core/billing/subscription";
import type { Db } from "../../db/client";
import { yookassaPayments, yookassaRefunds } from "../../db/schema";
import { nextPlanOf } from "./changes";
import { methodSummary, ykSubscription, type YkSubscription } from "./store";

export interface YkAnswer {
  method: PaymentMethodSummary | null;
  nextCharge: NextCharge | null;
  pastDue: PastDue | null;
  refundableUntil: string | null;
}

const none: YkAnswer = { method: null, nextCharge: null, pastDue: null, refundableUntil: null };

/**
 * The member has taken a first payment back before (the 14 days are a member's once: subscribe,
 * take it back and subscribe again does not open them again).
 */
export async function hadMemberRefund(db: Db, userId: string): Promise<boolean> {
  const r = yookassaRefunds;
  const earlier = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.reason, "member"), inArray(r.status, ["pending", "succeeded"])))
    .get();
  return !!earlier;
}

/** The first payment can be taken back within the window, until a renewal or any refund, once per member. */
async function refundableUntil(db: Db, row: YkSubscription, now: number): Promise<string | null> {
  const { id: subscriptionId, firstPaymentId } = row;
  if (!firstPaymentId) return null;
  const p = yookassaPayments;
  const first = await db.select().from(p).where(eq(p.id, firstPaymentId)).get();
  if (!first || first.status !== "succeeded" || !first.paidAt || first.refundedAmount > 0) return null;
  const until = first.paidAt.getTime() + refundWindowMs;
  if (until <= now) return null;
  const renewed = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.subscriptionId, subscriptionId), eq(p.kind, "renewal"), eq(p.status, "succeeded")))
    .get();
  const refunded = await db
    .select({ id: yookassaRefunds.id })
    .from(yookassaRefunds)
    .where(and(eq(yookassaRefunds.paymentId, firstPaymentId), inArray(yookassaRefunds.status, ["pending", "succeeded"])))
    .get();
  return renewed || refunded || (await hadMemberRefund(db, row.userId)) ? null : new Date(until).toISOString();
}

export async function ykAnswer(db: Db, subscriptionId: string, now: number): Promise<YkAnswer> {
  const row = await ykSubscription(db, subscriptionId);
  if (!row || (row.status !== "active" && row.status !== "past_due")) return none;
  const next = nextPlanOf(row);
  const periodEnd = row.currentPeriodEnd.getTime();
  return {
    method: methodSummary(row),
    // No saved method: nothing will be charged until the member saves one.
    nextCharge:
      row.cancelAtPeriodEnd || !row.paymentMethodId
        ? null
        : {
            at: row.currentPeriodEnd.toISOString(),
            amount: next.amount,
            currency: "RUB",
            plan: next.plan,
            interval: next.interval,
          },
    pastDue:
      row.status === "past_due"
        ? {
            failedAt: (row.failedAt ?? row.currentPeriodEnd).toISOString(),
            nextAttempt: row.nextAttemptAt?.toISOString() ?? null,
            providerRetries: false,
            graceEnds: new Date(periodEnd + renewalGraceMs).toISOString(),
          }
        : null,
    refundableUntil: await refundableUntil(db, row, now),
  };
}
