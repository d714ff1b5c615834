// "Update payment method" on YooKassa: the member authorises 1 ₽ on the new card or wallet
// (a two-stage payment that saves the method); once it is authorised the new method replaces the
// subscription's and the authorisation is cancelled, so nothing is charged.
import { and, eq, inArray, sql } from "drizzle-orm";
import { methodCheckAmount, renewalGraceMs } from "../../../core/billing/renewals";
import { yookassaPayments, yookassaSubscriptions } from "../../db/schema";
import { ApiError } from "../../platform/errors";
import { ykAmount, type YkPayment } from "../../platform/payments/yookassa/api";
import { receiptFor } from "../../platform/payments/yookassa/receipt";
import * as m from "../../../i18n/paraglide/messages.js";
import { changedAt } from "./changes";
import type { YkContext } from "./context";
import { returnUrlFor } from "./return-url";
import { memberEmail, ykLocale } from "./first-payment";
import { methodOf, newPaymentRow, publish } from "./store";

type PaymentRow = typeof yookassaPayments.$inferSelect;

/** Starts the 1 ₽ authorisation on YooKassa's page; the member comes back to the billing screen of `returnUrl`. */
export async function startMethodCheck(ctx: YkContext, subscriptionId: string, returnUrl: string, locale: "en" | "ru") {
  const sub = await ctx.db.select().from(yookassaSubscriptions).where(eq(yookassaSubscriptions.id, subscriptionId)).get();
  if (!sub || sub.status === "incomplete" || sub.status === "canceled") throw new ApiError(404, "no_subscription");
  const email = await memberEmail(ctx, sub.userId);
  const receipt = receiptFor(ctx.receipts, {
    app: ctx.env.APP_NAME,
    email,
    plan: sub.plan,
    interval: sub.interval,
    amount: methodCheckAmount,
  });
  const payment = await ctx.api.createPayment(
    {
      amount: ykAmount(methodCheckAmount),
      description: m.billing_method_check({ app: ctx.env.APP_NAME }, { locale }).slice(0, 128),
      capture: false,
      confirmation: {
        type: "redirect",
        return_url: returnUrlFor(ctx, subscriptionId, "method", returnUrl),
        locale: ykLocale(locale),
      },
      save_payment_method: true,
      receipt,
      metadata: { userId: sub.userId, subscriptionId, kind: "method_check", plan: sub.plan, interval: sub.interval },
    },
    // At most 64 characters (YooKassa's limit); a new one per check.
    `method:${crypto.randomUUID()}`,
  );
  const url = payment.confirmation?.confirmation_url;
  if (!url) throw new Error("YooKassa's payment came back without a confirmation page");
  const now = new Date(ctx.now());
  await newPaymentRow(ctx.db, {
    id: payment.id,
    userId: sub.userId,
    subscriptionId,
    kind: "method_check",
    plan: sub.plan,
    interval: sub.interval,
    amount: methodCheckAmount,
    receipt,
    createdAt: now,
  }).run();
  return url;
}

/**
 * A method check as YooKassa reports it now. Authorised: the method it saved becomes the
 * subscription's (once: the payment's status moves from pending once), and the authorisation is
 * released, on every delivery, so a release that failed before is made by the next one.
 */
export async function settleMethodCheck(ctx: YkContext, row: PaymentRow, payment: YkPayment): Promise<string> {
  const now = ctx.now();
  const p = yookassaPayments;
  if (payment.status === "pending") return "pending";
  if (payment.status === "waiting_for_capture") {
    const method = methodOf(payment.payment_method);
    const saved = payment.payment_method?.saved ? payment.payment_method.id : null;
    const s = yookassaSubscriptions;
    const transition = ctx.db
      .update(p)
      .set({ status: "waiting_for_capture", ...method, updatedAt: new Date(now) })
      .where(and(eq(p.id, row.id), eq(p.status, "pending")))
      .returning({ id: p.id });
    // Only a method YooKassa saved can be charged later (otherwise the old one stays). Set while
    // the check is authorised, in one batch with its move, so a repeated delivery sets it again at most.
    const replace = ctx.db
      .update(s)
      .set({
        paymentMethodId: saved,
        ...method,
        // A renewal that failed (even its last try) is tried with the new method at the next
        // run, while the plan is still in its grace.
        nextAttemptAt: sql`CASE WHEN ${s.status} = 'past_due' AND ${s.currentPeriodEnd} + ${renewalGraceMs} > ${now} THEN ${now} ELSE ${s.nextAttemptAt} END`,
        updatedAt: changedAt(now),
      })
      .where(
        and(
          eq(s.id, row.subscriptionId),
          inArray(s.status, ["active", "past_due"]),
          sql`EXISTS (SELECT 1 FROM ${p} WHERE ${p.id} = ${row.id} AND ${p.status} = 'waiting_for_capture')`,
        ),
      );
    const [moved] = saved ? await ctx.db.batch([transition, replace]) : [await transition];
    const released = await ctx.api.cancelPayment(payment.id, `release:${payment.id}`);
    await settleFinal(ctx, row.id, released, now);
    if (moved.length === 0) return "duplicate";
    await publish(ctx, row.subscriptionId, "payment_method.updated");
    return saved ? "method_replaced" : "method_not_saved";
  }
  return (await settleFinal(ctx, row.id, payment, now)) ? payment.status : "duplicate";
}

/** Records a method check's final status once. */
async function settleFinal(ctx: YkContext, id: string, payment: YkPayment, now: number) {
  if (payment.status !== "canceled" && payment.status !== "succeeded") return false;
  const p = yookassaPayments;
  // Released by us ("merchant") is how a method check ends; any other reason is why it failed.
  const failure =
    payment.status === "canceled" && payment.cancellation_details?.party !== "merchant"
      ? (payment.cancellation_details?.reason ?? "unknown")
      : null;
  const moved = await ctx.db
    .update(p)
    .set({ status: payment.status, failure, updatedAt: new Date(now) })
    .where(and(eq(p.id, id), inArray(p.status, ["pending", "waiting_for_capture"])))
    .returning({ id: p.id })
    .get();
  return Boolean(moved);
}
