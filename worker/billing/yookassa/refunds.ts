// Refunds of YooKassa payments: the member's first payment within the refund window, an
// operator's (any payment, all or part of it) and a duplicate's. Each carries its 54-FZ receipt
// (the same item, the refunded amount) and is kept as a row; the payment's refunded amount is
// always the sum of its refunds that went through, so applying a refund twice changes nothing.
import { and, eq, inArray, sql } from "drizzle-orm";
import { yookassaPayments, yookassaRefunds } from "../../db/schema";
import { ApiError } from "../../platform/errors";
import { YooKassaError, minorUnits, ykAmount, type YkReceipt, type YkRefund } from "../../platform/payments/yookassa/api";
import { receiptFor } from "../../platform/payments/yookassa/receipt";
import type { YkContext } from "./context";

export type RefundReason = (typeof yookassaRefunds.$inferSelect)["reason"];

/**
 * Nothing of the payment is left to give back: refunded already, or a refund on its way. The
 * member and the operator see 409; a duplicate's refund, asked again, may take it as done.
 */
export class NothingLeftToRefund extends ApiError {
  constructor() {
    super(409, "refund_not_available");
  }
}

/**
 * Gives a payment back in full as a duplicate (a second first payment, a charge after the end);
 * one given back already, or on its way back, stays as it is. A refund YooKassa does not answer
 * or refuses throws, so the notification that asked for it fails and YooKassa delivers it again.
 */
export async function refundDuplicate(ctx: YkContext, paymentId: string) {
  try {
    await refundPayment(ctx, { paymentId, reason: "duplicate" });
  } catch (err) {
    if (!(err instanceof NothingLeftToRefund)) throw err;
  }
}

/** YooKassa did not answer (network: status 0), asked to slow down (429) or failed (5xx): try again later. */
const unavailable = (err: YooKassaError) => err.status === 0 || err.status === 429 || err.status >= 500;

export interface RefundMade {
  refundId: string;
  status: YkRefund["status"];
  amount: number;
}

const payment = (ctx: YkContext, id: string) => ctx.db.select().from(yookassaPayments).where(eq(yookassaPayments.id, id)).get();

/** What of a payment is refunded or on its way back (pending refunds count: they may still go through). */
async function committed(ctx: YkContext, paymentId: string): Promise<number> {
  const row = await ctx.db
    .select({ total: sql<number>`COALESCE(SUM(${yookassaRefunds.amount}), 0)` })
    .from(yookassaRefunds)
    .where(and(eq(yookassaRefunds.paymentId, paymentId), inArray(yookassaRefunds.status, ["pending", "succeeded"])))
    .get();
  return Number(row?.total ?? 0);
}

/** The payment's refunded amount from its refunds that went through. */
const syncRefunded = (ctx: YkContext, paymentId: string, now: number) =>
  ctx.db
    .update(yookassaPayments)
    .set({
      refundedAmount: sql`(SELECT COALESCE(SUM(${yookassaRefunds.amount}), 0) FROM ${yookassaRefunds} WHERE ${yookassaRefunds.paymentId} = ${paymentId} AND ${yookassaRefunds.status} = 'succeeded')`,
      updatedAt: new Date(now),
    })
    .where(eq(yookassaPayments.id, paymentId))
    .run();

/** The refund's receipt: the payment's item and buyer, the refunded amount. */
function refundReceipt(ctx: YkContext, p: typeof yookassaPayments.$inferSelect, amount: number): YkReceipt {
  const email = (p.receipt as YkReceipt).customer.email;
  return receiptFor(ctx.receipts, { app: ctx.env.APP_NAME, email, plan: p.plan, interval: p.interval, amount });
}

/**
 * Gives back `amount` (all that is left when not given) of a succeeded payment. Two requests at
 * once send YooKassa the same Idempotence-Key (the payment, what was refunded before, the amount),
 * so they make one refund.
 */
export async function refundPayment(
  ctx: YkContext,
  req: { paymentId: string; amount?: number; reason: RefundReason },
): Promise<RefundMade> {
  const p = await payment(ctx, req.paymentId);
  if (!p || p.kind === "method_check") throw new ApiError(404, "payment_not_found");
  if (p.status !== "succeeded") throw new ApiError(409, "refund_not_available");
  const before = await committed(ctx, p.id);
  const left = p.amount - before;
  const amount = req.amount ?? left;
  if (left <= 0) throw new NothingLeftToRefund();
  if (amount > left) throw new ApiError(409, "refund_not_available");
  const receipt = refundReceipt(ctx, p, amount);
  let refund: YkRefund;
  try {
    refund = await ctx.api.createRefund(
      { payment_id: p.id, amount: ykAmount(amount), description: receipt.items[0]!.description, receipt },
      `refund:${p.id}:${before}:${amount}`,
    );
  } catch (err) {
    if (!(err instanceof YooKassaError)) throw err;
    console.warn(
      JSON.stringify({ level: "warn", event: "yookassa_refund_failed", payment: p.id, status: err.status, code: err.code }),
    );
    // Not answered: the caller fails too (a notification is then delivered again, the member may retry).
    if (unavailable(err)) throw new ApiError(503, "payments_unavailable");
    throw new ApiError(409, "refund_not_available");
  }
  const now = ctx.now();
  await ctx.db
    .insert(yookassaRefunds)
    .values({
      id: refund.id,
      paymentId: p.id,
      userId: p.userId,
      amount: minorUnits(refund.amount),
      status: refund.status,
      receipt,
      reason: req.reason,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    // Its notification may have come first (the double's does, in-process) and recorded it as a
    // refund made elsewhere: what the app asked for is its reason and receipt.
    .onConflictDoUpdate({ target: yookassaRefunds.id, set: { reason: req.reason, receipt } })
    .run();
  await settleRefund(ctx, refund);
  return { refundId: refund.id, status: refund.status, amount: minorUnits(refund.amount) };
}

export type RefundSettled = "applied" | "unchanged" | "recorded" | "unknown";

/**
 * A refund as YooKassa reports it now (its answer, or a notification's re-read): its status once
 * final, and the payment's refunded amount. A refund of one of our payments made elsewhere (the
 * shop's dashboard) is recorded as an operator's.
 */
export async function settleRefund(ctx: YkContext, refund: YkRefund): Promise<RefundSettled> {
  const now = ctx.now();
  const row = await ctx.db.select().from(yookassaRefunds).where(eq(yookassaRefunds.id, refund.id)).get();
  if (!row) {
    const p = await payment(ctx, refund.payment_id);
    if (!p) return "unknown";
    const amount = minorUnits(refund.amount);
    await ctx.db
      .insert(yookassaRefunds)
      .values({
        id: refund.id,
        paymentId: p.id,
        userId: p.userId,
        amount,
        status: refund.status,
        receipt: refundReceipt(ctx, p, amount),
        reason: "operator",
        createdAt: new Date(Date.parse(refund.created_at) || now),
        updatedAt: new Date(now),
      })
      .onConflictDoNothing()
      .run();
    await syncRefunded(ctx, p.id, now);
    return "recorded";
  }
  const changed =
    refund.status === row.status
      ? null
      : await ctx.db
          .update(yookassaRefunds)
          .set({ status: refund.status, updatedAt: new Date(now) })
          .where(and(eq(yookassaRefunds.id, refund.id), eq(yookassaRefunds.status, "pending")))
          .returning({ id: yookassaRefunds.id })
          .get();
  await syncRefunded(ctx, row.paymentId, now);
  return changed ? "applied" : "unchanged";
}
