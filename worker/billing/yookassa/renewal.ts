// A renewal's outcome (decision 0050): YooKassa has no subscriptions, so when the daily run's
// charge of the saved method succeeds the app starts the next period itself (a plan change
// waiting for the renewal takes effect now), and when it fails the plan stays through the grace
// while the charge is tried again (renewalRetryOffsetsMs), and the member is told by e-mail.
//
// Contract with settle.ts (H2): settlePayment hands a renewal's re-read payment here BEFORE any
// status update of its own: this module's conditional update of yookassa_payments.status (from a
// status that is not final) is the guard, so the charge's answer and its notification, which
// both arrive, change the subscription once.
import { and, eq, inArray } from "drizzle-orm";
import { priceFor, type Interval, type PaidPlan } from "../../../core/billing/catalog";
import { renewalGraceMs, renewalRetryOffsetsMs } from "../../../core/billing/renewals";
import { reminderSettings, users, yookassaPayments, yookassaSubscriptions } from "../../db/schema";
import type { YkPayment } from "../../platform/payments/yookassa/api";
import { withReminders, zoneColumns, zoneOf } from "../member-time-zone";
import { changedAt } from "./changes";
import type { YkContext } from "./context";
import type { MailMessage } from "../../platform/mail/port";
import { renewalFailedMail, sendBillingMail } from "./renewal-mails";
import { isLive, methodOf, publish, ykPaymentRow, ykSubscription, type YkSubscription } from "./store";
import { refundDuplicate } from "./refunds";

export type RenewalResult = "renewed" | "failed" | "pending" | "duplicate" | "unknown" | "refunded_late";

/**
 * The end of the period that starts at `from` (calendar months and years, in UTC): the same time
 * of day on the anchor's day of the month (the first payment's; `from`'s own when not given),
 * or on the month's last day when it has fewer: paid on 31 January, the periods end on 28 (or
 * 29) February, 31 March, 30 April; a year from 29 February ends on 28 February. Counted from
 * the anchor every time, so a short month never moves the later ones (setUTCMonth alone would
 * overflow 31 January into 3 March, and every later period would end on the 3rd).
 */
export function periodAfter(from: number, interval: Interval, anchorDay = new Date(from).getUTCDate()): number {
  const d = new Date(from);
  const months = d.getUTCFullYear() * 12 + d.getUTCMonth() + (interval === "month" ? 1 : 12);
  const year = Math.floor(months / 12);
  const month = months % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(anchorDay, lastDay),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}

/**
 * The day of the month a subscription's periods end on: that of its first payment (whose date
 * started them), else of its start (the checkout, before the first payment was recorded as paid).
 */
async function anchorDayOf(ctx: YkContext, sub: YkSubscription): Promise<number> {
  const first = sub.firstPaymentId
    ? await ctx.db
        .select({ paidAt: yookassaPayments.paidAt })
        .from(yookassaPayments)
        .where(eq(yookassaPayments.id, sub.firstPaymentId))
        .get()
    : undefined;
  return (first?.paidAt ?? sub.createdAt).getUTCDate();
}

/** When a renewal that has failed `failures` times is tried again; null when no try is left. */
export const nextAttemptAfter = (periodEnd: number, failures: number): number | null => {
  const offset = renewalRetryOffsetsMs[failures - 1];
  return offset === undefined ? null : periodEnd + offset;
};

type PaymentRow = typeof yookassaPayments.$inferSelect;

/**
 * Marks a renewal charged after its subscription ended (as settle.ts marks a duplicate first
 * payment): its money goes back, and a redelivery finds the mark and refunds what a failed try did not.
 */
const lateMark = "duplicate";

/** Marks the payment final once; null when it already was (the other delivery got here first). */
async function claimOutcome(ctx: YkContext, payment: YkPayment, now: number, late: boolean): Promise<PaymentRow | null> {
  const paid = payment.status === "succeeded";
  const row = await ctx.db
    .update(yookassaPayments)
    .set({
      status: payment.status,
      ...(paid ? { paidAt: new Date(payment.captured_at ? Date.parse(payment.captured_at) : now) } : {}),
      failure: late ? lateMark : paid ? null : (payment.cancellation_details?.reason ?? "unknown"),
      ...(payment.payment_method ? methodOf(payment.payment_method) : {}),
      updatedAt: new Date(now),
    })
    .where(and(eq(yookassaPayments.id, payment.id), inArray(yookassaPayments.status, ["pending", "waiting_for_capture"])))
    .returning()
    .get();
  return row ?? null;
}

const paymentRow = (ctx: YkContext, id: string) => ykPaymentRow(ctx.db, id);

/** Applies a renewal charge's final outcome to its subscription (once), and tells the member. */
export async function settleRenewal(ctx: YkContext, payment: YkPayment): Promise<RenewalResult> {
  if (payment.status === "pending" || payment.status === "waiting_for_capture") return "pending";
  const now = ctx.now();
  const known = await paymentRow(ctx, payment.id);
  if (!known) return "unknown";
  const sub = await ykSubscription(ctx.db, known.subscriptionId);
  // Charged for a subscription that has ended meanwhile (expired after the grace, refunded): the
  // mark goes with the payment's final status, so the refund is owed even if this try fails.
  const row = await claimOutcome(ctx, payment, now, payment.status === "succeeded" && !isLive(sub));
  if (!row) {
    // A delivery again: a late charge's refund that failed before is made now (one key: one refund).
    const again = await paymentRow(ctx, payment.id);
    if (again?.status === "succeeded" && again.failure === lateMark && again.refundedAmount < again.amount) {
      await refundDuplicate(ctx, again.id);
      return "refunded_late";
    }
    return "duplicate";
  }
  if (payment.status === "succeeded") {
    const renewed = isLive(sub) && (await startNextPeriod(ctx, sub, row, now));
    if (!renewed) {
      // Ended between the read and now: marked late after all, then given back.
      if (row.failure !== lateMark)
        await ctx.db.update(yookassaPayments).set({ failure: lateMark }).where(eq(yookassaPayments.id, row.id)).run();
      await refundDuplicate(ctx, row.id);
      return "refunded_late";
    }
    await publish(ctx, sub.id, "renewal.succeeded");
    return "renewed";
  }
  if (!isLive(sub)) return "failed";
  await renewalFailed(ctx, sub, { plan: row.plan, amount: row.amount }, now);
  return "failed";
}

/** The next period, paid by `row`: only while the subscription is live. */
async function startNextPeriod(ctx: YkContext, sub: YkSubscription, row: PaymentRow, now: number): Promise<boolean> {
  const end = periodAfter(sub.currentPeriodEnd.getTime(), row.interval, await anchorDayOf(ctx, sub));
  const started = await ctx.db
    .update(yookassaSubscriptions)
    .set({
      plan: row.plan,
      interval: row.interval,
      amount: priceFor(row.plan, row.interval, "RUB"),
      // The change that waited for this renewal is made; a later different choice stays waiting.
      ...(sub.nextPlan === row.plan && sub.nextInterval === row.interval ? { nextPlan: null, nextInterval: null } : {}),
      status: "active",
      currentPeriodEnd: new Date(end),
      failedAttempts: 0,
      failedAt: null,
      nextAttemptAt: new Date(end),
      updatedAt: changedAt(now),
    })
    .where(and(eq(yookassaSubscriptions.id, sub.id), inArray(yookassaSubscriptions.status, ["active", "past_due"])))
    .returning({ id: yookassaSubscriptions.id })
    .get();
  return !!started;
}

/**
 * A renewal that could not be charged (declined, or no saved method to charge): past due, the
 * next try scheduled (none after the last), and the member told by e-mail.
 */
export async function renewalFailed(
  ctx: YkContext,
  sub: YkSubscription,
  charge: { plan: PaidPlan; amount: number },
  now: number,
) {
  const failures = sub.failedAttempts + 1;
  const periodEnd = sub.currentPeriodEnd.getTime();
  const next = nextAttemptAfter(periodEnd, failures);
  await ctx.db
    .update(yookassaSubscriptions)
    .set({
      status: "past_due",
      failedAttempts: failures,
      failedAt: new Date(now),
      nextAttemptAt: next === null ? null : new Date(next),
      updatedAt: changedAt(now),
    })
    .where(eq(yookassaSubscriptions.id, sub.id))
    .run();
  await publish(ctx, sub.id, "renewal.failed");
  await mailMember(ctx, sub.userId, (member) =>
    renewalFailedMail({
      ...member,
      plan: charge.plan,
      amount: charge.amount,
      nextAttempt: next,
      graceEnds: periodEnd + renewalGraceMs,
      billingUrl: `${ctx.baseUrl}/billing`,
    }),
  );
}

type Member = { to: string; locale: "en" | "ru"; firstName: string; timeZone: string };

/** Sends the member a billing e-mail; a mail that cannot go is logged, the billing change stands. */
export async function mailMember(ctx: YkContext, userId: string, make: (member: Member) => MailMessage) {
  const row = await ctx.db
    .select({ to: users.email, locale: users.locale, firstName: users.firstName, ...zoneColumns })
    .from(users)
    .leftJoin(reminderSettings, withReminders)
    .where(eq(users.id, userId))
    .get();
  if (!row) return;
  const { to, locale, firstName } = row;
  await sendBillingMail(ctx.env, ctx.db, make({ to, locale, firstName, timeZone: zoneOf(row) }));
}
