// Billing (issue 6): checkout, plan changes, cancel and renew, payment method, the provider's
// webhook, and GET /api/subscription/get-active (SPEC section 7).
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { currencyFor, priceFor } from "../../core/billing/catalog";
import { checkoutSchema } from "../../core/validation/billing";
import { appUrl } from "../auth/accounts";
import { memberOf, requireUser } from "../auth/require-user";
import { getDb } from "../db/client";
import { subscriptions, users } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { WebhookError } from "../platform/payments/port";
import { jsonBody } from "../platform/validate";
import { applyPaymentEvent } from "./apply-event";
import { paymentsFor } from "./provider";
import { activeSubscriptionJson, currentSubscription } from "./subscription";

function payments(c: Context<AppEnv>) {
  const p = paymentsFor(c.env, appUrl(c, "/").replace(/\/$/, ""));
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
    const currency = currencyFor(c.get("locale"));
    const sub = await currentSubscription(c.env.DB, member.id);
    if (sub) {
      if (sub.plan === plan && sub.interval === interval) throw new ApiError(409, "already_subscribed");
      // A member who pays already moves between plans on the same subscription.
      await p.port.changePlan(sub, { plan, interval, currency, amount: priceFor(plan, interval, currency) });
      return c.json({ changed: true });
    }
    const previous = await getDb(c.env.DB).select({ customerId: subscriptions.customerId }).from(subscriptions).where(eq(subscriptions.userId, member.id)).get();
    const user = (await getDb(c.env.DB).select({ locale: users.locale }).from(users).where(eq(users.id, member.id)).get())!;
    const checkout = await p.port.createCheckout({
      userId: member.id,
      email: member.email,
      plan,
      interval,
      currency,
      amount: priceFor(plan, interval, currency),
      locale: c.get("locale") ?? user.locale,
      successUrl: appUrl(c, `${from}?checkout=success`),
      cancelUrl: appUrl(c, `${from}?checkout=canceled`),
      customerId: previous?.customerId ?? null,
    });
    return c.json({ url: checkout.url });
  });

export const subscriptionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/get-active", (c) => answer(c, memberOf(c).id))
  .post("/cancel", async (c) => {
    const sub = await mustHaveSubscription(c);
    if (sub.status === "active") await payments(c).port.setCancelAtPeriodEnd(sub, true);
    return answer(c, sub.userId);
  })
  .post("/renew", async (c) => {
    const sub = await mustHaveSubscription(c);
    if (sub.status === "canceled") await payments(c).port.setCancelAtPeriodEnd(sub, false);
    return answer(c, sub.userId);
  })
  .post("/payment-method", async (c) => {
    const sub = await mustHaveSubscription(c);
    const url = await payments(c).port.paymentMethodUrl(sub, appUrl(c, "/billing"), c.get("locale"));
    return c.json({ url });
  });
