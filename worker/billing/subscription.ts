// Reading a member's subscription: the get-active answer (SPEC section 7) and the row behind it.
import { and, eq, ne } from "drizzle-orm";
import { allowances } from "../../core/billing/catalog";
import type { ActiveSubscription } from "../../core/billing/subscription";
import { getDb } from "../db/client";
import { subscriptions, type Subscription } from "../db/schema";

/** The member's subscription unless it has expired. */
export const currentSubscription = (d1: D1Database, userId: string) =>
  getDb(d1)
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, "expired")))
    .get();

/** Chat messages left this month: the member's limiter counts them (one Durable Object each). */
async function chatMessagesLeft(env: Cloudflare.Env, sub: Subscription, now: number): Promise<number> {
  const limit = allowances[sub.plan].chatMessages;
  if (limit === 0) return 0;
  const usage = await env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(sub.userId)).usage(now, limit);
  return usage.remaining;
}

export async function activeSubscriptionJson(env: Cloudflare.Env, sub: Subscription, now: number): Promise<ActiveSubscription> {
  return {
    plan: sub.plan,
    interval: sub.interval,
    status: sub.status,
    predicatesLeft: sub.predicatesLeft,
    chatMessagesLeft: await chatMessagesLeft(env, sub, now),
    paymentMethodId: sub.paymentMethodId,
    ends: sub.currentPeriodEnd.toISOString(),
    canceled: sub.status === "canceled",
    lastFourNumbers: sub.last4,
    provider: sub.provider,
  };
}
