// The daily run of the subscriptions the app runs itself (YooKassa, decision 0050): the cron
// queues every subscription with something due (renewals-queue.ts), and the queue's consumer
// (renewals-queue-consumer.ts) settles each one here: charges the saved method of one whose
// renewal is due, ends one canceled at its period's end, and ends one whose every try failed and
// whose grace is over (with an e-mail). A task of its own settles the pages deleted members left
// open (open-at-deletion.ts).
import { and, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { priceFor, type PaidPlan } from "../../../core/billing/catalog";
import { renewalTries } from "../../../core/billing/renewals";
import { users, yookassaPayments, yookassaSubscriptions } from "../../db/schema";
import type { CronTask } from "../../platform/cron-task";
import { ykAmount, type YkPayment } from "../../platform/payments/yookassa/api";
import { receiptFor } from "../../platform/payments/yookassa/receipt";
import { productName } from "../product-name";
import { yookassaFor } from "./config";
import { changedAt } from "./changes";
import type { YkContext } from "./context";
import { sweepOpenAtDeletion } from "./open-at-deletion";
import { mailMember, renewalFailed, settleRenewal, type RenewalResult } from "./renewal";
import { subscriptionEndedMail } from "./renewal-mails";
import { endingDue, queueRenewals, queuedLeaseMs, renewalsContext, takenMark, type RenewalMessage } from "./renewals-queue";
import { isLive, liveStatuses, newPaymentRow, publish, ykSubscription, type YkSubscription } from "./store";
import { errorText } from "../../platform/error-text";

const live = inArray(yookassaSubscriptions.status, liveStatuses);

/**
 * A claimed charge that never got an answer (the consumer stopped) is tried again after this
 * long. Longer than the cron's mark (queuedLeaseMs, 5 hours from the run): the claim, made at the
 * run's time or later, never moves next_attempt_at back onto the mark, so a message delivered
 * again finds the charge claimed.
 */
const claimLeaseMs = queuedLeaseMs + 60 * 60 * 1000;

/**
 * Takes the charge the cron queued for this consumer: moves next_attempt_at from the cron's mark
 * to the lease from now only if it is still the mark, so a message delivered twice, or to two
 * consumers at once, charges once.
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
 * The period's charges YooKassa answered as declined (their rows are written once answered). A
 * try whose call failed without an answer counts among the failed tries but not here: the next
 * try asks again under its key, in case the charge went through.
 */
async function declinedTries(ctx: YkContext, sub: YkSubscription): Promise<number> {
  const p = yookassaPayments;
  const row = await ctx.db
    .select({ n: sql<number>`COUNT(*)` })
    .from(p)
    .where(
      and(eq(p.subscriptionId, sub.id), eq(p.kind, "renewal"), eq(p.status, "canceled"), gte(p.createdAt, sub.currentPeriodEnd)),
    )
    .get();
  return Number(row?.n ?? 0);
}

/**
 * One key per period, declined try and request: a run that stops after charging, or whose call
 * got no answer, and is run again gets the same payment; a try after a decline, or a request that
 * changed meanwhile (a plan change, a new price, the member's e-mail or language) is a new one,
 * which YooKassa would refuse under the old key. Hashed to stay within YooKassa's 64 characters.
 */
async function renewalKey(ctx: YkContext, sub: YkSubscription, request: object): Promise<string> {
  const text = `${sub.id}:${sub.currentPeriodEnd.getTime()}:${await declinedTries(ctx, sub)}:${JSON.stringify(request)}`;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const base64 = btoa(String.fromCharCode(...digest));
  return `renewal:${base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}

/** Charges the saved method for the next period (the plan a change waits with, if any). */
async function charge(ctx: YkContext, sub: YkSubscription, now: number): Promise<RenewalResult | "taken" | "no_member"> {
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
  const key = await renewalKey(ctx, sub, request);
  let payment: YkPayment;
  try {
    payment = await ctx.api.createPayment(request, key);
  } catch (err) {
    await unanswered(ctx, sub, { plan, amount }, now);
    throw err;
  }
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

/**
 * A charge whose call failed (YooKassa unreachable, 5xx, a refusal): a failed try like a declined
 * one, so a renewal YooKassa never answers lapses after the same tries and grace instead of being
 * tried every day. The next try is the next run, under the same key (the charge may have gone
 * through; its notification then renews the period); the last one is a failed renewal as a
 * decline's (past due, the e-mail, the end after the grace). Only while this run's claim holds.
 */
async function unanswered(ctx: YkContext, sub: YkSubscription, charge: { plan: PaidPlan; amount: number }, now: number) {
  const failures = sub.failedAttempts + 1;
  if (failures >= renewalTries) {
    const claimed = await ykSubscription(ctx.db, sub.id);
    const holds = isLive(claimed) && claimed.nextAttemptAt?.getTime() === now + claimLeaseMs;
    if (holds) await renewalFailed(ctx, claimed, charge, now);
    return;
  }
  await ctx.db
    .update(yookassaSubscriptions)
    .set({ failedAttempts: failures })
    .where(and(eq(yookassaSubscriptions.id, sub.id), live, eq(yookassaSubscriptions.nextAttemptAt, new Date(now + claimLeaseMs))))
    .run();
}

/** Ends a subscription at once if it is still live and `still` holds (its member goes back to FREE through the one payment handler). */
async function end(ctx: YkContext, sub: YkSubscription, now: number, type: string, still: SQL | undefined): Promise<boolean> {
  const ended = await ctx.db
    .update(yookassaSubscriptions)
    .set({ status: "canceled", nextAttemptAt: null, updatedAt: changedAt(now) })
    .where(and(eq(yookassaSubscriptions.id, sub.id), live, still))
    .returning({ id: yookassaSubscriptions.id })
    .get();
  if (!ended) return false;
  await publish(ctx, sub.id, type);
  return true;
}

export type RenewalOutcome = Awaited<ReturnType<typeof charge>> | "ended" | "expired" | "not due" | "gone" | "error";

/**
 * What is due of one subscription the cron queued at `at`, as it is now (ctx.now(): the cron's
 * time plus how long the message waited): canceled and its period over, it ends; its charge taken
 * by this run, it is charged; every try failed and the grace over, it ends and the member is told.
 */
export async function renewSubscription(ctx: YkContext, id: string, at: number): Promise<RenewalOutcome> {
  const now = ctx.now();
  const sub = await ykSubscription(ctx.db, id);
  // Ended meanwhile (refunded, the account deleted, a duplicate), or not the app's.
  if (!isLive(sub)) return "gone";
  const { canceled, lapsed } = endingDue(now);
  if (sub.cancelAtPeriodEnd) {
    // Canceled by the member: the period has ended, nothing is charged.
    if (sub.currentPeriodEnd.getTime() > now) return "not due";
    return (await end(ctx, sub, now, "subscription.ended", canceled)) ? "ended" : "gone";
  }
  if (sub.nextAttemptAt?.getTime() === takenMark(at)) return charge(ctx, sub, now);
  // Only a renewal tried and failed at every try (no try left) ends after the grace.
  if (sub.nextAttemptAt !== null || !(await end(ctx, sub, now, "subscription.expired", lapsed))) return "not due";
  await mailMember(ctx, sub.userId, (member) =>
    subscriptionEndedMail({ ...member, plan: sub.plan, billingUrl: `${ctx.baseUrl}/billing` }),
  );
  return "expired";
}

/**
 * A message's subscriptions, each in turn; one that throws (YooKassa down, a refused request) is
 * logged and counted, and the others go on: a charge claimed comes back after the lease, with the
 * same idempotence key, as one of its tries (see unanswered). Answers false when every one threw
 * (the database, not a subscription's data), so the queue delivers the message again.
 */
export async function renewMessage(
  ctx: YkContext,
  { at, members }: RenewalMessage,
  counts: Record<string, number>,
): Promise<boolean> {
  const ids = [...new Set(members)];
  let failed = 0;
  for (const id of ids) {
    let outcome: RenewalOutcome;
    try {
      outcome = await renewSubscription(ctx, id, at);
    } catch (err) {
      failed += 1;
      outcome = "error";
      console.error(
        JSON.stringify({
          level: "error",
          event: "renewal_failed",
          subscription: id,
          error: errorText(err),
        }),
      );
    }
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return failed < ids.length;
}

/** What a run did, as its record says it: "renewed 3, failed 1", or "nothing due". */
export const reportOf = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(", ") || "nothing due";

/** The daily run's task: queues what is due; without YooKassa configured (and no double) there is nothing to do. */
export const yookassaRenewals: CronTask = {
  name: "yookassa-renewals",
  async run({ env, db, now }) {
    if (!renewalsContext(env, db, now)) return "yookassa off";
    const { charges, endings, messages } = await queueRenewals(db, env.RENEWALS, now);
    return `queued ${charges} charges and ${endings} endings in ${messages} messages`;
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
