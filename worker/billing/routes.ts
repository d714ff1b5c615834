// Billing: checkout, plan changes, cancel and renew, payment method, the provider's
// webhook, and GET /api/subscription/get-active.
import { Hono, type Context } from "hono";
import type { CheckoutJson, PaymentMethodJson } from "../../core/api/billing";
import { currencyFor, priceFor } from "../../core/billing/catalog";
import { checkoutSchema, paymentMethodSchema } from "../../core/validation/billing";
import { appOrigin, appUrl } from "../shared/app-url";
import { memberOf, requireUser } from "../shared/require-user";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { WebhookError, type PaymentsPort, type SubscriptionState } from "../platform/payments/port";
import { jsonBody } from "../platform/validate";
import { applyPaymentEvent, applyProviderAnswer } from "./apply-event";
import { productName } from "./product-name";
import { paymentsFor } from "./provider";
import { currentSubscription, subscriptionAnswer, subscriptionRow } from "./subscription";

function payments(c: Context<AppEnv>) {
  const p = paymentsFor(c.env, c.var.db, appOrigin(c), () => c.var.clock.now());
  if (!p) throw new ApiError(503, "payments_unavailable");
  return p;
}

async function answer(c: Context<AppEnv>, userId: string) {
  c.header("Cache-Control", "no-store");
  const sub = await subscriptionAnswer(c.var.db, c.env.CHAT_LIMITER, userId, c.var.clock.now());
  // An empty body means FREE.
  return sub ? c.json(sub) : c.body(null, 200);
}

async function mustHaveSubscription(c: Context<AppEnv>) {
  const sub = await currentSubscription(c.var.db, memberOf(c).id);
  if (!sub) throw new ApiError(404, "no_subscription");
  return sub;
}

const applyAnswer = (c: Context<AppEnv>, port: PaymentsPort, state: SubscriptionState | null) =>
  applyProviderAnswer(c.var.db, port, state, c.var.clock.now());

export const billingRoutes = new Hono<AppEnv>()
  // Stripe calls this; its signature is the authentication (no session).
  .post("/webhook", async (c) => {
    const p = payments(c);
    const raw = await c.req.text();
    const now = c.var.clock.now();
    try {
      const event = await p.port.parseWebhook(raw, c.req.header("Stripe-Signature") ?? null, now);
      const result = await applyPaymentEvent(c.var.db, p.port, event, now);
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
    const row = await subscriptionRow(c.var.db, member.id);
    if (row && row.status !== "expired") {
      if (row.plan === plan && row.interval === interval) throw new ApiError(409, "already_subscribed");
      await applyAnswer(c, p.port, await p.port.changePlan(row, { plan, interval, currency, amount }));
      return c.json({ changed: true } satisfies CheckoutJson);
    }
    // One provider customer per member: the one the old row names, else found or made once.
    const customerId =
      row?.provider === p.port.name ? row.customerId : await p.port.customerFor({ userId: member.id, email: member.email });
    const checkout = await p.port.createCheckout({
      userId: member.id,
      plan,
      interval,
      currency,
      amount,
      locale,
      productName: productName(c.env.APP_NAME, plan, interval, locale),
      successUrl: appUrl(c, `${from}?checkout=success`),
      cancelUrl: appUrl(c, `${from}?checkout=canceled`),
      customerId,
    });
    return c.json({ url: checkout.url } satisfies CheckoutJson);
  });

export const subscriptionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/get-active", (c) => answer(c, memberOf(c).id))
  .post("/cancel", async (c) => {
    const sub = await mustHaveSubscription(c);
    if (sub.status === "active") {
      const { port } = payments(c);
      await applyAnswer(c, port, await port.setCancelAtPeriodEnd(sub, true));
    }
    return answer(c, sub.userId);
  })
  .post("/renew", async (c) => {
    const sub = await mustHaveSubscription(c);
    if (sub.status === "canceled") {
      const { port } = payments(c);
      await applyAnswer(c, port, await port.setCancelAtPeriodEnd(sub, false));
    }
    return answer(c, sub.userId);
  })
  .post("/payment-method", jsonBody(paymentMethodSchema), async (c) => {
    const { from } = c.req.valid("json");
    const sub = await mustHaveSubscription(c);
    const url = await payments(c).port.paymentMethodUrl(sub, appUrl(c, `${from}?card=updated`), c.get("locale"));
    return c.json({ url } satisfies PaymentMethodJson);
  });
