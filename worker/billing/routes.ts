// Billing (issue 6): checkout, plan changes, cancel and renew, payment method, the provider's
// webhook, and GET /api/subscription/get-active (SPEC section 7).
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { currencyFor, priceFor } from "../../core/billing/catalog";
import { checkoutSchema, paymentMethodSchema } from "../../core/validation/billing";
import { appUrl } from "../auth/accounts";
import { memberOf, requireUser } from "../auth/require-user";
import { getDb } from "../db/client";
import { subscriptions, type Subscription } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { WebhookError, type SubscriptionState } from "../platform/payments/port";
import { jsonBody } from "../platform/validate";
import { applyPaymentEvent } from "./apply-event";
import { productName } from "./product-name";
import { paymentsOf } from "./provider";
import { activeSubscriptionJson, currentSubscription } from "./subscription";

function payments(c: Context<AppEnv>) {
  const p = paymentsOf(c);
  if (!p) throw new ApiError(503, "payments_unavailable");
  return p;
}

async function answer(c: Context<AppEnv>, userId: string) {
  c.header("Cache-Control", "no-store");
  const sub = await currentSubscription(c.env.DB, userId);
  // An empty body means FREE (SPEC section 7).
  if (!sub) return c.body(null, 200);
  return c.json(await activeSubscriptionJson(c.env, sub, Date.now()));
}

async function mustHaveSubscription(c: Context<AppEnv>) {
  const sub = await currentSubscription(c.env.DB, memberOf(c).id);
  if (!sub) throw new ApiError(404, "no_subscription");
  return sub;
}

/**
 * A provider that answers a change with the changed subscription (Stripe) has it applied now,
 * through the webhook's own handler, so the member sees the change before the webhook lands.
 */
async function applyAnswer(c: Context<AppEnv>, sub: Subscription, state: SubscriptionState | null) {
  if (!state) return;
  const now = Date.now();
  // Stripe's clock counts seconds: the webhook of this very change is then not "older".
  const created = Math.floor(now / 1000) * 1000;
  await applyPaymentEvent(c.env.DB, sub.provider, { id: `answer:${state.id}:${now}`, created, type: "api.answer", subscription: state }, now);
}

export const billingRoutes = new Hono<AppEnv>()
  // Stripe calls this; its signature is the authentication (no session).
  .post("/webhook", async (c) => {
    const p = payments(c);
    const raw = await c.req.text();
    const now = Date.now();
    try {
      const event = await p.port.parseWebhook(raw, c.req.header("Stripe-Signature") ?? null, now);
      const result = await applyPaymentEvent(c.env.DB, p.port.name, event, now);
      return c.json({ received: true, result });
    } catch (err) {
      if (err instanceof WebhookError) throw new ApiError(400, "webhook_invalid", undefined, { "X-Webhook-Error": err.reason });
      throw err;
    }
  })
  .use(requireUser)
  .post("/checkout", jsonBody(checkoutSchema), async (c) => {
    const { plan, interval, from } = c.req.valid("json");
    const member = memberOf(c);
    const p = payments(c);
    const locale = c.get("locale");
    const currency = currencyFor(locale);
    const amount = priceFor(plan, interval, currency);
    // The member's row, expired or not: a live one changes plans, an old one keeps its customer.
    const row = await getDb(c.env.DB).select().from(subscriptions).where(eq(subscriptions.userId, member.id)).get();
    if (row && row.status !== "expired") {
      if (row.plan === plan && row.interval === interval) throw new ApiError(409, "already_subscribed");
      await applyAnswer(c, row, await p.port.changePlan(row, { plan, interval, currency, amount }));
      return c.json({ changed: true });
    }
    const checkout = await p.port.createCheckout({
      userId: member.id,
      email: member.email,
      plan,
      interval,
      currency,
      amount,
      locale,
      productName: productName(c.env.APP_NAME, plan, interval, locale),
      successUrl: appUrl(c, `${from}?checkout=success`),
      cancelUrl: appUrl(c, `${from}?checkout=canceled`),
      customerId: row?.customerId ?? null,
    });
    return c.json({ url: checkout.url });
  });

export const subscriptionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/get-active", (c) => answer(c, memberOf(c).id))
  .post("/cancel", async (c) => {
    const sub = await mustHaveSubscription(c);
    if (sub.status === "active") await applyAnswer(c, sub, await payments(c).port.setCancelAtPeriodEnd(sub, true));
    return answer(c, sub.userId);
  })
  .post("/renew", async (c) => {
    const sub = await mustHaveSubscription(c);
    if (sub.status === "canceled") await applyAnswer(c, sub, await payments(c).port.setCancelAtPeriodEnd(sub, false));
    return answer(c, sub.userId);
  })
  .post("/payment-method", jsonBody(paymentMethodSchema), async (c) => {
    const { from } = c.req.valid("json");
    const sub = await mustHaveSubscription(c);
    const url = await payments(c).port.paymentMethodUrl(sub, appUrl(c, `${from}?card=updated`), c.get("locale"));
    return c.json({ url });
  });
