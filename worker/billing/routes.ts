// Billing: checkout, plan changes, cancel and renew, payment method, the providers' calls
// (Stripe's webhook, YooKassa's notifications), and GET /api/subscription/get-active. Ruble
// checkouts go through YooKassa when it is configured; a subscription is changed through the
// provider it was bought from.
import { Hono, type Context } from "hono";
import type { CheckoutJson, PaymentMethodJson } from "../../core/api/billing";
import { currencyFor, priceFor } from "../../core/billing/catalog";
import type { PaymentProvider } from "../../core/billing/subscription";
import { checkoutSchema, paymentMethodSchema } from "../../core/validation/billing";
import { appOrigin, appUrl } from "../shared/app-url";
import { memberOf, requireUser } from "../shared/require-user";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { WebhookError, type PaymentsPort, type SubscriptionState } from "../platform/payments/port";
import { jsonBody } from "../platform/validate";
import { applyPaymentEvent, applyProviderAnswer } from "./apply-event";
import { rememberTimeZone } from "./member-time-zone";
import { productName } from "./product-name";
import { paymentsFor } from "./provider";
import { currentSubscription, subscriptionAnswer, subscriptionRow } from "./subscription";
import { changeWaiting } from "./yookassa/changes";
import { yookassaFor } from "./yookassa/config";
import { receiveNotification } from "./yookassa/notifications";

function payments(c: Context<AppEnv>) {
  const p = paymentsFor(c.env, c.var.db, appOrigin(c), () => c.var.clock.now());
  if (!p) throw new ApiError(503, "payments_unavailable");
  return p;
}

const yookassa = (c: Context<AppEnv>) => yookassaFor(c.env, c.var.db, appOrigin(c), () => c.var.clock.now());

/** The port of the provider a subscription was bought from. */
function portOf(c: Context<AppEnv>, provider: PaymentProvider): PaymentsPort {
  if (provider !== "yookassa") return payments(c).port;
  const yk = yookassa(c);
  if (!yk) throw new ApiError(503, "payments_unavailable");
  return yk.port;
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
  // YooKassa calls this; what it says is read back from its API (no session).
  .post("/yookassa/notifications", receiveNotification)
  .use(requireUser)
  .post("/checkout", jsonBody(checkoutSchema), async (c) => {
    const { plan, interval, from, timeZone } = c.req.valid("json");
    const member = memberOf(c);
    const locale = c.get("locale");
    await rememberTimeZone(c.var.db, member.id, timeZone);
    // The member's row, expired or not: a live one changes plans, an old one keeps its customer.
    const row = await subscriptionRow(c.var.db, member.id);
    if (row && row.status !== "expired") {
      const port = portOf(c, row.provider);
      // Choosing the current plan again: YooKassa's waiting change is taken back; else nothing to do.
      const same = row.plan === plan && row.interval === interval;
      if (same && !(row.provider === "yookassa" && (await changeWaiting(c.var.db, row.subscriptionId))))
        throw new ApiError(409, "already_subscribed");
      // In the subscription's own currency, not the one of the language the member now uses.
      const change = { plan, interval, currency: row.currency, amount: priceFor(plan, interval, row.currency) };
      const changed = await port.changePlan(row, change);
      await applyAnswer(c, port, changed);
      // Its payment was declined or needs the member: the plan stays until the provider says it is paid.
      if (changed?.pendingUpdate) throw new ApiError(402, "plan_change_unpaid");
      return c.json({ changed: true } satisfies CheckoutJson);
    }
    const currency = currencyFor(locale);
    const amount = priceFor(plan, interval, currency);
    // Rubles through YooKassa when it is there; otherwise (and for dollars) the card provider.
    const port = (currency === "RUB" && yookassa(c)?.port) || payments(c).port;
    if (row && row.provider === port.name && port.name !== "yookassa") {
      const current = await port.subscription(row.subscriptionId);
      // Paid at the provider, though its news has not reached the row (an open invoice paid just
      // now, webhooks late): that subscription is the member's plan, and nothing new is sold.
      if (current && ["active", "trialing"].includes(current.status)) {
        await applyAnswer(c, port, current);
        throw new ApiError(409, "already_subscribed");
      }
      // The plan ended with a renewal still unpaid (past its grace), which the provider may yet
      // charge: it stops before a new subscription starts, so the member never pays for both.
      if (current && ["past_due", "unpaid", "incomplete"].includes(current.status)) await port.cancelNow(row, { refund: false });
    }
    // One provider customer per member: the one the old row names, else found or made once.
    const customerId =
      row?.provider === port.name ? row.customerId : await port.customerFor({ userId: member.id, email: member.email });
    const checkout = await port.createCheckout({
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
      const port = portOf(c, sub.provider);
      await applyAnswer(c, port, await port.setCancelAtPeriodEnd(sub, true));
    }
    return answer(c, sub.userId);
  })
  .post("/renew", async (c) => {
    const sub = await mustHaveSubscription(c);
    if (sub.status === "canceled") {
      const port = portOf(c, sub.provider);
      await applyAnswer(c, port, await port.setCancelAtPeriodEnd(sub, false));
    }
    return answer(c, sub.userId);
  })
  .post("/payment-method", jsonBody(paymentMethodSchema), async (c) => {
    const { from, timeZone } = c.req.valid("json");
    const sub = await mustHaveSubscription(c);
    await rememberTimeZone(c.var.db, sub.userId, timeZone);
    const url = await portOf(c, sub.provider).paymentMethodUrl(sub, appUrl(c, `${from}?card=updated`), c.get("locale"));
    return c.json({ url } satisfies PaymentMethodJson);
  });
