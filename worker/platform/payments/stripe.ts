// The production payments adapter: Stripe's REST API over fetch (no SDK: workerd, and five calls).
// Requests follow https://docs.stripe.com/api: form-encoded bodies with bracketed keys, a pinned
// Stripe-Version, and idempotency keys on the POSTs that create something or move money.
import { idOf, isObj, str, type Obj } from "./json";
import { parseStripeEvent, readSubscription } from "./stripe-events";
import { verifySignature } from "./stripe-signature";
import type { Member, WebhookPort } from "./port";

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
}: StripeOptions): WebhookPort {
  /**
   * One API call. `key` makes a POST idempotent: `true` for a fresh key per operation, or a key
   * that names the operation itself, so two requests doing the same thing at once do it once.
   */
  async function call(method: "GET" | "POST" | "DELETE", path: string, params?: Obj, key?: string | true): Promise<Obj> {
    const headers: Record<string, string> = { Authorization: `Bearer ${secretKey}`, "Stripe-Version": stripeApiVersion };
    const inBody = method === "POST";
    if (inBody) headers["Content-Type"] = "application/x-www-form-urlencoded";
    // One key per operation, reused by the retries below, so Stripe never does it twice.
    if (key) headers["Idempotency-Key"] = key === true ? crypto.randomUUID() : key;
    const query = !inBody && params ? `?${formEncode(params)}` : "";
    const init: RequestInit = { method, headers, ...(inBody && params ? { body: formEncode(params) } : {}) };
    const request = `${method} ${path}`;
    // Reads and keyed creations are safe to send again when the connection fails (Stripe's own
    // libraries retry these once too); an unkeyed update or a cancellation is not.
    const attempts = method === "GET" || key ? 2 : 1;
    const send = async (): Promise<Response> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await fetcher(`${apiBase}${path}${query}`, init);
        } catch (cause) {
          if (attempt >= attempts) throw new Error(`Stripe unreachable for ${request}`, { cause });
        }
      }
    };
    for (let conflicts = 0; ; conflicts++) {
      const res = await send();
      const body: unknown = await res.json().catch(() => null);
      // 409: the same key is still being worked on by another request; its answer comes shortly.
      if (res.status === 409 && key && conflicts < 3) {
        await new Promise((resolve) => setTimeout(resolve, 250 * (conflicts + 1)));
        continue;
      }
      if (!res.ok) {
        const error = isObj(body) && isObj(body.error) ? body.error : {};
        throw new StripeApiError(res.status, str(error.type), str(error.code), res.headers.get("Request-Id"), request);
      }
      if (!isObj(body)) throw new StripeApiError(res.status, null, "invalid_json", res.headers.get("Request-Id"), request);
      return body;
    }
  }

  /** The objects of a list answer. */
  const listOf = (answer: Obj): Obj[] => (Array.isArray(answer.data) ? answer.data.filter(isObj) : []);
  const subscriptionPath = (id: string) => `/v1/subscriptions/${encodeURIComponent(id)}`;
  const missing = (err: unknown) => err instanceof StripeApiError && err.status === 404;
  /** Statuses after which a subscription bills no more. */
  const ended = new Set(["canceled", "incomplete_expired"]);

  async function findCustomer(member: Member): Promise<string | null> {
    // The list (unlike search) is current at once; the member's id tells their customer from
    // anyone else's with the same address.
    const customers = listOf(await call("GET", "/v1/customers", { email: member.email, limit: 100 }));
    const own = customers.find((c) => isObj(c.metadata) && c.metadata.userId === member.userId);
    return own ? str(own.id) : null;
  }

  async function expireOpenCheckouts(customerId: string) {
    const open = listOf(await call("GET", "/v1/checkout/sessions", { customer: customerId, status: "open", limit: 100 }));
    for (const session of open) {
      const id = str(session.id);
      if (!id) continue;
      try {
        await call("POST", `/v1/checkout/sessions/${encodeURIComponent(id)}/expire`);
      } catch (err) {
        // Completed or expired since the list was read: nothing left to expire.
        if (!(err instanceof StripeApiError && err.status === 400)) throw err;
      }
    }
  }

  return {
    name: "stripe",

    findCustomer,

    async customerFor(member) {
      const found = await findCustomer(member);
      if (found) return found;
      // The key names this member and address, so checkouts opened at once create one customer.
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(member.email)));
      const tag = Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
      const customer = await call(
        "POST",
        "/v1/customers",
        { email: member.email, metadata: { userId: member.userId } },
        `customer-${member.userId}-${tag}`,
      );
      const id = str(customer.id);
      if (!id) throw new Error("Stripe customer came back without an id");
      return id;
    },

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
          // Every checkout of a member goes to their one customer: saved cards, and their open
          // checkouts can be found (and expired) together.
          customer: req.customerId,
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

    expireOpenCheckouts,

    async subscription(id) {
      try {
        return readSubscription(await call("GET", subscriptionPath(id)));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },

    async cancelNow(sub, { refund }) {
      let current: Obj;
      try {
        current = await call("GET", subscriptionPath(sub.subscriptionId));
      } catch (err) {
        if (missing(err)) return;
        throw err;
      }
      if (!ended.has(str(current.status) ?? "")) await call("DELETE", subscriptionPath(sub.subscriptionId));
      const invoice = idOf(current.latest_invoice);
      if (!refund || !invoice) return;
      // Since API version 2025-03-31 an invoice names its payments through invoice_payments.
      const paid = listOf(await call("GET", "/v1/invoice_payments", { invoice, status: "paid", limit: 100 }));
      for (const payment of paid) {
        const paymentIntent = isObj(payment.payment) ? idOf(payment.payment.payment_intent) : null;
        if (!paymentIntent) continue;
        try {
          await call("POST", "/v1/refunds", { payment_intent: paymentIntent, reason: "duplicate" }, `refund-${paymentIntent}`);
        } catch (err) {
          if (!(err instanceof StripeApiError && err.code === "charge_already_refunded")) throw err;
        }
      }
    },

    async closeCustomer(customerId) {
      // Without a status filter Stripe lists every subscription not yet canceled.
      const subscriptions = listOf(await call("GET", "/v1/subscriptions", { customer: customerId, limit: 100 }));
      for (const sub of subscriptions) {
        const id = str(sub.id);
        if (id && !ended.has(str(sub.status) ?? "")) await call("DELETE", subscriptionPath(id));
      }
      await expireOpenCheckouts(customerId);
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
        // The difference is invoiced and charged now, and the change waits for that payment:
        // declined or needing the member's confirmation, Stripe keeps it in `pending_update` (with
        // the metadata below) and the subscription stays as it was until the invoice is paid.
        proration_behavior: "always_invoice",
        payment_behavior: "pending_if_incomplete",
        // Stripe merges metadata keys; userId is sent again so the webhook always finds the member.
        metadata: { ...(userId ? { userId } : {}), plan: to.plan, interval: to.interval },
      });
      // Stripe answers the subscription as it is now: the app applies it at once, the webhook confirms.
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
