// The one handler for payment events, from Stripe's webhook and from the sandbox alike:
// idempotent by event id, and an event older than the last one applied changes nothing.
import { eq } from "drizzle-orm";
import { allowances } from "../../core/billing/catalog";
import type { SubscriptionStatus } from "../../core/billing/subscription";
import type { Db } from "../db/client";
import { paymentEvents, profiles, subscriptions } from "../db/schema";
import type { PaymentEvent, ProviderName, SubscriptionState } from "../platform/payments/port";

type ApplyResult = "applied" | "duplicate" | "stale" | "ignored";

/** Stripe's subscription status as ours: paying states are active (or canceled at period end). */
function statusOf(stripeStatus: string, cancelAtPeriodEnd: boolean): SubscriptionStatus | null {
  if (["active", "trialing", "past_due"].includes(stripeStatus)) return cancelAtPeriodEnd ? "canceled" : "active";
  if (["canceled", "unpaid", "incomplete_expired"].includes(stripeStatus)) return "expired";
  return null; // incomplete, paused: nothing granted yet
}

export async function applyPaymentEvent(db: Db, provider: ProviderName, event: PaymentEvent, now: number): Promise<ApplyResult> {
  const eventId = `${provider}:${event.id}`;
  if (await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId)).get())
    return "duplicate";
  const record = db
    .insert(paymentEvents)
    .values({ id: eventId, provider, type: event.type, receivedAt: new Date(now) })
    .onConflictDoNothing();

  const s = event.subscription;
  const existingBySub = s ? await db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, s.id)).get() : undefined;
  const userId = s?.userId ?? existingBySub?.userId ?? null;
  const status = s ? statusOf(s.status, s.cancelAtPeriodEnd) : null;
  if (!s || !userId || !status) {
    await record.run();
    return "ignored";
  }
  const existing = existingBySub ?? (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get());
  // Out of order: a delivery older than what is already applied is recorded and skipped.
  if (existing && existing.lastEventAt.getTime() > event.created) {
    await record.run();
    return "stale";
  }
  const plan = s.plan ?? existing?.plan;
  const interval = s.interval ?? existing?.interval;
  if (!plan || !interval) {
    await record.run();
    return "ignored";
  }
  // Pro's monthly previews arrive when Pro starts (new, renewed after expiry, or an upgrade).
  const wasPro = existing?.plan === "PRO" && existing.status !== "expired";
  const predicatesLeft = plan === "PRO" ? (wasPro ? existing.predicatesLeft : allowances.PRO.transformations) : 0;
  const values = {
    provider,
    customerId: s.customerId,
    subscriptionId: s.id,
    plan,
    interval,
    status,
    currentPeriodEnd: new Date(s.currentPeriodEnd || existing?.currentPeriodEnd.getTime() || now),
    paymentMethodId: s.paymentMethodId ?? existing?.paymentMethodId ?? null,
    last4: s.last4 ?? existing?.last4 ?? null,
    predicatesLeft,
    lastEventAt: new Date(event.created),
    updatedAt: new Date(now),
  };
  const grants = status === "expired" ? "FREE" : plan;
  // One batch: the event is recorded only together with its effect.
  await db.batch([
    record,
    db
      .insert(subscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values }),
    // The plan every entitlement check reads (a member without metrics yet gets a bare profile).
    db
      .insert(profiles)
      .values({ id: crypto.randomUUID(), userId, plan: grants })
      .onConflictDoUpdate({ target: profiles.userId, set: { plan: grants, updatedAt: new Date(now) } }),
  ]);
  return "applied";
}

/**
 * A provider that answers a change with the changed subscription (Stripe) has it applied now,
 * through the webhook's own handler, so the member sees the change before the webhook lands.
 */
export async function applyProviderAnswer(db: Db, provider: ProviderName, state: SubscriptionState | null, now: number) {
  if (!state) return;
  // Stripe's clock counts seconds: the webhook of this very change is then not "older".
  const created = Math.floor(now / 1000) * 1000;
  await applyPaymentEvent(
    db,
    provider,
    { id: `answer:${state.id}:${now}`, created, type: "api.answer", subscription: state },
    now,
  );
}
