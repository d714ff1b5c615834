// A first payment still open on YooKassa's page when its member deletes the account: the shop
// cannot close a page that waits for its payer, and the member's rows go with the account. What a
// refund takes is kept aside (yookassa_open_at_deletion) until YooKassa says how the payment
// ended: paid, it is given back in full; not paid, it is forgotten. Its notification settles it
// (settle.ts); the daily run reads back the ones whose notification never came.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { yookassaOpenAtDeletion, yookassaPayments } from "../../db/schema";
import { minorUnits, ykAmount, type YkPayment, type YkReceipt } from "../../platform/payments/yookassa/api";
import { receiptFor } from "../../platform/payments/yookassa/receipt";
import type { YkContext } from "./context";

const t = yookassaOpenAtDeletion;

/** Before a member's rows go: their first payments still open are kept aside. */
export async function keepOpenPayments(db: Db, userId: string): Promise<void> {
  const p = yookassaPayments;
  const open = await db
    .select({ paymentId: p.id, plan: p.plan, interval: p.interval, amount: p.amount, receipt: p.receipt })
    .from(p)
    .where(and(eq(p.userId, userId), eq(p.kind, "first"), inArray(p.status, ["pending", "waiting_for_capture"])))
    .all();
  if (open.length > 0) await db.insert(t).values(open).onConflictDoNothing().run();
}

const forget = (ctx: YkContext, paymentId: string) => ctx.db.delete(t).where(eq(t.paymentId, paymentId)).run();

/**
 * A payment of a deleted member as YooKassa reports it now: null when it is not one. Paid, it is
 * refunded in full (one Idempotence-Key per payment: a second delivery makes no second refund);
 * a refund YooKassa does not take fails the call, and the payment stays kept for the next try.
 */
export async function settleOpenAtDeletion(ctx: YkContext, payment: YkPayment): Promise<string | null> {
  const held = await ctx.db.select().from(t).where(eq(t.paymentId, payment.id)).get();
  if (!held) return null;
  if (payment.status === "pending" || payment.status === "waiting_for_capture") return "pending";
  if (payment.status === "canceled") {
    await forget(ctx, payment.id);
    return "forgotten_after_deletion";
  }
  const amount = Math.min(held.amount, minorUnits(payment.amount));
  const email = (held.receipt as YkReceipt).customer.email;
  const receipt = receiptFor(ctx.receipts, { app: ctx.env.APP_NAME, email, plan: held.plan, interval: held.interval, amount });
  const refund = await ctx.api.createRefund(
    { payment_id: payment.id, amount: ykAmount(amount), description: receipt.items[0]!.description, receipt },
    `deleted:${payment.id}`,
  );
  await forget(ctx, payment.id);
  console.warn(
    JSON.stringify({ level: "warn", event: "yookassa_refunded_after_deletion", payment: payment.id, refund: refund.id }),
  );
  return "refunded_after_deletion";
}

/** The daily run: each kept payment read back from YooKassa and settled (its notification may never have come). */
export async function sweepOpenAtDeletion(ctx: YkContext): Promise<number> {
  let settled = 0;
  for (const { paymentId } of await ctx.db.select({ paymentId: t.paymentId }).from(t).all()) {
    // The member is still here (the deletion failed after this was written): the usual way settles it.
    const own = await ctx.db
      .select({ id: yookassaPayments.id })
      .from(yookassaPayments)
      .where(eq(yookassaPayments.id, paymentId))
      .get();
    if (own) {
      await forget(ctx, paymentId);
      continue;
    }
    const payment = await ctx.api.getPayment(paymentId);
    if (!payment) {
      await forget(ctx, paymentId);
      continue;
    }
    if ((await settleOpenAtDeletion(ctx, payment)) !== "pending") settled++;
  }
  return settled;
}
