// The sandbox payment provider (local runs and tests): its own checkout page with test cards,
// and subscriptions it bills itself. It reports every change as a Stripe-format event, signed
// with its secret and handed to the same parse-and-apply path as Stripe's webhooks.
import { and, eq, lte } from "drizzle-orm";
import type { Interval } from "../../../core/billing/catalog";
import type { Db } from "../../db/client";
import { sandboxCheckouts, sandboxSubscriptions } from "../../db/schema";
import { parseStripeEvent } from "./stripe-events";
import { signPayload, verifySignature } from "./stripe-signature";
import type { PaymentsPort, PaymentEvent } from "./port";

/** The test cards, as in Stripe's test mode. */
const testCards = {
  success: "4242424242424242",
  declined: "4000000000000002",
  authenticate: "4000002500003155",
} as const;

export type PayOutcome = "paid" | "declined" | "requires_action" | "unknown_card" | "not_open";

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

export function createSandboxPayments({
  db,
  secret,
  deliver,
  baseUrl,
}: {
  db: Db;
  secret: string;
  deliver: Deliver;
  baseUrl: string;
}) {
  /** A Stripe-shaped subscription event about `sub`, signed and delivered. */
  async function emit(type: string, sub: SandboxSub, now: number) {
    const event = {
      id: randomId("evt"),
      object: "event",
      created: Math.floor(now / 1000),
      type,
      data: {
        object: {
          id: sub.id,
          object: "subscription",
          customer: sub.customerId,
          status: sub.status,
          cancel_at_period_end: sub.cancelAtPeriodEnd,
          items: { data: [{ current_period_end: Math.floor(sub.currentPeriodEnd.getTime() / 1000) }] },
          default_payment_method: { id: sub.paymentMethodId, card: { last4: sub.last4 } },
          metadata: { userId: sub.userId, plan: sub.plan, interval: sub.interval },
        },
      },
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

  async function startSubscription(checkoutId: string, card: string, now: number) {
    const checkout = (await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId)).get())!;
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
    await db.batch([
      db.insert(sandboxSubscriptions).values(sub),
      db.update(sandboxCheckouts).set({ status: "complete" }).where(eq(sandboxCheckouts.id, checkoutId)),
    ]);
    await emit("customer.subscription.created", sub, now);
  }

  const port: PaymentsPort = {
    name: "sandbox",
    async createCheckout(req) {
      const id = randomId("cs");
      await db
        .insert(sandboxCheckouts)
        .values({
          id,
          userId: req.userId,
          customerId: req.customerId ?? randomId("cus"),
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
        Date.now(),
      );
      return null;
    },
    async setCancelAtPeriodEnd(sub, cancel) {
      await update(sub.subscriptionId, { cancelAtPeriodEnd: cancel }, "customer.subscription.updated", Date.now());
      return null;
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

    /** The checkout page's "Pay": test cards succeed, are declined, or ask for authentication. */
    async pay(checkoutId: string, rawCard: string, now: number): Promise<PayOutcome> {
      const checkout = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId)).get();
      if (!checkout || checkout.status !== "open") return "not_open";
      const card = rawCard.replace(/[\s-]/g, "");
      if (card === testCards.declined) return "declined";
      if (card === testCards.authenticate) {
        await db.update(sandboxCheckouts).set({ status: "requires_action" }).where(eq(sandboxCheckouts.id, checkoutId)).run();
        return "requires_action";
      }
      if (card !== testCards.success) return "unknown_card";
      await startSubscription(checkoutId, card, now);
      return "paid";
    },

    /** The 3-D Secure step: approving pays with the authentication card, failing reopens the checkout. */
    async authenticate(checkoutId: string, approve: boolean, now: number): Promise<PayOutcome> {
      const checkout = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkoutId)).get();
      if (!checkout || checkout.status !== "requires_action") return "not_open";
      if (!approve) {
        await db.update(sandboxCheckouts).set({ status: "open" }).where(eq(sandboxCheckouts.id, checkoutId)).run();
        return "declined";
      }
      await startSubscription(checkoutId, testCards.authenticate, now);
      return "paid";
    },

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
