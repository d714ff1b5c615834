// The one place a YooKassa payment, as read back from YooKassa's API, changes anything: a first
// payment starts its subscription (or, when the member already pays for a live one, is given
// back), a method check replaces the saved method (method-check.ts), a renewal goes to
// renewal.ts. Each change happens once: the payment's status moves from one that is not final in
// a conditional update, and a delivery that finds it moved already changes nothing.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { intervals, paidPlans } from "../../../core/billing/catalog";
import { subscriptions, yookassaPayments, yookassaSubscriptions } from "../../db/schema";
import { minorUnits, type YkPayment } from "../../platform/payments/yookassa/api";
import { receiptFor } from "../../platform/payments/yookassa/receipt";
import { paymentsFor } from "../provider";
import { changedAt, duplicateMark } from "./changes";
import type { YkContext } from "./context";
import { memberEmail } from "./first-payment";
import { settleMethodCheck } from "./method-check";
import { settleOpenAtDeletion } from "./open-at-deletion";
import { refundDuplicate } from "./refunds";
import { periodAfter, settleRenewal } from "./renewal";
import { methodOf, newPaymentRow, publish, ykPaymentRow, ykSubscription } from "./store";

type PaymentRow = typeof yookassaPayments.$inferSelect;

/** Marks a paid first payment that did not start its subscription (the member had one already). */
export { duplicateMark };

const warn = (event: string, fields: Record<string, string>) => console.warn(JSON.stringify({ level: "warn", event, ...fields }));

/** The member's one live subscription (yookassa_subscriptions_one_live_idx) refused a second. */
const refusedAsSecond = (err: unknown) => {
  for (let e: unknown = err; e instanceof Error; e = e.cause)
    if (/UNIQUE constraint failed: yookassa_subscriptions\.user_id/i.test(e.message)) return true;
  return false;
};

/** Applies what YooKassa says of one of the app's payments now; answers what was done (logs, tests). */
export async function settlePayment(ctx: YkContext, payment: YkPayment): Promise<string> {
  const row = (await paymentRow(ctx, payment.id)) ?? (await adopt(ctx, payment));
  // A deleted member's page paid after all (given back), or not a payment the app made (or its row
  // is not written yet: a renewal's answer settles it).
  if (!row) return (await settleOpenAtDeletion(ctx, payment)) ?? "unknown_payment";
  // YooKassa's word about the payment the app made, or nothing: the same subscription and amount.
  if (payment.metadata?.subscriptionId !== row.subscriptionId || minorUnits(payment.amount) !== row.amount) {
    console.warn(JSON.stringify({ level: "warn", event: "yookassa_payment_mismatch", payment: row.id }));
    return "mismatch";
  }
  if (row.kind === "renewal") return settleRenewal(ctx, payment);
  if (row.kind === "method_check") return settleMethodCheck(ctx, row, payment);
  return settleFirst(ctx, row, payment);
}

const paymentRow = (ctx: YkContext, id: string) => ykPaymentRow(ctx.db, id);

const adoptable = ["first", "method_check", "renewal"] as const;

/**
 * A payment the app asked for whose answer never came back (its row is written after the answer):
 * YooKassa's metadata, which only the shop's own requests set, names the app's subscription and
 * its member, so the row is written now, as the request made it, and settled as usual. A
 * renewal's notification may also come before the daily run has its answer: the run then finds
 * the row written and settled (renewals-cron.ts).
 */
async function adopt(ctx: YkContext, payment: YkPayment): Promise<PaymentRow | null> {
  const meta = payment.metadata;
  const kind = adoptable.find((k) => k === meta?.kind);
  const plan = paidPlans.find((p) => p === meta?.plan);
  const interval = intervals.find((i) => i === meta?.interval);
  if (!meta || !kind || !plan || !interval || typeof meta.subscriptionId !== "string") return null;
  const sub = await ykSubscription(ctx.db, meta.subscriptionId);
  if (!sub || sub.userId !== meta.userId) return null;
  const amount = minorUnits(payment.amount);
  const email = await memberEmail(ctx, sub.userId);
  const now = ctx.now();
  await newPaymentRow(ctx.db, {
    id: payment.id,
    userId: sub.userId,
    subscriptionId: sub.id,
    kind,
    plan,
    interval,
    amount,
    receipt: receiptFor(ctx.receipts, { app: ctx.env.APP_NAME, email, plan, interval, amount }),
    createdAt: new Date(Date.parse(payment.created_at) || now),
  }).run();
  warn("yookassa_payment_adopted", { payment: payment.id, subscription: sub.id, kind });
  return (await paymentRow(ctx, payment.id)) ?? null;
}

/** The payment's move to its final status, from one that is not final: the guard of every change. */
function finalize(ctx: YkContext, row: PaymentRow, payment: YkPayment, now: number, failure: string | null | SQL) {
  const p = yookassaPayments;
  const paid = payment.status === "succeeded";
  return ctx.db
    .update(p)
    .set({
      status: payment.status,
      ...methodOf(payment.payment_method),
      ...(paid ? { paidAt: new Date(Date.parse(payment.captured_at ?? "") || now) } : {}),
      failure,
      updatedAt: new Date(now),
    })
    .where(and(eq(p.id, row.id), inArray(p.status, ["pending", "waiting_for_capture"])))
    .returning({ id: p.id, failure: p.failure });
}

async function settleFirst(ctx: YkContext, row: PaymentRow, payment: YkPayment): Promise<string> {
  const now = ctx.now();
  const s = yookassaSubscriptions;
  if (payment.status === "pending" || payment.status === "waiting_for_capture") return "pending";
  if (row.status === "succeeded" || row.status === "canceled") {
    // A delivery again. A duplicate's refund that failed before is made now (one key: one refund).
    if (row.failure === duplicateMark) await refundDuplicate(ctx, row.id);
    return "duplicate";
  }

  if (payment.status === "canceled") {
    // Not paid (declined, or left on YooKassa's page): the checkout's subscription never starts.
    const [moved] = await ctx.db.batch([
      finalize(ctx, row, payment, now, payment.cancellation_details?.reason ?? "unknown"),
      ctx.db
        .update(s)
        .set({ status: "canceled", updatedAt: changedAt(now) })
        .where(and(eq(s.id, row.subscriptionId), eq(s.status, "incomplete"))),
    ]);
    return moved.length > 0 ? "canceled" : "duplicate";
  }

  const paidAt = Date.parse(payment.captured_at ?? "") || now;
  const end = periodAfter(paidAt, row.interval);
  const method = payment.payment_method;
  const sub = await ykSubscription(ctx.db, row.subscriptionId);
  // A member who pays elsewhere meanwhile (Stripe, the sandbox: a ruble page paid after a dollar
  // checkout) keeps that subscription; this one is given back like a second ruble one.
  if (sub?.status === "incomplete" && !(await paysElsewhere(ctx, row.userId))) {
    const p = yookassaPayments;
    try {
      // The subscription starts, then the payment is final: kept if the start happened, else
      // marked to be given back. One transaction, so a subscription ended between the read above
      // and here (the account being deleted: closeBilling ends it) leaves no payment that is
      // neither the plan's nor on its way back.
      const [, moved] = await ctx.db.batch([
        ctx.db
          .update(s)
          .set({
            status: "active",
            currentPeriodEnd: new Date(end),
            nextAttemptAt: new Date(end),
            failedAttempts: 0,
            paymentMethodId: method?.saved ? method.id : null,
            ...methodOf(method),
            firstPaymentId: row.id,
            updatedAt: changedAt(now),
          })
          .where(
            and(
              eq(s.id, sub.id),
              eq(s.status, "incomplete"),
              sql`EXISTS (SELECT 1 FROM ${p} WHERE ${p.id} = ${row.id} AND ${p.status} IN ('pending', 'waiting_for_capture'))`,
            ),
          ),
        finalize(
          ctx,
          row,
          payment,
          now,
          sql`CASE WHEN EXISTS (SELECT 1 FROM ${s} WHERE ${s.id} = ${sub.id} AND ${s.status} = 'active' AND ${s.firstPaymentId} = ${row.id}) THEN NULL ELSE ${duplicateMark} END`,
        ),
      ]);
      if (moved.length === 0) return "duplicate";
      if (moved[0]!.failure === null) {
        await publish(ctx, sub.id, "payment.succeeded");
        await expireCardCheckouts(ctx, row.userId);
        return "activated";
      }
      await refundDuplicate(ctx, row.id);
      warn("yookassa_first_payment_refunded", { payment: row.id, reason: "subscription_ended" });
      return "refunded_duplicate";
    } catch (err) {
      if (!refusedAsSecond(err)) throw err;
    }
  }
  // Paid, but the member already has a live subscription (two checkouts paid), or this one's
  // subscription ended meanwhile: this checkout never starts, and the money goes back.
  const [moved] = await ctx.db.batch([
    finalize(ctx, row, payment, now, duplicateMark),
    ctx.db
      .update(s)
      .set({ status: "canceled", updatedAt: changedAt(now) })
      .where(and(eq(s.id, row.subscriptionId), eq(s.status, "incomplete"))),
  ]);
  if (moved.length === 0) return "duplicate";
  await refundDuplicate(ctx, row.id);
  warn("yookassa_duplicate_refunded", { payment: row.id });
  return "refunded_duplicate";
}

/**
 * A ruble subscription has started: the member's dollar checkout pages (Stripe, the sandbox) can
 * no longer be paid. Best effort: the subscription stands, a failure is logged (a page paid
 * anyway is ended and refunded by the one payment handler, apply-event.ts).
 */
async function expireCardCheckouts(ctx: YkContext, userId: string) {
  try {
    const card = paymentsFor(ctx.env, ctx.db, ctx.baseUrl, ctx.now);
    if (!card) return;
    const customer = await card.port.findCustomer({ userId, email: await memberEmail(ctx, userId) });
    if (customer) await card.port.expireOpenCheckouts(customer);
  } catch (err) {
    warn("expire_checkouts_failed", { provider: "card", error: err instanceof Error ? err.message : "unknown" });
  }
}

/** Whether the member has a live subscription with another provider than YooKassa. */
async function paysElsewhere(ctx: YkContext, userId: string): Promise<boolean> {
  const t = subscriptions;
  const live = await ctx.db
    .select({ provider: t.provider })
    .from(t)
    .where(and(eq(t.userId, userId), inArray(t.status, ["active", "canceled"])))
    .get();
  return !!live && live.provider !== "yookassa";
}
