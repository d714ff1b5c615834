// The daily run of the subscriptions the app runs itself (YooKassa, decision 0050): charges the
// saved method of each subscription whose renewal is due, ends the ones canceled at their
// period's end, and ends the ones whose failed renewal outlasted the grace (with an e-mail). A
// task of its own settles the pages deleted members left open (open-at-deletion.ts).
import { and, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { priceFor } from "../../../core/billing/catalog";
import { renewalGraceMs } from "../../../core/billing/renewals";
import { users, yookassaSubscriptions } from "../../db/schema";
import type { CronTask } from "../../platform/cron-task";
import { ykAmount, type YkPayment } from "../../platform/payments/yookassa/api";
import { receiptFor } from "../../platform/payments/yookassa/receipt";
import { productName } from "../product-name";
import { yookassaFor } from "./config";
import { changedAt } from "./changes";
import type { YkContext } from "./context";
import { sweepOpenAtDeletion } from "./open-at-deletion";
import { mailMember, renewalFailed, settleRenewal } from "./renewal";
import { subscriptionEndedMail } from "./renewal-mails";
import { liveStatuses, newPaymentRow, publish, type YkSubscription } from "./store";

/** A claimed charge that never got an answer (the run stopped) is tried again after this long. */
const claimLeaseMs = 6 * 60 * 60 * 1000;
/** Charges of one run; the rest stay due for the next run. */
const maxCharges = 200;

const live = inArray(yookassaSubscriptions.status, liveStatuses);

/**
 * Takes the subscription's due charge for this run: moves next_attempt_at past the lease only
 * if it is still what was read, so two runs at once charge it once.
 */
async function claim(ctx: YkContext, sub: YkSubscription, now: number): Promise<boolean> {
  const claimed = await ctx.db
    .update(yookassaSubscriptions)
    .set({ nextAttemptAt: new Date(now + claimLeaseMs) })
    .where(
      and(
        eq(yookassaSubscriptions.id, sub.id),
        live,
        eq(yookassaSubscriptions.cancelAtPeriodEnd, false),
        eq(yookassaSubscriptions.nextAttemptAt, sub.nextAttemptAt!),
      ),
    )
    .returning({ id: yookassaSubscriptions.id })
    .get();
  return !!claimed;
}

/**
 * One key per period, try and request: a run that stops after charging and is run again gets the
 * same payment, and a request that changed meanwhile (a plan change, a new price, the member's
 * e-mail or language) is a new one, which YooKassa would refuse under the old key. Hashed to stay
 * within YooKassa's 64 characters.
 */
async function renewalKey(sub: YkSubscription, request: object): Promise<string> {
  const text = `${sub.id}:${sub.currentPeriodEnd.getTime()}:${sub.failedAttempts}:${JSON.stringify(request)}`;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const base64 = btoa(String.fromCharCode(...digest));
  return `renewal:${base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}

/** Charges the saved method for the next period (the plan a change waits with, if any). */
async function charge(ctx: YkContext, sub: YkSubscription, now: number): Promise<string> {
  if (!(await claim(ctx, sub, now))) return "taken";
  const member = await ctx.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, sub.userId))
    .get();
  const plan = sub.nextPlan ?? sub.plan;
  const interval = sub.nextInterval ?? sub.interval;
  const amount = priceFor(plan, interval, "RUB");
  // A member gone has had the subscription ended with the account; nothing to charge or tell.
  if (!member) return "no_member";
  // YooKassa did not save the method: nothing can be charged, which is a failed renewal (past
  // due, the e-mail, the tries) the member can mend by saving a method.
  if (!sub.paymentMethodId) {
    await renewalFailed(ctx, sub, { plan, amount }, now);
    return "failed";
  }
  const receipt = receiptFor(ctx.receipts, { app: ctx.env.APP_NAME, email: member.email, plan, interval, amount });
  const request = {
    amount: ykAmount(amount),
    description: productName(ctx.env.APP_NAME, plan, interval, member.locale),
    capture: true,
    payment_method_id: sub.paymentMethodId,
    receipt,
    metadata: { userId: sub.userId, subscriptionId: sub.id, kind: "renewal" as const, plan, interval },
  };
  const payment: YkPayment = await ctx.api.createPayment(request, await renewalKey(sub, request));
  await newPaymentRow(ctx.db, {
    id: payment.id,
    userId: sub.userId,
    subscriptionId: sub.id,
    kind: "renewal",
    plan,
    interval,
    amount,
    receipt,
    createdAt: new Date(now),
  }).run();
  const settled = await settleRenewal(ctx, payment);
  // Its notification may have come first and settled it (adopted, settle.ts): YooKassa's answer says how it went.
  if (settled !== "duplicate") return settled;
  return payment.status === "succeeded" ? "renewed" : payment.status === "canceled" ? "failed" : "pending";
}

/** Ends a subscription at once (its member goes back to FREE through the one payment handler). */
async function end(ctx: YkContext, sub: YkSubscription, now: number, type: string): Promise<boolean> {
  const ended = await ctx.db
    .update(yookassaSubscriptions)
    .set({ status: "canceled", nextAttemptAt: null, updatedAt: changedAt(now) })
    .where(and(eq(yookassaSubscriptions.id, sub.id), live))
    .returning({ id: yookassaSubscriptions.id })
    .get();
  if (!ended) return false;
  await publish(ctx, sub.id, type);
  return true;
}

export async function runRenewals(ctx: YkContext): Promise<string> {
  const now = ctx.now();
  const at = new Date(now);
  const counts: Record<string, number> = {};
  const count = (what: string) => (counts[what] = (counts[what] ?? 0) + 1);

  // Canceled by the member: the period has ended, nothing is charged.
  const canceled = await ctx.db
    .select()
    .from(yookassaSubscriptions)
    .where(and(live, eq(yookassaSubscriptions.cancelAtPeriodEnd, true), lte(yookassaSubscriptions.currentPeriodEnd, at)))
    .all();
  for (const sub of canceled) if (await end(ctx, sub, now, "subscription.ended")) count("ended");

  const due = await ctx.db
    .select()
    .from(yookassaSubscriptions)
    .where(
      and(
        live,
        eq(yookassaSubscriptions.cancelAtPeriodEnd, false),
        isNotNull(yookassaSubscriptions.nextAttemptAt),
        lte(yookassaSubscriptions.nextAttemptAt, at),
      ),
    )
    .limit(maxCharges)
    .all();
  for (const sub of due) {
    try {
      count(await charge(ctx, sub, now));
    } catch (err) {
      // One member's failure (YooKassa down, a refused request) does not stop the others; the
      // lease brings the charge back to a later run with the same idempotence key.
      count("error");
      console.error(
        JSON.stringify({
          level: "error",
          event: "renewal_failed",
          subscription: sub.id,
          error: err instanceof Error ? err.message : "unknown",
        }),
      );
    }
  }

  // After the day's charges: the grace is over and no renewal went through: the plan ends, and the member is told.
  const lapsed = await ctx.db
    .select()
    .from(yookassaSubscriptions)
    .where(and(live, lte(yookassaSubscriptions.currentPeriodEnd, new Date(now - renewalGraceMs))))
    .all();
  for (const sub of lapsed) {
    if (!(await end(ctx, sub, now, "subscription.expired"))) continue;
    count("expired");
    await mailMember(ctx, sub.userId, (member) =>
      subscriptionEndedMail({ ...member, plan: sub.plan, billingUrl: `${ctx.baseUrl}/billing` }),
    );
  }

  const parts = Object.entries(counts).map(([k, v]) => `${k} ${v}`);
  return parts.length ? parts.join(", ") : "nothing due";
}

/** The daily run's task; without YooKassa configured (and no double) there is nothing to do. */
export const yookassaRenewals: CronTask = {
  name: "yookassa-renewals",
  async run({ env, db, now }) {
    const ctx = yookassaFor(env, db, (env.APP_URL || "http://localhost").replace(/\/$/, ""), () => now);
    if (!ctx) return "yookassa off";
    return runRenewals(ctx);
  },
};

/** The deleted members' payments whose notification has not settled them (open-at-deletion.ts). */
export const yookassaAfterDeletion: CronTask = {
  name: "yookassa-after-deletion",
  async run({ env, db, now }) {
    const ctx = yookassaFor(env, db, (env.APP_URL || "http://localhost").replace(/\/$/, ""), () => now);
    if (!ctx) return "yookassa off";
    const { settled, failed } = await sweepOpenAtDeletion(ctx);
    const report = `settled ${settled}, failed ${failed}`;
    // Recorded as a failed run, so it shows among the alerts; the others were settled all the same.
    if (failed > 0) throw new Error(report);
    return report;
  },
};
