// Reading a member's subscription: the get-active answer and the row behind it.
import { and, eq, ne, sql } from "drizzle-orm";
import type { ActiveSubscription, SubscriptionJson } from "../../core/api/billing";
import { allowances } from "../../core/billing/catalog";
import { renewalGraceMs } from "../../core/billing/renewals";
import type { Db } from "../db/client";
import { subscriptions, type Subscription } from "../db/schema";
import { chatLimiterOf, type ChatLimiters } from "../shared/chat-limiter";
import { planGrantedSql } from "../shared/plan-granted";
import { ykAnswer, type YkAnswer } from "./yookassa/answer";

/** The member's subscription unless it has expired. */
export const currentSubscription = (db: Db, userId: string) =>
  db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, "expired")))
    .get();

/** The member's row, expired or not (an old one keeps its provider customer). */
export const subscriptionRow = (db: Db, userId: string) =>
  db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();

/** Chat messages left this month: the member's limiter counts them. */
async function chatMessagesLeft(limiters: ChatLimiters, sub: Subscription, now: number): Promise<number> {
  const limit = allowances[sub.plan].chatMessages;
  if (limit === 0) return 0;
  const usage = await chatLimiterOf(limiters, sub.userId).usage(now, limit);
  return usage.remaining;
}

/**
 * Time machine previews the member can spend now: the row's count while it still grants Pro, by
 * the rule the Time machine spends them by (plan-granted.ts); none once the period (and its
 * grace) is over, though the daily run has not marked the row expired yet.
 */
async function previewsLeft(db: Db, sub: Subscription, now: number): Promise<number> {
  if (sub.plan !== "PRO") return 0;
  const row = await db
    .select({ left: subscriptions.predicatesLeft })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, sub.userId), eq(subscriptions.plan, "PRO"), sql.raw(planGrantedSql(now))))
    .get();
  return row?.left ?? 0;
}

/**
 * Stripe and the sandbox: the card they reported, and a renewal they said is unpaid (the plan then
 * lasts the grace after the paid period, apply-event.ts); their own pages and receipts say the rest.
 */
const providerAnswer = (sub: Subscription): YkAnswer => ({
  method: sub.last4 ? { kind: "card", last4: sub.last4, brand: null } : null,
  nextCharge: null,
  pastDue:
    sub.unpaidSince && sub.status === "active"
      ? {
          failedAt: sub.unpaidSince.toISOString(),
          nextAttempt: null,
          providerRetries: true,
          graceEnds: new Date(sub.currentPeriodEnd.getTime() + renewalGraceMs).toISOString(),
        }
      : null,
  refundableUntil: null,
});

export async function activeSubscriptionJson(
  db: Db,
  limiters: ChatLimiters,
  sub: Subscription,
  now: number,
): Promise<ActiveSubscription> {
  const more = sub.provider === "yookassa" ? await ykAnswer(db, sub.subscriptionId, now) : providerAnswer(sub);
  return {
    plan: sub.plan,
    interval: sub.interval,
    status: sub.status,
    // Another plan keeps the month's count for a return to Pro, but grants no previews.
    predicatesLeft: await previewsLeft(db, sub, now),
    chatMessagesLeft: await chatMessagesLeft(limiters, sub, now),
    paymentMethodId: sub.paymentMethodId,
    ends: sub.currentPeriodEnd.toISOString(),
    canceled: sub.status === "canceled",
    lastFourNumbers: sub.last4,
    provider: sub.provider,
    currency: sub.currency,
    ...more,
  };
}

/** The get-active answer: the subscription, or null (an empty body) on FREE. */
export async function subscriptionAnswer(db: Db, limiters: ChatLimiters, userId: string, now: number): Promise<SubscriptionJson> {
  const sub = await currentSubscription(db, userId);
  return sub ? activeSubscriptionJson(db, limiters, sub, now) : null;
}
