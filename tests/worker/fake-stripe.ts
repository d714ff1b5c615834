// A fake Stripe for tests: `fakeStripe` answers from a route table and records every request
// (paths, headers, form fields as in Stripe's API reference); `stripeAccount` builds on it a
// small account that keeps customers, Checkout Sessions, subscriptions, invoice payments and
// refunds, so the app can be driven through whole purchases with Stripe configured.
import { expect } from "vitest";
import { signPayload } from "../../worker/platform/payments/stripe-signature";

export interface Recorded {
  method: string;
  path: string;
  headers: Headers;
  /** The form-encoded body of a POST. */
  form: Record<string, string>;
  /** The query string of a GET or DELETE. */
  query: Record<string, string>;
  /** The `:name` segments of the route that matched. */
  params: Record<string, string>;
}

export type Route = (req: Recorded) => Response | Promise<Response>;

const stripeError = (status: number, type: string, code: string | null, message: string) =>
  Response.json({ error: { type, code, message } }, { status, headers: { "Request-Id": `req_${status}` } });

/** The route for `METHOD /path`: an exact key first, then one with `:name` segments. */
function match(
  routes: Record<string, Route>,
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | null {
  const exact = routes[`${method} ${path}`];
  if (exact) return { route: exact, params: {} };
  const segments = path.split("/");
  for (const [key, route] of Object.entries(routes)) {
    const [m, pattern] = key.split(" ") as [string, string];
    const parts = pattern.split("/");
    if (m !== method || parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    if (
      parts.every((p, i) =>
        p.startsWith(":") ? ((params[p.slice(1)] = decodeURIComponent(segments[i]!)), true) : p === segments[i],
      )
    )
      return { route, params };
  }
  return null;
}

/** Records every request and answers from a table keyed "METHOD /path"; anything else is a 404 like Stripe's. */
export function fakeStripe(routes: Record<string, Route>) {
  const requests: Recorded[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? "GET";
    const found = match(routes, method, url.pathname);
    const recorded: Recorded = {
      method,
      path: url.pathname,
      headers: new Headers(init?.headers),
      form: Object.fromEntries(new URLSearchParams(typeof init?.body === "string" ? init.body : "")),
      query: Object.fromEntries(url.searchParams),
      params: found?.params ?? {},
    };
    requests.push(recorded);
    expect(url.origin).toBe("https://api.stripe.com");
    if (found) return found.route(recorded);
    return stripeError(
      404,
      "invalid_request_error",
      "resource_missing",
      `Unrecognized request URL (${method}: ${url.pathname}).`,
    );
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

interface Customer {
  id: string;
  object: "customer";
  email: string;
  metadata: Record<string, string>;
}
interface Session {
  id: string;
  object: "checkout.session";
  customer: string;
  status: "open" | "complete" | "expired";
  url: string;
  subscription: string | null;
  metadata: Record<string, string>;
  amount: number;
  currency: string;
  interval: string;
}
interface Price {
  product: string;
  unit_amount: number;
  recurring: { interval: string };
}
interface Subscription {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  created: number;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: "list";
    data: { id: string; current_period_start: number; current_period_end: number; price: Price }[];
  };
  latest_invoice: string;
  default_payment_method: { id: string; card: { last4: string } };
  /** A change waiting for its invoice (`payment_behavior=pending_if_incomplete`), as Stripe keeps it. */
  pending_update: { expires_at: number; subscription_items: { price: Price }[]; metadata: Record<string, string> } | null;
}

/**
 * A Stripe account in memory. `pay` is the member paying a Checkout page; `delivery` builds the
 * webhook Stripe would send about a subscription, signed with the endpoint's secret.
 */
export function stripeAccount(webhookSecret: string, clock: () => number = Date.now) {
  // Ids unique across accounts, as Stripe's are: tests share one database.
  const account = crypto.randomUUID().slice(0, 8);
  let seq = 0;
  const next = (prefix: string) => `${prefix}_${account}${(++seq).toString().padStart(4, "0")}`;
  const customers = new Map<string, Customer>();
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Subscription>();
  const invoicePayments = new Map<string, { paymentIntent: string; amount: number }>();
  const refunds: { paymentIntent: string; amount: number; reason: string }[] = [];
  const keyed = new Map<string, unknown>();
  /** Requests that fail, by "METHOD /v1/route/:id", answering 500 as an outage would. */
  const failing = new Set<string>();
  /** Customers whose card is declined from now on (Stripe's 4000 0000 0000 0341: attached, but every charge fails). */
  const declining = new Set<string>();
  /** Open invoices by subscription: what the next payment of it settles. */
  const openInvoices = new Map<string, { invoice: string; amount: number }>();
  const seconds = () => Math.floor(clock() / 1000);
  /** An invoice charged to the customer's card now: paid (and listed) or left open. */
  const charge = (sub: Subscription, amount: number): boolean => {
    const invoice = next("in");
    sub.latest_invoice = invoice;
    if (declining.has(sub.customer)) {
      openInvoices.set(sub.id, { invoice, amount });
      return false;
    }
    invoicePayments.set(invoice, { paymentIntent: next("pi"), amount });
    return true;
  };
  const day = 86_400;
  const periodSeconds = (interval: string) => (interval === "year" ? 365 : 30) * day;

  /** Stripe's idempotency: the same key answers what it answered the first time (errors are not kept). */
  const once = (req: Recorded, make: () => object) => {
    const key = req.headers.get("Idempotency-Key");
    if (key && keyed.has(key)) return Response.json(keyed.get(key));
    const made = make();
    if (made instanceof Response) return made;
    if (key) keyed.set(key, made);
    return Response.json(made);
  };
  const missing = (what: string) => stripeError(404, "invalid_request_error", "resource_missing", `No such ${what}`);
  const guard =
    (name: string, route: Route): Route =>
    (req) =>
      failing.has(name) ? stripeError(500, "api_error", null, "Something went wrong on Stripe's end.") : route(req);
  const table: Record<string, Route> = {
    "GET /v1/customers": (req) =>
      Response.json({ object: "list", data: [...customers.values()].filter((c) => c.email === req.query.email) }),
    "POST /v1/customers": (req) =>
      once(req, () => {
        const customer: Customer = {
          id: next("cus"),
          object: "customer",
          email: req.form.email!,
          metadata: { userId: req.form["metadata[userId]"]! },
        };
        customers.set(customer.id, customer);
        return customer;
      }),
    "POST /v1/checkout/sessions": (req) =>
      once(req, () => {
        if (!customers.has(req.form.customer!)) return missing("customer");
        const id = next("cs");
        const session: Session = {
          id,
          object: "checkout.session",
          customer: req.form.customer!,
          status: "open",
          url: `https://checkout.stripe.com/c/pay/${id}`,
          subscription: null,
          metadata: {
            userId: req.form["subscription_data[metadata][userId]"]!,
            plan: req.form["subscription_data[metadata][plan]"]!,
            interval: req.form["subscription_data[metadata][interval]"]!,
          },
          amount: Number(req.form["line_items[0][price_data][unit_amount]"]),
          currency: req.form["line_items[0][price_data][currency]"]!,
          interval: req.form["line_items[0][price_data][recurring][interval]"]!,
        };
        sessions.set(id, session);
        return session;
      }),
    "GET /v1/checkout/sessions": (req) =>
      Response.json({
        object: "list",
        data: [...sessions.values()].filter(
          (s) =>
            (!req.query.customer || s.customer === req.query.customer) && (!req.query.status || s.status === req.query.status),
        ),
      }),
    "POST /v1/checkout/sessions/:id/expire": (req) => {
      const session = sessions.get(req.params.id!);
      if (!session) return missing("checkout session");
      if (session.status !== "open")
        return stripeError(400, "invalid_request_error", null, "Only Checkout Sessions with a status of open can be expired.");
      session.status = "expired";
      return Response.json(session);
    },
    "GET /v1/subscriptions": (req) =>
      Response.json({
        object: "list",
        data: [...subscriptions.values()].filter((s) => s.customer === req.query.customer && s.status !== "canceled"),
      }),
    "GET /v1/subscriptions/:id": (req) => {
      const sub = subscriptions.get(req.params.id!);
      return sub ? Response.json(sub) : missing("subscription");
    },
    "POST /v1/subscriptions/:id": (req) => {
      const sub = subscriptions.get(req.params.id!);
      if (!sub) return missing("subscription");
      if (req.form.cancel_at_period_end) sub.cancel_at_period_end = req.form.cancel_at_period_end === "true";
      const metadata: Record<string, string> = {};
      for (const k of ["plan", "interval"]) if (req.form[`metadata[${k}]`]) metadata[k] = req.form[`metadata[${k}]`]!;
      const amount = req.form["items[0][price_data][unit_amount]"];
      if (amount === undefined) {
        Object.assign(sub.metadata, metadata);
        return Response.json(sub);
      }
      const item = sub.items.data[0]!;
      const price: Price = {
        product: req.form["items[0][price_data][product]"] ?? item.price.product,
        unit_amount: Number(amount),
        recurring: { interval: req.form["items[0][price_data][recurring][interval]"] ?? item.price.recurring.interval },
      };
      // An invoice now: a new interval starts a new period; `always_invoice` bills a dearer price's difference at once.
      const newPeriod = price.recurring.interval !== item.price.recurring.interval;
      const difference = price.unit_amount - item.price.unit_amount;
      const due = newPeriod ? price.unit_amount : req.form.proration_behavior === "always_invoice" ? difference : 0;
      const paid = due <= 0 || charge(sub, due);
      if (!paid && req.form.payment_behavior === "pending_if_incomplete") {
        // Nothing changes until the invoice is paid: the items and metadata wait in pending_update.
        sub.pending_update = { expires_at: seconds() + 23 * 3600, subscription_items: [{ price }], metadata };
        return Response.json(sub);
      }
      // Stripe's default (allow_incomplete): the change applies, and an unpaid invoice makes it past_due.
      applyChange(sub, price, metadata);
      if (!paid) sub.status = "past_due";
      return Response.json(sub);
    },
    "DELETE /v1/subscriptions/:id": guard("DELETE /v1/subscriptions/:id", (req) => {
      const sub = subscriptions.get(req.params.id!);
      if (!sub) return missing("subscription");
      if (sub.status === "canceled")
        return stripeError(400, "invalid_request_error", null, "This subscription is already canceled.");
      sub.status = "canceled";
      return Response.json(sub);
    }),
    "GET /v1/invoice_payments": (req) => {
      const paid = invoicePayments.get(req.query.invoice!);
      const data = paid
        ? [
            {
              object: "invoice_payment",
              invoice: req.query.invoice,
              status: "paid",
              amount_paid: paid.amount,
              payment: { type: "payment_intent", payment_intent: paid.paymentIntent },
            },
          ]
        : [];
      return Response.json({ object: "list", data });
    },
    "POST /v1/refunds": (req) =>
      once(req, () => {
        const paymentIntent = req.form.payment_intent!;
        const paid = [...invoicePayments.values()].find((p) => p.paymentIntent === paymentIntent);
        if (!paid) return missing("payment_intent");
        if (refunds.some((r) => r.paymentIntent === paymentIntent))
          return stripeError(400, "invalid_request_error", "charge_already_refunded", "Charge has already been refunded.");
        const refund = { paymentIntent, amount: paid.amount, reason: req.form.reason ?? "" };
        refunds.push(refund);
        return { id: next("re"), object: "refund", payment_intent: paymentIntent, amount: paid.amount, status: "succeeded" };
      }),
  };
  const { fetch, requests } = fakeStripe(table);

  function applyChange(sub: Subscription, price: Price, metadata: Record<string, string>) {
    const item = sub.items.data[0]!;
    if (price.recurring.interval !== item.price.recurring.interval) {
      item.current_period_start = seconds();
      item.current_period_end = item.current_period_start + periodSeconds(price.recurring.interval);
    }
    item.price = price;
    Object.assign(sub.metadata, metadata);
    sub.pending_update = null;
  }

  return {
    fetch,
    requests,
    customers,
    sessions,
    subscriptions,
    refunds,
    failing,
    /** The member pays the Checkout page: a subscription starts at `at` (ms), its first invoice paid. */
    pay(sessionId: string, at: number): string {
      const session = sessions.get(sessionId);
      if (!session || session.status !== "open") throw new Error(`checkout ${sessionId} is not open`);
      const id = next("sub");
      const invoice = next("in");
      invoicePayments.set(invoice, { paymentIntent: next("pi"), amount: session.amount });
      subscriptions.set(id, {
        id,
        object: "subscription",
        customer: session.customer,
        status: "active",
        created: Math.floor(at / 1000),
        cancel_at_period_end: false,
        metadata: { ...session.metadata },
        items: {
          object: "list",
          data: [
            {
              id: next("si"),
              current_period_start: Math.floor(at / 1000),
              current_period_end: Math.floor(at / 1000) + periodSeconds(session.interval),
              price: { product: "prod_forma", unit_amount: session.amount, recurring: { interval: session.interval } },
            },
          ],
        },
        latest_invoice: invoice,
        default_payment_method: { id: next("pm"), card: { last4: "4242" } },
        pending_update: null,
      });
      session.status = "complete";
      session.subscription = id;
      return id;
    },
    declining,
    /**
     * The subscription's period ends: the next one starts and its invoice is charged; a declined
     * card leaves the invoice open and the subscription past_due, as Stripe does.
     */
    renew(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId)!;
      const item = sub.items.data[0]!;
      item.current_period_start = item.current_period_end;
      item.current_period_end += periodSeconds(item.price.recurring.interval);
      sub.status = charge(sub, item.price.unit_amount) ? "active" : "past_due";
    },
    /** The member pays the subscription's open invoice (a new card): a pending change applies, a past_due one is active again. */
    payOpenInvoice(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId)!;
      const open = openInvoices.get(subscriptionId);
      if (!open) throw new Error(`no open invoice for ${subscriptionId}`);
      openInvoices.delete(subscriptionId);
      invoicePayments.set(open.invoice, { paymentIntent: next("pi"), amount: open.amount });
      if (sub.pending_update) applyChange(sub, sub.pending_update.subscription_items[0]!.price, sub.pending_update.metadata);
      sub.status = "active";
    },
    /** The webhook Stripe sends about a subscription as it is now. */
    async delivery(type: string, subscriptionId: string, at: number) {
      const body = JSON.stringify({
        id: next("evt"),
        object: "event",
        created: Math.floor(at / 1000),
        type,
        data: { object: structuredClone(subscriptions.get(subscriptionId)) },
      });
      return { body, signature: await signPayload(body, webhookSecret, at) };
    },
  };
}
