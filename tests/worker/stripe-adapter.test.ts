// The Stripe adapter against a fake Stripe: what goes over the wire (paths, headers, form fields
// as in Stripe's API reference) and what comes back from answers and webhook deliveries.
import { describe, expect, it } from "vitest";
import { WebhookError, type CheckoutRequest, type ProviderSubscription } from "../../worker/platform/payments/port";
import { createStripePayments, formEncode, stripeApiVersion } from "../../worker/platform/payments/stripe";
import { signPayload } from "../../worker/platform/payments/stripe-signature";
import { fakeStripe, stripeAccount, type Recorded, type Route } from "./fake-stripe";

const secretKey = "sk_test_51SecretKeyThatMustNeverLeak";
const webhookSecret = "whsec_test_signing_secret";
const now = Date.UTC(2026, 10, 1, 12, 0, 0);

const stripeWith = (routes: Record<string, Route>) => {
  const fake = fakeStripe(routes);
  return { ...fake, stripe: createStripePayments({ secretKey, webhookSecret, fetch: fake.fetch }) };
};

const checkoutRequest: CheckoutRequest = {
  userId: "user_1",
  plan: "PRO",
  interval: "month",
  currency: "USD",
  amount: 999,
  locale: "en",
  productName: "Forma Pro (monthly)",
  successUrl: "https://forma.test/billing/success",
  cancelUrl: "https://forma.test/billing",
  customerId: "cus_new",
};

const sub: ProviderSubscription = { customerId: "cus_123", subscriptionId: "sub_123" };

/** A subscription as GET /v1/subscriptions/:id answers it (API versions since 2025-03-31: period on the item). */
const subscriptionObject = {
  id: "sub_123",
  object: "subscription",
  customer: "cus_123",
  status: "active",
  created: 1_789_000_000,
  cancel_at_period_end: false,
  metadata: { userId: "user_1", plan: "BASIC", interval: "month" },
  items: {
    object: "list",
    data: [
      {
        id: "si_abc",
        object: "subscription_item",
        current_period_start: 1_795_400_000,
        current_period_end: 1_798_000_000,
        price: { id: "price_old", product: "prod_forma", unit_amount: 499, currency: "usd" },
      },
    ],
  },
};

function expectStripeHeaders(req: Recorded, { form, idempotent }: { form: boolean; idempotent: boolean }) {
  expect(req.headers.get("Authorization")).toBe(`Bearer ${secretKey}`);
  expect(req.headers.get("Stripe-Version")).toBe(stripeApiVersion);
  expect(req.headers.get("Content-Type")).toBe(form ? "application/x-www-form-urlencoded" : null);
  if (idempotent) expect(req.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  else expect(req.headers.get("Idempotency-Key")).toBeNull();
}

describe("formEncode", () => {
  it("writes nested objects and arrays with Stripe's bracketed keys, leaving out empty values", () => {
    expect(formEncode({ a: { b: [{ c: 1 }, { c: 2 }] }, on: true, off: false, skip: undefined, none: null })).toBe(
      "a[b][0][c]=1&a[b][1][c]=2&on=true&off=false",
    );
  });

  it("escapes values so they cannot add fields", () => {
    const body = formEncode({ url: "https://x.test/?a=1&b={CHECKOUT_SESSION_ID}", name: "Про & co" });
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      url: "https://x.test/?a=1&b={CHECKOUT_SESSION_ID}",
      name: "Про & co",
    });
  });
});

describe("createCheckout", () => {
  it("creates a subscription-mode session for the member's customer, with an inline recurring price and the member in metadata", async () => {
    const { stripe, requests } = stripeWith({
      "POST /v1/checkout/sessions": () =>
        Response.json({ id: "cs_test_a1", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test_a1" }),
    });
    expect(await stripe.createCheckout(checkoutRequest)).toEqual({
      id: "cs_test_a1",
      url: "https://checkout.stripe.com/c/pay/cs_test_a1",
    });
    expect(requests).toHaveLength(1);
    const [req] = requests as [Recorded];
    expectStripeHeaders(req, { form: true, idempotent: true });
    expect(req.form).toEqual({
      mode: "subscription",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "999",
      "line_items[0][price_data][recurring][interval]": "month",
      "line_items[0][price_data][product_data][name]": "Forma Pro (monthly)",
      "line_items[0][quantity]": "1",
      success_url: "https://forma.test/billing/success",
      cancel_url: "https://forma.test/billing",
      client_reference_id: "user_1",
      customer: "cus_new",
      locale: "en",
      "subscription_data[metadata][userId]": "user_1",
      "subscription_data[metadata][plan]": "PRO",
      "subscription_data[metadata][interval]": "month",
      "metadata[userId]": "user_1",
      "metadata[plan]": "PRO",
      "metadata[interval]": "month",
    });
  });

  it("names the product as asked in the member's language and currency, and keeps the success URL's query", async () => {
    const { stripe, requests } = stripeWith({
      "POST /v1/checkout/sessions": () =>
        Response.json({ id: "cs_test_b2", url: "https://checkout.stripe.com/c/pay/cs_test_b2" }),
    });
    await stripe.createCheckout({
      ...checkoutRequest,
      plan: "BASIC",
      interval: "year",
      currency: "RUB",
      amount: 383_520,
      locale: "ru",
      productName: "Forma Стандарт (на год)",
      customerId: "cus_123",
      successUrl: "https://forma.test/billing?done=1",
    });
    const form = requests[0]!.form;
    expect(form.customer).toBe("cus_123");
    expect(form).not.toHaveProperty("customer_email");
    expect(form.locale).toBe("ru");
    expect(form["line_items[0][price_data][currency]"]).toBe("rub");
    expect(form["line_items[0][price_data][unit_amount]"]).toBe("383520");
    expect(form["line_items[0][price_data][recurring][interval]"]).toBe("year");
    expect(form["line_items[0][price_data][product_data][name]"]).toBe("Forma Стандарт (на год)");
    expect(form.success_url).toBe("https://forma.test/billing?done=1");
  });

  it("sends a new idempotency key for each checkout, and the same one when it retries a dropped connection", async () => {
    let calls = 0;
    const { fetch, requests } = fakeStripe({
      "POST /v1/checkout/sessions": () => Response.json({ id: `cs_${++calls}`, url: "https://checkout.stripe.com/c/pay/x" }),
    });
    let dropped = false;
    const flaky = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!dropped) {
        dropped = true;
        // The request reaches the fake (as it might reach Stripe), then the connection drops.
        await fetch(input, init);
        throw new TypeError("Network connection lost.");
      }
      return fetch(input, init);
    }) as typeof globalThis.fetch;
    const stripe = createStripePayments({ secretKey, webhookSecret, fetch: flaky });
    await stripe.createCheckout(checkoutRequest);
    await stripe.createCheckout(checkoutRequest);
    const keys = requests.map((r) => r.headers.get("Idempotency-Key"));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("turns an error answer into an error with Stripe's type and code but not the key or what was sent", async () => {
    const { stripe } = stripeWith({
      "POST /v1/checkout/sessions": () =>
        Response.json(
          {
            error: {
              type: "invalid_request_error",
              code: "parameter_invalid_integer",
              param: "line_items[0][price_data][unit_amount]",
              message: "Invalid integer: anna@example.com",
            },
          },
          { status: 400, headers: { "Request-Id": "req_abc" } },
        ),
    });
    const error = await stripe.createCheckout(checkoutRequest).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain("invalid_request_error");
    expect(message).toContain("parameter_invalid_integer");
    expect(message).toContain("400");
    expect(message).toContain("req_abc");
    expect(message).not.toContain(secretKey);
    expect(message).not.toContain("anna@example.com");
    expect(message).not.toContain("user_1");
    expect(error).toMatchObject({ status: 400, type: "invalid_request_error", code: "parameter_invalid_integer" });
  });

  it("fails clearly on an authentication error or an answer that is not JSON, without the key", async () => {
    const { stripe } = stripeWith({
      "POST /v1/checkout/sessions": () =>
        Response.json(
          { error: { type: "invalid_request_error", message: `Invalid API Key provided: ${secretKey}` } },
          { status: 401 },
        ),
      "POST /v1/billing_portal/sessions": () => new Response("<html>Bad gateway</html>", { status: 502 }),
    });
    const unauthorized = (await stripe.createCheckout(checkoutRequest).catch((e: unknown) => e)) as Error;
    expect(unauthorized.message).toMatch(/401.*invalid_request_error/);
    expect(unauthorized.message).not.toContain(secretKey);
    const badGateway = (await stripe.paymentMethodUrl(sub, "https://forma.test/billing", "en").catch((e: unknown) => e)) as Error;
    expect(badGateway.message).toMatch(/502/);
    expect(badGateway.message).not.toContain(secretKey);
  });

  it("refuses a session without a URL to send the member to", async () => {
    const { stripe } = stripeWith({ "POST /v1/checkout/sessions": () => Response.json({ id: "cs_1", url: null }) });
    await expect(stripe.createCheckout(checkoutRequest)).rejects.toThrow(/url/);
  });

  it("gives up after one retry when Stripe stays unreachable", async () => {
    let attempts = 0;
    const down = (async () => {
      attempts++;
      throw new TypeError("Network connection lost.");
    }) as typeof globalThis.fetch;
    const stripe = createStripePayments({ secretKey, webhookSecret, fetch: down });
    await expect(stripe.createCheckout(checkoutRequest)).rejects.toThrow(/unreachable.*POST \/v1\/checkout\/sessions/);
    expect(attempts).toBe(2);
  });
});

describe("changePlan", () => {
  it("reads the subscription's item, then swaps its price inline on the same product, invoiced now and applied once paid", async () => {
    const { stripe, requests } = stripeWith({
      "GET /v1/subscriptions/sub_123": () => Response.json(subscriptionObject),
      "POST /v1/subscriptions/sub_123": () =>
        Response.json({ ...subscriptionObject, metadata: { userId: "user_1", plan: "PRO", interval: "year" } }),
    });
    // Stripe's answer is the changed subscription, which the app applies at once.
    expect(await stripe.changePlan(sub, { plan: "PRO", interval: "year", currency: "USD", amount: 9590 })).toMatchObject({
      id: "sub_123",
      userId: "user_1",
      plan: "PRO",
      interval: "year",
      status: "active",
    });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /v1/subscriptions/sub_123",
      "POST /v1/subscriptions/sub_123",
    ]);
    const [read, update] = requests as [Recorded, Recorded];
    expectStripeHeaders(read, { form: false, idempotent: false });
    expect(read.form).toEqual({});
    expectStripeHeaders(update, { form: true, idempotent: false });
    expect(update.form).toEqual({
      "items[0][id]": "si_abc",
      "items[0][price_data][currency]": "usd",
      "items[0][price_data][unit_amount]": "9590",
      "items[0][price_data][recurring][interval]": "year",
      "items[0][price_data][product]": "prod_forma",
      proration_behavior: "always_invoice",
      payment_behavior: "pending_if_incomplete",
      "metadata[userId]": "user_1",
      "metadata[plan]": "PRO",
      "metadata[interval]": "year",
    });
  });

  it("answers a change whose invoice is unpaid as pending, with the plan Stripe still bills", async () => {
    const { stripe } = stripeWith({
      "GET /v1/subscriptions/sub_123": () => Response.json(subscriptionObject),
      // Declined: Stripe keeps the new price and metadata in pending_update and changes nothing else.
      "POST /v1/subscriptions/sub_123": () =>
        Response.json({
          ...subscriptionObject,
          pending_update: {
            expires_at: 1_789_100_000,
            subscription_items: [{ object: "subscription_item", price: { unit_amount: 9590, currency: "usd" } }],
            metadata: { plan: "PRO", interval: "year" },
          },
        }),
    });
    expect(await stripe.changePlan(sub, { plan: "PRO", interval: "year", currency: "USD", amount: 9590 })).toMatchObject({
      plan: "BASIC",
      interval: "month",
      status: "active",
      pendingUpdate: true,
    });
  });

  it("takes the product from an expanded price too", async () => {
    const expanded = structuredClone(subscriptionObject);
    (expanded.items.data[0]!.price as { product: unknown }).product = { id: "prod_expanded", object: "product" };
    const { stripe, requests } = stripeWith({
      "GET /v1/subscriptions/sub_123": () => Response.json(expanded),
      "POST /v1/subscriptions/sub_123": () => Response.json(expanded),
    });
    await stripe.changePlan(sub, { plan: "BASIC", interval: "month", currency: "RUB", amount: 39900 });
    expect(requests[1]!.form["items[0][price_data][product]"]).toBe("prod_expanded");
    expect(requests[1]!.form["items[0][price_data][currency]"]).toBe("rub");
  });

  it("changes nothing when the subscription is missing or has no item", async () => {
    const missing = stripeWith({});
    await expect(
      missing.stripe.changePlan(sub, { plan: "PRO", interval: "month", currency: "USD", amount: 999 }),
    ).rejects.toThrow(/404.*resource_missing/);
    expect(missing.requests.map((r) => r.method)).toEqual(["GET"]);

    const empty = stripeWith({
      "GET /v1/subscriptions/sub_123": () => Response.json({ ...subscriptionObject, items: { object: "list", data: [] } }),
    });
    await expect(empty.stripe.changePlan(sub, { plan: "PRO", interval: "month", currency: "USD", amount: 999 })).rejects.toThrow(
      /no item/,
    );
    expect(empty.requests.map((r) => r.method)).toEqual(["GET"]);
  });

  it("keeps an odd subscription id inside its path segment", async () => {
    const { stripe, requests } = stripeWith({});
    await expect(
      stripe.setCancelAtPeriodEnd({ customerId: "cus_1", subscriptionId: "sub_1/../../v1/customers" }, true),
    ).rejects.toThrow();
    expect(requests[0]!.path).toBe("/v1/subscriptions/sub_1%2F..%2F..%2Fv1%2Fcustomers");
  });
});

describe("setCancelAtPeriodEnd", () => {
  it("sets and clears cancel_at_period_end on the subscription", async () => {
    let cancel = false;
    const { stripe, requests } = stripeWith({
      "POST /v1/subscriptions/sub_123": () => Response.json({ ...subscriptionObject, cancel_at_period_end: (cancel = !cancel) }),
    });
    expect(await stripe.setCancelAtPeriodEnd(sub, true)).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: 1_798_000_000_000,
    });
    expect(await stripe.setCancelAtPeriodEnd(sub, false)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(requests.map((r) => [r.method, r.path, r.form])).toEqual([
      ["POST", "/v1/subscriptions/sub_123", { cancel_at_period_end: "true" }],
      ["POST", "/v1/subscriptions/sub_123", { cancel_at_period_end: "false" }],
    ]);
    expectStripeHeaders(requests[0]!, { form: true, idempotent: false });
  });
});

describe("paymentMethodUrl", () => {
  it("opens a customer portal session for the member's customer, in their language", async () => {
    const { stripe, requests } = stripeWith({
      "POST /v1/billing_portal/sessions": () =>
        Response.json({ id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.com/p/session/test_1" }),
    });
    expect(await stripe.paymentMethodUrl(sub, "https://forma.test/billing", "ru")).toBe(
      "https://billing.stripe.com/p/session/test_1",
    );
    const [req] = requests as [Recorded];
    expect(`${req.method} ${req.path}`).toBe("POST /v1/billing_portal/sessions");
    expectStripeHeaders(req, { form: true, idempotent: true });
    expect(req.form).toEqual({ customer: "cus_123", return_url: "https://forma.test/billing", locale: "ru" });
  });
});

describe("parseWebhook", () => {
  const subscriptionEvent = (object: Record<string, unknown>, type = "customer.subscription.updated") =>
    JSON.stringify({ id: "evt_1", object: "event", created: 1_790_000_000, type, data: { object } });
  const delivery = async (body: string, { secret = webhookSecret, signedAt = now } = {}) => ({
    body,
    header: await signPayload(body, secret, signedAt),
  });

  it("accepts a correctly signed delivery and reads the item-level period of newer API versions", async () => {
    const { stripe, requests } = stripeWith({});
    const { body, header } = await delivery(subscriptionEvent({ ...subscriptionObject, default_payment_method: null }));
    const event = await stripe.parseWebhook(body, header, now);
    expect(event).toEqual({
      id: "evt_1",
      created: 1_790_000_000_000,
      type: "customer.subscription.updated",
      subscription: {
        id: "sub_123",
        customerId: "cus_123",
        userId: "user_1",
        plan: "BASIC",
        interval: "month",
        status: "active",
        created: 1_789_000_000_000,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: 1_798_000_000_000,
        currentPeriodStart: 1_795_400_000_000,
        pendingUpdate: false,
        paymentMethodId: null,
        last4: null,
        // Stripe's "usd" on the item's price.
        currency: "USD",
      },
    });
    expect(requests).toEqual([]);
  });

  it("rejects a delivery signed with another secret, or whose body was changed", async () => {
    const { stripe } = stripeWith({});
    const forged = await delivery(subscriptionEvent(subscriptionObject), { secret: "whsec_someone_else" });
    await expect(stripe.parseWebhook(forged.body, forged.header, now)).rejects.toEqual(new WebhookError("bad_signature"));
    const genuine = await delivery(subscriptionEvent(subscriptionObject));
    const tampered = genuine.body.replace('"BASIC"', '"PRO"');
    await expect(stripe.parseWebhook(tampered, genuine.header, now)).rejects.toMatchObject({ reason: "bad_signature" });
  });

  it("rejects a delivery signed more than five minutes ago, and one without a signature", async () => {
    const { stripe } = stripeWith({});
    const old = await delivery(subscriptionEvent(subscriptionObject), { signedAt: now - 301_000 });
    await expect(stripe.parseWebhook(old.body, old.header, now)).rejects.toMatchObject({ reason: "stale" });
    const recent = await delivery(subscriptionEvent(subscriptionObject), { signedAt: now - 240_000 });
    await expect(stripe.parseWebhook(recent.body, recent.header, now)).resolves.toMatchObject({ id: "evt_1" });
    await expect(stripe.parseWebhook(recent.body, null, now)).rejects.toMatchObject({ reason: "missing_signature" });
    await expect(stripe.parseWebhook(recent.body, "", now)).rejects.toMatchObject({ reason: "missing_signature" });
  });

  it("rejects a correctly signed body that is not a Stripe event", async () => {
    const { stripe } = stripeWith({});
    const broken = await delivery('{"id":"evt_1",');
    await expect(stripe.parseWebhook(broken.body, broken.header, now)).rejects.toMatchObject({ reason: "bad_payload" });
    const noSubscription = await delivery(
      JSON.stringify({ id: "evt_2", created: 1_790_000_000, type: "customer.subscription.created", data: {} }),
    );
    await expect(stripe.parseWebhook(noSubscription.body, noSubscription.header, now)).rejects.toBeInstanceOf(WebhookError);
  });

  it("fetches the card's last four digits when the event names only a payment method id", async () => {
    const { stripe, requests } = stripeWith({
      "GET /v1/payment_methods/pm_card_1": () =>
        Response.json({
          id: "pm_card_1",
          object: "payment_method",
          type: "card",
          card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
        }),
    });
    const { body, header } = await delivery(subscriptionEvent({ ...subscriptionObject, default_payment_method: "pm_card_1" }));
    const event = await stripe.parseWebhook(body, header, now);
    expect(event.subscription).toMatchObject({ paymentMethodId: "pm_card_1", last4: "4242" });
    expect(requests).toHaveLength(1);
    expectStripeHeaders(requests[0]!, { form: false, idempotent: false });
  });

  it("does not ask again when the event already carries the expanded card", async () => {
    const { stripe, requests } = stripeWith({});
    const { body, header } = await delivery(
      subscriptionEvent({ ...subscriptionObject, default_payment_method: { id: "pm_card_2", card: { last4: "1881" } } }),
    );
    expect((await stripe.parseWebhook(body, header, now)).subscription).toMatchObject({
      paymentMethodId: "pm_card_2",
      last4: "1881",
    });
    expect(requests).toEqual([]);
  });

  it("still returns the event with no last digits when the payment method cannot be read", async () => {
    const { stripe } = stripeWith({}); // every lookup answers 404
    const { body, header } = await delivery(subscriptionEvent({ ...subscriptionObject, default_payment_method: "pm_gone" }));
    expect((await stripe.parseWebhook(body, header, now)).subscription).toMatchObject({
      paymentMethodId: "pm_gone",
      last4: null,
      status: "active",
    });

    const down = createStripePayments({
      secretKey,
      webhookSecret,
      fetch: (async () => {
        throw new TypeError("Network connection lost.");
      }) as typeof globalThis.fetch,
    });
    expect((await down.parseWebhook(body, header, now)).subscription).toMatchObject({ paymentMethodId: "pm_gone", last4: null });
  });

  it("passes other event types through without touching Stripe", async () => {
    const { stripe, requests } = stripeWith({});
    const { body, header } = await delivery(
      JSON.stringify({ id: "evt_3", created: 1_790_000_000, type: "invoice.paid", data: { object: { id: "in_1" } } }),
    );
    expect(await stripe.parseWebhook(body, header, now)).toEqual({
      id: "evt_3",
      created: 1_790_000_000_000,
      type: "invoice.paid",
    });
    expect(requests).toEqual([]);
  });
});

describe("customers: one per member", () => {
  const member = { userId: "user_1", email: "anna@example.com" };

  it("finds the member's customer by address and member id, ignoring someone else's with the same address", async () => {
    const { stripe, requests } = stripeWith({
      "GET /v1/customers": () =>
        Response.json({
          object: "list",
          data: [
            { id: "cus_other", object: "customer", email: "anna@example.com", metadata: { userId: "user_2" } },
            { id: "cus_anna", object: "customer", email: "anna@example.com", metadata: { userId: "user_1" } },
          ],
        }),
    });
    expect(await stripe.customerFor(member)).toBe("cus_anna");
    expect(await stripe.findCustomer({ ...member, userId: "user_3" })).toBeNull();
    expect(requests.map((r) => [r.method, r.path, r.query])).toEqual([
      ["GET", "/v1/customers", { email: "anna@example.com", limit: "100" }],
      ["GET", "/v1/customers", { email: "anna@example.com", limit: "100" }],
    ]);
    expectStripeHeaders(requests[0]!, { form: false, idempotent: false });
  });

  it("creates the customer once, with a key that names the member and address", async () => {
    const account = stripeAccount(webhookSecret);
    const stripe = createStripePayments({ secretKey, webhookSecret, fetch: account.fetch });
    const first = await stripe.customerFor(member);
    expect(account.customers.get(first)).toMatchObject({ email: "anna@example.com", metadata: { userId: "user_1" } });
    expect(await stripe.customerFor(member)).toBe(first);
    const creations = account.requests.filter((r) => r.method === "POST");
    expect(creations).toHaveLength(1);
    expect(creations[0]!.form).toEqual({ email: "anna@example.com", "metadata[userId]": "user_1" });
    expect(creations[0]!.headers.get("Idempotency-Key")).toMatch(/^customer-user_1-[0-9a-f]{16}$/);
    // Another address is another customer (and another key).
    const moved = await stripe.customerFor({ ...member, email: "anna@new.example" });
    expect(moved).not.toBe(first);
  });

  it("waits for a creation still in progress under the same key (409) and answers its customer", async () => {
    let release!: () => void;
    const inFlight = new Promise<void>((resolve) => (release = resolve));
    let created: Record<string, unknown> | null = null;
    const { fetch, requests } = fakeStripe({
      "GET /v1/customers": () => Response.json({ object: "list", data: [] }),
      "POST /v1/customers": async () => {
        if (created) return Response.json(created);
        if (requests.filter((r) => r.method === "POST").length > 1)
          return Response.json(
            { error: { type: "idempotency_error", code: "idempotency_key_in_use", message: "in progress" } },
            { status: 409 },
          );
        await inFlight;
        created = { id: "cus_once", object: "customer" };
        return Response.json(created);
      },
    });
    const stripe = createStripePayments({ secretKey, webhookSecret, fetch });
    const both = Promise.all([stripe.customerFor(member), stripe.customerFor(member)]);
    setTimeout(release, 50);
    expect(await both).toEqual(["cus_once", "cus_once"]);
    const keys = new Set(requests.filter((r) => r.method === "POST").map((r) => r.headers.get("Idempotency-Key")));
    expect(keys.size).toBe(1);
  });
});

describe("ending and refunding", () => {
  /** An account where the member paid two checkouts, Pro monthly then Standard yearly. */
  async function twoPaid() {
    const account = stripeAccount(webhookSecret);
    const stripe = createStripePayments({ secretKey, webhookSecret, fetch: account.fetch });
    const customerId = await stripe.customerFor({ userId: "user_1", email: "anna@example.com" });
    const checkout = (plan: "PRO" | "BASIC", interval: "month" | "year", amount: number) =>
      stripe.createCheckout({ ...checkoutRequest, plan, interval, amount, customerId });
    const pro = account.pay((await checkout("PRO", "month", 999)).id, now);
    const basic = account.pay((await checkout("BASIC", "year", 4790)).id, now + 5000);
    const open = await checkout("PRO", "year", 9590);
    return { account, stripe, customerId, pro, basic, open };
  }

  it("reads a subscription as Stripe holds it now, with when it started, or null when Stripe does not know it", async () => {
    const { stripe, pro } = await twoPaid();
    expect(await stripe.subscription(pro)).toMatchObject({
      id: pro,
      userId: "user_1",
      plan: "PRO",
      interval: "month",
      status: "active",
      created: Math.floor(now / 1000) * 1000,
    });
    expect(await stripe.subscription("sub_gone")).toBeNull();
  });

  it("cancels a duplicate at once and refunds its payment, once however often it is asked", async () => {
    const { account, stripe, customerId, basic } = await twoPaid();
    const duplicate = { customerId, subscriptionId: basic };
    await stripe.cancelNow(duplicate, { refund: true });
    expect(account.subscriptions.get(basic)!.status).toBe("canceled");
    expect(account.refunds).toEqual([{ paymentIntent: expect.stringMatching(/^pi_/), amount: 4790, reason: "duplicate" }]);
    const calls = account.requests.slice(-4);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/subscriptions/${basic}`,
      `DELETE /v1/subscriptions/${basic}`,
      "GET /v1/invoice_payments",
      "POST /v1/refunds",
    ]);
    expect(calls[2]!.query).toMatchObject({ invoice: account.subscriptions.get(basic)!.latest_invoice, status: "paid" });
    expect(calls[3]!.headers.get("Idempotency-Key")).toBe(`refund-${account.refunds[0]!.paymentIntent}`);

    // Asked again (a retried webhook): already canceled, already refunded, nothing more happens.
    await stripe.cancelNow(duplicate, { refund: true });
    expect(account.refunds).toHaveLength(1);
    expect(account.requests.filter((r) => r.method === "DELETE")).toHaveLength(1);
    await expect(stripe.cancelNow({ customerId, subscriptionId: "sub_gone" }, { refund: true })).resolves.toBeUndefined();
  });

  it("cancels without a refund when asked so, and fails loudly when Stripe fails", async () => {
    const { account, stripe, customerId, pro } = await twoPaid();
    account.failing.add("DELETE /v1/subscriptions/:id");
    await expect(stripe.cancelNow({ customerId, subscriptionId: pro }, { refund: false })).rejects.toThrow(/500/);
    account.failing.clear();
    await stripe.cancelNow({ customerId, subscriptionId: pro }, { refund: false });
    expect(account.subscriptions.get(pro)!.status).toBe("canceled");
    expect(account.refunds).toEqual([]);
  });

  it("expires the customer's open checkouts, tolerating one completed meanwhile", async () => {
    const { account, stripe, customerId, open } = await twoPaid();
    const race = account.requests.length;
    await stripe.expireOpenCheckouts(customerId);
    expect(account.sessions.get(open.id)!.status).toBe("expired");
    expect(account.requests[race]!.query).toEqual({ customer: customerId, status: "open", limit: "100" });
    // Paid between the list and the expiry: Stripe answers 400, which is not an error here.
    const late = await stripe.createCheckout({ ...checkoutRequest, customerId });
    const { fetch } = fakeStripe({
      "GET /v1/checkout/sessions": () => Response.json({ object: "list", data: [{ id: late.id, status: "open" }] }),
      "POST /v1/checkout/sessions/:id/expire": async (req) => {
        account.pay(late.id, now);
        return account.fetch(`https://api.stripe.com${req.path}`, { method: "POST" });
      },
    });
    await createStripePayments({ secretKey, webhookSecret, fetch }).expireOpenCheckouts(customerId);
    expect(account.sessions.get(late.id)!.status).toBe("complete");
  });

  it("closes a customer: every live subscription ends at once and no checkout stays open", async () => {
    const { account, stripe, customerId, pro, basic, open } = await twoPaid();
    await stripe.closeCustomer(customerId);
    expect(account.subscriptions.get(pro)!.status).toBe("canceled");
    expect(account.subscriptions.get(basic)!.status).toBe("canceled");
    expect(account.sessions.get(open.id)!.status).toBe("expired");
    expect(account.refunds).toEqual([]);
    expect(account.requests.find((r) => r.method === "GET" && r.path === "/v1/subscriptions")!.query).toEqual({
      customer: customerId,
      limit: "100",
    });
  });
});

describe("parseWebhook refuses absurd fields", () => {
  const event = (over: Record<string, unknown>, object: Record<string, unknown> = subscriptionObject) => ({
    id: "evt_1",
    object: "event",
    created: 1_790_000_000,
    type: "customer.subscription.updated",
    data: { object },
    ...over,
  });
  const parse = async (body: unknown) => {
    const raw = JSON.stringify(body);
    return createStripePayments({ secretKey, webhookSecret, fetch: fakeStripe({}).fetch }).parseWebhook(
      raw,
      await signPayload(raw, webhookSecret, now),
      now,
    );
  };
  const item = (over: Record<string, unknown>) => ({
    ...subscriptionObject,
    items: { object: "list", data: [{ ...subscriptionObject.items.data[0], ...over }] },
  });
  let deep: Record<string, unknown> = {};
  for (let i = 0; i < 100; i++) deep = { nested: deep };

  it.each([
    ["created: 1e308", event({ created: 1e308 })],
    ["a negative created", event({ created: -1 })],
    ["a fractional created", event({ created: 1_790_000_000.5 })],
    ["created as text", event({ created: "1790000000" })],
    ["created zero", event({ created: 0 })],
    ["a period end of 1e308", event({}, { ...subscriptionObject, current_period_end: 1e308 })],
    ["a negative item period end", event({}, item({ current_period_end: -5 }))],
    ["a fractional subscription start", event({}, { ...subscriptionObject, created: 1.25 })],
    ["a huge price", event({}, item({ price: { product: "prod_forma", unit_amount: 1e20 } }))],
    ["a huge amount on another event", event({ type: "invoice.paid" }, { id: "in_1", amount_paid: 1e15 })],
    ["a timestamp past year 9999 on another event", event({ type: "invoice.paid" }, { id: "in_1", paid_at: 1e13 })],
    ["nesting a hundred levels deep", event({}, { ...subscriptionObject, metadata: { userId: "user_1" }, extra: deep })],
  ])("%s", async (_, body) => {
    await expect(parse(body)).rejects.toEqual(new WebhookError("bad_payload"));
  });

  it("still accepts Stripe's own numbers: a credit, a zero amount, a subscription's start", async () => {
    const ok = await parse(
      event({}, { ...subscriptionObject, created: 1_788_000_000, plan: { amount: 0 }, pending_invoice_item_interval: null }),
    );
    expect(ok.subscription).toMatchObject({ created: 1_788_000_000_000, currentPeriodEnd: 1_798_000_000_000 });
    await expect(
      parse(event({ type: "invoice.paid" }, { id: "in_1", amount_due: -500, amount_paid: 99_999_999 })),
    ).resolves.toMatchObject({ type: "invoice.paid" });
  });
});
