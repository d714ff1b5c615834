// The sandbox payment provider (local runs and tests): its own checkout page with test cards,
// and subscriptions it bills itself. It reports every change as a Stripe-format event, signed
// with its secret and handed to the same parse-and-apply path as Stripe's webhooks.
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Interval } from "../../../core/billing/catalog";
import type { Db } from "../../db/client";
import { sandboxCheckouts, sandboxSubscriptions } from "../../db/schema";
import { parseStripeEvent, readSubscription } from "./stripe-events";
import { signPayload, verifySignature } from "./stripe-signature";
import type { PaymentEvent, SubscriptionState, WebhookPort } from "./port";

/** The test cards, as in Stripe's test mode. */
const testCards = {
  success: "4242424242424242",
  declined: "4000000000000002",
  authenticate: "4000002500003155",
} as const;

export type PayOutcome = "paid" | "declined" | "requires_action" | "unknown_card" | "not_open" | "already_subscribed";

/** Checkouts that can still be paid. */
const payable = ["open", "requires_action"];

/** Delivers a signed event body (the app's webhook path: parse, verify, apply). */
type Deliver = (body: string, signature: string, now: number) => Promise<void>;

const randomId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll("-", "")}`;
const periodEnd = (from: number, interval: Interval) => {
  const d = new Date(from);
  if (interval === "month") d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.getTime();
};

type SandboxSub = typeof sandboxSubscriptions.$inferSelect;
type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;

/** The subscription as a Stripe subscription object (what its events and API answers carry). */
const stripeObject = (sub: SandboxSub) => ({
  id: sub.id,
  object: "subscription",
  customer: sub.customerId,
  status: sub.status,
  created: Math.floor(sub.createdAt.getTime() / 1000),
  cancel_at_period_end: sub.cancelAtPeriodEnd,
  items: {
    data: [{ current_period_end: Math.floor(sub.currentPeriodEnd.getTime() / 1000), price: { currency: sub.currency.toLowerCase(), unit_amount: sub.amount } }],
  },
  default_payment_method: { id: sub.paymentMethodId, card: { last4: sub.last4 } },
  metadata: { userId: sub.userId, plan: sub.plan, interval: sub.interval },
});

export function createSandboxPayments({
  db,
  secret,
  deliver,
  baseUrl,
  now = Date.now,
}: {
  db: Db;
  secret: string;
  deliver: Deliver;
  baseUrl: string;
  /** The time of the changes the port's calls make (the request's clock). */
  now?: () => number;
}) {
  /** A Stripe-shaped subscription event about `sub`, signed and delivered. */
  async function emit(type: string, sub: SandboxSub, now: number) {
    const event = {
      id: randomId("evt"),
      object: "event",
      created: Math.floor(now / 1000),
      type,
      data: { object: stripeObject(sub) },
    };
    const body = JSON.stringify(event);
    await deliver(body, await signPayload(body, secret, now), now);
  }

  async function update(id: string, set: Partial<SandboxSub>, type: string, now: number) {
    await db
      .update(sandboxSubscriptions)
      .set({ ...set, updatedAt: new Date(now) })
      .where(eq(sandboxSubscriptions.id, id))
      .run();
    const sub = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).get();
    if (sub) await emit(type, sub, now);
  }

  /** The member's subscription the sandbox still bills (canceling at the period's end included). */
  const liveSubscriptionOf = (userId: string) =>
    db
      .select({ id: sandboxSubscriptions.id })
      .from(sandboxSubscriptions)
      .where(and(eq(sandboxSubscriptions.userId, userId), eq(sandboxSubscriptions.status, "active")))
      .get();

  /**
   * Pays a checkout: one statement creates the subscription only while the checkout can still
   * be paid and the member has no live subscription, so two checkouts paid at once make one.
   */
  async function startSubscription(checkout: SandboxCheckout, card: string, now: number): Promise<PayOutcome> {
    const sub: SandboxSub = {
      id: randomId("sub"),
      customerId: checkout.customerId,
      userId: checkout.userId,
      plan: checkout.plan,
      interval: checkout.interval,
      currency: checkout.currency,
      amount: checkout.amount,
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(periodEnd(now, checkout.interval)),
      paymentMethodId: randomId("pm"),
      last4: card.slice(-4),
      createdAt: new Date(now),
      updatedAt: new Date(now),
    };
    const t = sandboxSubscriptions;
    const c = sandboxCheckouts;
    const [created] = await db.batch([
      db
        .insert(t)
        .select(
          db
            .select({
              id: sql<string>`${sub.id}`.as("id"),
              customerId: c.customerId,
              userId: c.userId,
              plan: c.plan,
              interval: c.interval,
              currency: c.currency,
              amount: c.amount,
              status: sql<string>`'active'`.as("status"),
              cancelAtPeriodEnd: sql<boolean>`0`.as("cancel_at_period_end"),
              currentPeriodEnd: sql<Date>`${sub.currentPeriodEnd.getTime()}`.as("current_period_end"),
              paymentMethodId: sql<string>`${sub.paymentMethodId}`.as("payment_method_id"),
              last4: sql<string>`${sub.last4}`.as("last4"),
              createdAt: sql<Date>`${now}`.as("created_at"),
              updatedAt: sql<Date>`${now}`.as("updated_at"),
            })
            .from(c)
            .where(
              and(
                eq(c.id, checkout.id),
                inArray(c.status, payable),
                sql`NOT EXISTS (SELECT 1 FROM ${t} WHERE ${t.userId} = ${c.userId} AND ${t.status} = 'active')`,
              ),
            ),
        )
        .returning({ id: t.id }),
      db
        .update(c)
        .set({ status: "complete" })
        .where(and(eq(c.id, checkout.id), sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${sub.id})`)),
    ]);
    if (created.length === 0) {
      // The same checkout paid twice at once is paid; any other means the member already pays.
      const again = await db.select({ status: c.status }).from(c).where(eq(c.id, checkout.id)).get();
      return again?.status === "complete" ? "paid" : "already_subscribed";
    }
    await emit("customer.subscription.created", sub, now);
    return "paid";
  }

  /** Ends a subscription at once: Stripe's "deleted" event follows. */
  async function endNow(id: string, now: number) {
    const ended = await db
      .update(sandboxSubscriptions)
      .set({ status: "canceled", cancelAtPeriodEnd: false, updatedAt: new Date(now) })
      .where(and(eq(sandboxSubscriptions.id, id), eq(sandboxSubscriptions.status, "active")))
      .returning()
      .get();
    if (ended) await emit("customer.subscription.deleted", ended, now);
  }

  const customerOf = async (userId: string) =>
    (
      (await db
        .select({ customerId: sandboxSubscriptions.customerId })
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.userId, userId))
        .get()) ??
      (await db
        .select({ customerId: sandboxCheckouts.customerId })
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.userId, userId))
        .get())
    )?.customerId ?? null;

  const port: WebhookPort = {
    name: "sandbox",
    findCustomer: (member) => customerOf(member.userId),
    // One customer per member, named after the member, so checkouts opened at once share it.
    customerFor: async (member) => (await customerOf(member.userId)) ?? `cus_${member.userId.replaceAll("-", "")}`,
    async createCheckout(req) {
      const id = randomId("cs");
      await db
        .insert(sandboxCheckouts)
        .values({
          id,
          userId: req.userId,
          customerId: req.customerId,
          plan: req.plan,
          interval: req.interval,
          currency: req.currency,
          amount: req.amount,
          locale: req.locale,
          successUrl: req.successUrl,
          cancelUrl: req.cancelUrl,
          status: "open",
        })
        .run();
      return { id, url: `${baseUrl}/sandbox/checkout/${id}` };
    },
    // The sandbox delivers its event before answering, so there is nothing left to apply.
    async changePlan(sub, to) {
      await update(
        sub.subscriptionId,
        { plan: to.plan, interval: to.interval, currency: to.currency, amount: to.amount },
        "customer.subscription.updated",
        now(),
      );
      return null;
    },
    async setCancelAtPeriodEnd(sub, cancel) {
      await update(sub.subscriptionId, { cancelAtPeriodEnd: cancel }, "customer.subscription.updated", now());
      return null;
    },
    async expireOpenCheckouts(customerId) {
      await db
        .update(sandboxCheckouts)
        .set({ status: "expired" })
        .where(and(eq(sandboxCheckouts.customerId, customerId), inArray(sandboxCheckouts.status, payable)))
        .run();
    },
    async subscription(id): Promise<SubscriptionState | null> {
      const sub = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).get();
      return sub ? readSubscription(stripeObject(sub)) : null;
    },
    // The sandbox moves no money, so there is nothing to refund.
    async cancelNow(sub) {
      await endNow(sub.subscriptionId, now());
    },
    async closeCustomer(customerId) {
      const live = await db
        .select({ id: sandboxSubscriptions.id })
        .from(sandboxSubscriptions)
        .where(and(eq(sandboxSubscriptions.customerId, customerId), eq(sandboxSubscriptions.status, "active")))
        .all();
      for (const { id } of live) await endNow(id, now());
      await port.expireOpenCheckouts(customerId);
    },
    async paymentMethodUrl(sub, returnUrl) {
      // The card page sends the member back where they came from (checked there, see cardReturn).
      return `${baseUrl}/sandbox/card/${sub.subscriptionId}?return=${encodeURIComponent(new URL(returnUrl).pathname + new URL(returnUrl).search)}`;
    },
    async parseWebhook(raw, header, now): Promise<PaymentEvent> {
      await verifySignature(raw, header, secret, now);
      return parseStripeEvent(raw);
    },
  };

  return {
    port,
    checkout: (id: string) => db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id)).get(),
    subscription: (id: string) => db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).get(),

    /**
     * The checkout page's "Pay": test cards succeed, are declined, or ask for authentication.
     * A member who already has a live subscription is refused, whatever this checkout sells.
     */
    async pay(checkoutId: string, rawCard: string, now: number): Promise<PayOutcome> {
      const checkout = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId)).get();
      if (!checkout || checkout.status === "complete") return "not_open";
      if (await liveSubscriptionOf(checkout.userId)) return "already_subscribed";
      if (checkout.status !== "open") return "not_open";
      const card = rawCard.replace(/[\s-]/g, "");
      if (card === testCards.declined) return "declined";
      if (card === testCards.authenticate) {
        await db.update(sandboxCheckouts).set({ status: "requires_action" }).where(eq(sandboxCheckouts.id, checkoutId)).run();
        return "requires_action";
      }
      if (card !== testCards.success) return "unknown_card";
      return startSubscription(checkout, card, now);
    },

    /** The 3-D Secure step: approving pays with the authentication card, failing reopens the checkout. */
    async authenticate(checkoutId: string, approve: boolean, now: number): Promise<PayOutcome> {
      const checkout = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId)).get();
      if (!checkout || checkout.status === "complete") return "not_open";
      if (checkout.status !== "requires_action")
        return (await liveSubscriptionOf(checkout.userId)) ? "already_subscribed" : "not_open";
      if (!approve) {
        await db.update(sandboxCheckouts).set({ status: "open" }).where(eq(sandboxCheckouts.id, checkoutId)).run();
        return "declined";
      }
      return startSubscription(checkout, testCards.authenticate, now);
    },

    /** Whether the member has a subscription the sandbox still bills. */
    hasLiveSubscription: async (userId: string) => Boolean(await liveSubscriptionOf(userId)),

    /** The card-update page: a new test card becomes the subscription's payment method. */
    async replaceCard(subscriptionId: string, rawCard: string, now: number): Promise<PayOutcome> {
      const card = rawCard.replace(/[\s-]/g, "");
      if (card === testCards.declined) return "declined";
      if (!Object.values(testCards).includes(card as never)) return "unknown_card";
      await update(
        subscriptionId,
        { paymentMethodId: randomId("pm"), last4: card.slice(-4) },
        "customer.subscription.updated",
        now,
      );
      return "paid";
    },

    /**
     * The sandbox's billing run (daily cron): renews each subscription whose period ended,
     * unless it was canceled, which ends it instead. The declined test card fails renewal.
     */
    async bill(now: number): Promise<{ renewed: number; ended: number }> {
      const due = await db
        .select()
        .from(sandboxSubscriptions)
        .where(and(eq(sandboxSubscriptions.status, "active"), lte(sandboxSubscriptions.currentPeriodEnd, new Date(now))))
        .all();
      let renewed = 0;
      let ended = 0;
      for (const sub of due) {
        if (sub.cancelAtPeriodEnd) {
          await update(sub.id, { status: "canceled" }, "customer.subscription.deleted", now);
          ended += 1;
        } else {
          await update(
            sub.id,
            { currentPeriodEnd: new Date(periodEnd(sub.currentPeriodEnd.getTime(), sub.interval as Interval)) },
            "customer.subscription.updated",
            now,
          );
          renewed += 1;
        }
      }
      return { renewed, ended };
    },
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
