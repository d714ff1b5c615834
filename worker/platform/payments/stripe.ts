// The production payments adapter: Stripe's REST API over fetch (no SDK: workerd, and five calls).
// Requests follow https://docs.stripe.com/api: form-encoded bodies with bracketed keys, a pinned
// Stripe-Version, and idempotency keys on the POSTs that create something.
import { idOf, isObj, str, type Obj } from "./json";
import { parseStripeEvent, readSubscription } from "./stripe-events";
import { verifySignature } from "./stripe-signature";
import type { PaymentsPort } from "./port";

const apiBase = "https://api.stripe.com";
/** Pinned so a change of the account's default version cannot change what we send or read. */
export const stripeApiVersion = "2026-09-30.endive";

/** A non-2xx answer. The message names Stripe's error type and code, never the key or the body sent. */
class StripeApiError extends Error {
  override name = "StripeApiError";
  constructor(
    readonly status: number,
    readonly type: string | null,
    readonly code: string | null,
    readonly requestId: string | null,
    request: string,
  ) {
    super(
      `Stripe answered ${status} to ${request}: ${[type, code].filter(Boolean).join("/") || "no error details"}${requestId ? ` (request ${requestId})` : ""}`,
    );
  }
}

/**
 * Stripe's form encoding: nested objects and arrays become bracketed keys
 * (`line_items[0][price_data][currency]=usd`); null and undefined are left out.
 */
export function formEncode(value: Obj): string {
  const pairs: string[] = [];
  const walk = (key: string, v: unknown) => {
    if (v === undefined || v === null) return;
    if (Array.isArray(v)) v.forEach((item, i) => walk(`${key}[${i}]`, item));
    else if (isObj(v)) for (const [k, inner] of Object.entries(v)) walk(`${key}[${k}]`, inner);
    else pairs.push(`${encodeURIComponent(key).replace(/%5B/g, "[").replace(/%5D/g, "]")}=${encodeURIComponent(String(v))}`);
  };
  for (const [k, v] of Object.entries(value)) walk(k, v);
  return pairs.join("&");
}

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  fetch?: typeof fetch;
}

export function createStripePayments({
  secretKey,
  webhookSecret,
  fetch: fetcher = globalThis.fetch,
}: StripeOptions): PaymentsPort {
  async function call(method: "GET" | "POST", path: string, params?: Obj, idempotent = false): Promise<Obj> {
    const headers: Record<string, string> = { Authorization: `Bearer ${secretKey}`, "Stripe-Version": stripeApiVersion };
    if (method === "POST") headers["Content-Type"] = "application/x-www-form-urlencoded";
    // One key per operation, reused by the retry below, so Stripe never creates it twice.
    if (idempotent) headers["Idempotency-Key"] = crypto.randomUUID();
    const init: RequestInit = { method, headers, ...(params ? { body: formEncode(params) } : {}) };
    const request = `${method} ${path}`;
    // Reads and keyed creations are safe to send again when the connection fails (Stripe's own
    // libraries retry these once too); an unkeyed update is not.
    const attempts = method === "GET" || idempotent ? 2 : 1;
    const send = async (): Promise<Response> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await fetcher(`${apiBase}${path}`, init);
        } catch (cause) {
          if (attempt >= attempts) throw new Error(`Stripe unreachable for ${request}`, { cause });
        }
      }
    };
    const res = await send();
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const error = isObj(body) && isObj(body.error) ? body.error : {};
      throw new StripeApiError(res.status, str(error.type), str(error.code), res.headers.get("Request-Id"), request);
    }
    if (!isObj(body)) throw new StripeApiError(res.status, null, "invalid_json", res.headers.get("Request-Id"), request);
    return body;
  }

  const subscriptionPath = (id: string) => `/v1/subscriptions/${encodeURIComponent(id)}`;

  return {
    name: "stripe",

    async createCheckout(req) {
      const metadata = { userId: req.userId, plan: req.plan, interval: req.interval };
      const session = await call(
        "POST",
        "/v1/checkout/sessions",
        {
          mode: "subscription",
          line_items: [
            {
              price_data: {
                currency: req.currency.toLowerCase(),
                unit_amount: req.amount,
                recurring: { interval: req.interval },
                product_data: { name: req.productName },
              },
              quantity: 1,
            },
          ],
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
          client_reference_id: req.userId,
          // A returning member keeps one Stripe customer (and saved cards); a new one is created from the e-mail.
          ...(req.customerId ? { customer: req.customerId } : { customer_email: req.email }),
          locale: req.locale,
          subscription_data: { metadata },
          metadata,
        },
        true,
      );
      const id = str(session.id);
      const url = str(session.url);
      if (!id || !url) throw new Error("Stripe checkout session came back without an id or url");
      return { id, url };
    },

    async changePlan(sub, to) {
      const current = await call("GET", subscriptionPath(sub.subscriptionId));
      const item = isObj(current.items) && Array.isArray(current.items.data) ? current.items.data[0] : undefined;
      const itemId = isObj(item) ? str(item.id) : null;
      // Inline prices on subscription items need an existing product: keep the one already billed.
      const product = isObj(item) && isObj(item.price) ? idOf(item.price.product) : null;
      if (!itemId || !product) throw new Error(`Stripe subscription ${sub.subscriptionId} has no item with a product to change`);
      const userId = isObj(current.metadata) ? str(current.metadata.userId) : null;
      const updated = await call("POST", subscriptionPath(sub.subscriptionId), {
        items: [
          {
            id: itemId,
            price_data: {
              currency: to.currency.toLowerCase(),
              unit_amount: to.amount,
              recurring: { interval: to.interval },
              product,
            },
          },
        ],
        proration_behavior: "create_prorations",
        // Stripe merges metadata keys; userId is sent again so the webhook always finds the member.
        metadata: { ...(userId ? { userId } : {}), plan: to.plan, interval: to.interval },
      });
      // Stripe answers the updated subscription: the app applies it now, the webhook confirms.
      return readSubscription(updated);
    },

    async setCancelAtPeriodEnd(sub, cancel) {
      return readSubscription(await call("POST", subscriptionPath(sub.subscriptionId), { cancel_at_period_end: cancel }));
    },

    async paymentMethodUrl(sub, returnUrl, locale) {
      const session = await call(
        "POST",
        "/v1/billing_portal/sessions",
        { customer: sub.customerId, return_url: returnUrl, locale },
        true,
      );
      const url = str(session.url);
      if (!url) throw new Error("Stripe portal session came back without a url");
      return url;
    },

    async parseWebhook(rawBody, signatureHeader, now) {
      await verifySignature(rawBody, signatureHeader, webhookSecret, now);
      const event = parseStripeEvent(rawBody);
      const s = event.subscription;
      // Events carry the payment method as an id unless expanded; the card's last digits are a
      // nicety on the billing screen, so failing to read them must not lose the event.
      if (s?.paymentMethodId && s.last4 === null) {
        try {
          const pm = await call("GET", `/v1/payment_methods/${encodeURIComponent(s.paymentMethodId)}`);
          s.last4 = isObj(pm.card) ? str(pm.card.last4) : null;
        } catch {
          s.last4 = null;
        }
      }
      return event;
    },
  };
}
