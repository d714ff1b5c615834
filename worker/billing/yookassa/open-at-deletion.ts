// A first payment still open on YooKassa's page when its member deletes the account: the shop
// cannot close a page that waits for its payer, and the member's rows go with the account. What a
// refund takes is kept aside (yookassa_open_at_deletion) until YooKassa says how the payment
// ended: paid, it is given back in full; not paid, it is forgotten. Its notification settles it
// (settle.ts); the daily run reads back the ones whose notification never came (decision 0060).
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { yookassaOpenAtDeletion, yookassaPayments } from "../../db/schema";
import { minorUnits, ykAmount, YooKassaError, type YkPayment, type YkReceipt } from "../../platform/payments/yookassa/api";
import { receiptFor } from "../../platform/payments/yookassa/receipt";
import type { YkContext } from "./context";

const t = yookassaOpenAtDeletion;
const day = 24 * 60 * 60 * 1000;
/** A copy whose member is still here this long after it was made: the deletion did not go through. */
const deletionSettledMs = day;
/** No page stays open this long (YooKassa expires unpaid ones); past it the copy goes, with an alert. */
const keptAtMostMs = 30 * day;

/** Before a member's rows go: their first payments still open are kept aside. */
export async function keepOpenPayments(db: Db, userId: string, now: number): Promise<void> {
  const p = yookassaPayments;
  const open = await db
    .select({ paymentId: p.id, plan: p.plan, interval: p.interval, amount: p.amount, receipt: p.receipt })
    .from(p)
    .where(and(eq(p.userId, userId), eq(p.kind, "first"), eq(p.status, "pending")))
    .all();
  if (open.length > 0)
    await db
      .insert(t)
      .values(open.map((row) => ({ ...row, createdAt: new Date(now) })))
      .onConflictDoNothing()
      .run();
}

const forget = (ctx: YkContext, paymentId: string) => ctx.db.delete(t).where(eq(t.paymentId, paymentId)).run();

/**
 * A payment of a deleted member as YooKassa reports it now: null when it is not one. Paid, what is
 * not yet refunded of it is given back (one Idempotence-Key per payment: a second delivery makes
 * no second refund). The copy goes once the refund has gone through or nothing is left to give
 * back; a refund YooKassa refuses or has not finished fails or waits, and the copy stays for the
 * next notification or run.
 */
export async function settleOpenAtDeletion(ctx: YkContext, payment: YkPayment): Promise<string | null> {
  const held = await ctx.db.select().from(t).where(eq(t.paymentId, payment.id)).get();
  if (!held) return null;
  if (payment.status === "pending" || payment.status === "waiting_for_capture") return "pending";
  const left =
    Math.min(held.amount, minorUnits(payment.amount)) - (payment.refunded_amount ? minorUnits(payment.refunded_amount) : 0);
  if (payment.status === "canceled" || left <= 0) {
    await forget(ctx, payment.id);
    return payment.status === "canceled" ? "forgotten_after_deletion" : "refunded_after_deletion";
  }
  const email = (held.receipt as YkReceipt).customer.email;
  const receipt = receiptFor(ctx.receipts, {
    app: ctx.env.APP_NAME,
    email,
    plan: held.plan,
    interval: held.interval,
    amount: left,
  });
  const refund = await ctx.api.createRefund(
    { payment_id: payment.id, amount: ykAmount(left), description: receipt.items[0]!.description, receipt },
    `deleted:${payment.id}`,
  );
  if (refund.status !== "succeeded") return "refund_pending_after_deletion";
  await forget(ctx, payment.id);
  console.warn(
    JSON.stringify({ level: "warn", event: "yookassa_refunded_after_deletion", payment: payment.id, refund: refund.id }),
  );
  return "refunded_after_deletion";
}

/** One kept payment read back and settled; false when it is still open. */
async function sweepOne(ctx: YkContext, held: { paymentId: string; createdAt: Date }): Promise<boolean> {
  const age = ctx.now() - held.createdAt.getTime();
  const own = await ctx.db
    .select({ id: yookassaPayments.id })
    .from(yookassaPayments)
    .where(eq(yookassaPayments.id, held.paymentId))
    .get();
  if (own) {
    // The member's rows are still here: their deletion is under way (left alone) or failed a day
    // ago (the usual handling settles the payment; the copy goes).
    if (age < deletionSettledMs) return false;
    await forget(ctx, held.paymentId);
    return true;
  }
  const payment = await ctx.api.getPayment(held.paymentId);
  if (payment) {
    const result = await settleOpenAtDeletion(ctx, payment);
    if (result !== "pending" && result !== "refund_pending_after_deletion") return true;
  }
  if (!payment || age >= keptAtMostMs) {
    // Unknown to YooKassa, or open far longer than any page: the address goes, an operator looks.
    console.error(JSON.stringify({ level: "error", event: "yookassa_open_at_deletion_dropped", payment: held.paymentId }));
    await forget(ctx, held.paymentId);
    return true;
  }
  return false;
}

/** The daily run: each kept payment read back from YooKassa and settled; one that fails does not stop the others. */
export async function sweepOpenAtDeletion(ctx: YkContext): Promise<{ settled: number; failed: number }> {
  let settled = 0;
  let failed = 0;
  for (const held of await ctx.db.select({ paymentId: t.paymentId, createdAt: t.createdAt }).from(t).all()) {
    try {
      if (await sweepOne(ctx, held)) settled++;
    } catch (err) {
      failed++;
      console.error(
        JSON.stringify({
          level: "error",
          event: "yookassa_open_at_deletion_failed",
          payment: held.paymentId,
          ...(err instanceof YooKassaError ? { status: err.status, code: err.code } : { error: "unknown" }),
        }),
      );
    }
  }
  return { settled, failed };
}
