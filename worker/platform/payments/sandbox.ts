// The sandbox payment provider (local runs and tests): its own checkout page with test cards,
// and subscriptions it bills itself. It reports every change as a Stripe-format event, signed
// with its secret and handed to the same parse-and-apply path as Stripe's webhooks.
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Interval } from "../../../core/billing/catalog";
import type { Db } from "../../db/client";
import { sandboxCheckouts, sandboxSubscriptions } from "../../db/schema";
import { chargesFail, dueNow, pendingUpdateMs, periodEnd, periodStart, testCards } from "./sandbox-charges";
import { parseStripeEvent, readSubscription } from "./stripe-events";
import { signPayload, verifySignature } from "./stripe-signature";
import type { PaymentEvent, SubscriptionState, WebhookPort } from "./port";

export type PayOutcome = "paid" | "declined" | "requires_action" | "unknown_card" | "not_open" | "already_subscribed";

/** Checkouts that can still be paid. */
const payable = ["open", "requires_action"];
/** Subscriptions the sandbox still bills: paid, or a renewal unpaid (Stripe's past_due). */
const billing = ["active", "past_due"];

/** Delivers a signed event body (the app's webhook path: parse, verify, apply). */
type Deliver = (body: string, signature: string, now: number) => Promise<void>;

const randomId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll("-", "")}`;

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
    data: [
      {
        current_period_start: Math.floor(periodStart(sub.currentPeriodEnd.getTime(), sub.interval as Interval) / 1000),
        current_period_end: Math.floor(sub.currentPeriodEnd.getTime() / 1000),
        price: { currency: sub.currency.toLowerCase(), unit_amount: sub.amount },
      },
    ],
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
      .where(and(eq(sandboxSubscriptions.userId, userId), inArray(sandboxSubscriptions.status, billing)))
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
                sql`NOT EXISTS (SELECT 1 FROM ${t} WHERE ${t.userId} = ${c.userId} AND ${t.status} IN ('active', 'past_due'))`,
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
      .where(and(eq(sandboxSubscriptions.id, id), inArray(sandboxSubscriptions.status, billing)))
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
    // As Stripe with `payment_behavior=pending_if_incomplete`: what the change costs now is
    // charged to the saved card, and a charge declined leaves the subscription as it was, the
    // change pending (answered, and dropped: the sandbox has no invoice to pay later). Otherwise
    // the sandbox delivers its event before answering, so there is nothing left to apply.
    async changePlan(sub, to) {
      const at = now();
      const current = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, sub.subscriptionId)).get();
      if (current && chargesFail(current.last4) && dueNow(current, to, at) > 0) {
        const object = stripeObject(current);
        const items = [{ price: { currency: to.currency.toLowerCase(), unit_amount: to.amount, recurring: { interval: to.interval } } }];
        return readSubscription({
          ...object,
          pending_update: { expires_at: Math.floor((at + pendingUpdateMs) / 1000), subscription_items: items },
        });
      }
      await update(
        sub.subscriptionId,
        { plan: to.plan, interval: to.interval, currency: to.currency, amount: to.amount },
        "customer.subscription.updated",
        at,
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
        .where(and(eq(sandboxSubscriptions.customerId, customerId), inArray(sandboxSubscriptions.status, billing)))
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
      if (card === testCards.declined || card === testCards.chargesFail) return "declined";
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

    /**
     * The card-update page: a new test card becomes the subscription's payment method, and an
     * unpaid renewal (past_due) is charged to it at once, as paying Stripe's open invoice would.
     */
    async replaceCard(subscriptionId: string, rawCard: string, now: number): Promise<PayOutcome> {
      const card = rawCard.replace(/[\s-]/g, "");
      if (card === testCards.declined) return "declined";
      if (!Object.values(testCards).includes(card as never)) return "unknown_card";
      const last4 = card.slice(-4);
      const sub = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId)).get();
      const paysRenewal = sub?.status === "past_due" && !chargesFail(last4);
      await update(
        subscriptionId,
        { paymentMethodId: randomId("pm"), last4, ...(paysRenewal ? { status: "active" } : {}) },
        "customer.subscription.updated",
        now,
      );
      return "paid";
    },

    /**
     * The sandbox's billing run (daily cron): renews each subscription whose period ended,
     * unless it was canceled, which ends it instead. A card whose charges fail leaves the renewal
     * unpaid, as Stripe does: the next period begins, past_due, until a card pays it.
     */
    async bill(now: number): Promise<{ renewed: number; ended: number; unpaid: number }> {
      const due = await db
        .select()
        .from(sandboxSubscriptions)
        .where(and(eq(sandboxSubscriptions.status, "active"), lte(sandboxSubscriptions.currentPeriodEnd, new Date(now))))
        .all();
      let renewed = 0;
      let ended = 0;
      let unpaid = 0;
      for (const sub of due) {
        if (sub.cancelAtPeriodEnd) {
          await update(sub.id, { status: "canceled" }, "customer.subscription.deleted", now);
          ended += 1;
          continue;
        }
        const next = new Date(periodEnd(sub.currentPeriodEnd.getTime(), sub.interval as Interval));
        const paid = !chargesFail(sub.last4);
        await update(sub.id, { currentPeriodEnd: next, ...(paid ? {} : { status: "past_due" }) }, "customer.subscription.updated", now);
        if (paid) renewed += 1;
        else unpaid += 1;
      }
      return { renewed, ended, unpaid };
    },
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
