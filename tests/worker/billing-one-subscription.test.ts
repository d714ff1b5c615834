// One live subscription per member, with the sandbox provider and with Stripe (the fake
// account of fake-stripe.ts): stale checkout pages, checkouts paid at once, duplicates that
// webhooks reveal in any order, and one provider customer per member.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixedClock } from "../../core/clock";
import { app } from "../../worker/app";
import { dailyCron } from "../../worker/cron/scheduled";
import { getDb } from "../../worker/db/client";
import { profiles, sandboxCheckouts, sandboxSubscriptions, subscriptions } from "../../worker/db/schema";
import worker from "../../worker/index";
import { keeperOf } from "../../worker/billing/one-live-subscription";
import type { SubscriptionState } from "../../worker/platform/payments/port";
import { post } from "./auth-helpers";
import { createSession, createUser } from "./factories";
import { stripeAccount } from "./fake-stripe";

const db = () => getDb(env.DB);
const row = (userId: string) => db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
const planOf = async (userId: string) => (await db().select().from(profiles).where(eq(profiles.userId, userId)).get())!.plan;

describe("sandbox: one live subscription", () => {
  /** A sandbox page as the member's browser asks for it. */
  const page = (path: string, token: string, init: RequestInit = {}, lang = "en") =>
    app.fetch(
      new Request(`https://forma.test${path}`, {
        redirect: "manual",
        ...init,
        headers: { Cookie: `__Host-session=${token}; lang=${lang}`, ...(init.headers ?? {}) },
      }),
      env,
      createExecutionContext(),
    );
  const pay = (path: string, token: string, card = "4242424242424242", lang = "en") =>
    page(path, token, { method: "POST", body: new URLSearchParams({ card }) }, lang);

  /** A member with two checkout pages open: Pro monthly, then Standard yearly. */
  async function twoCheckouts() {
    const { id } = await createUser();
    const token = await createSession(id);
    const open = async (plan: string, interval: string) =>
      new URL((await post("/api/billing/checkout", { plan, interval }, { token })).body.url).pathname;
    return { id, token, pro: await open("PRO", "month"), basic: await open("BASIC", "year") };
  }
  const liveSandboxSubs = (userId: string) =>
    db()
      .select()
      .from(sandboxSubscriptions)
      .where(and(eq(sandboxSubscriptions.userId, userId), eq(sandboxSubscriptions.status, "active")))
      .all();

  it("refuses a stale checkout paid after another: the member stays on the plan paid first", async () => {
    const { id, token, pro, basic } = await twoCheckouts();
    // Both pages belong to the member's one sandbox customer.
    const customers = await db()
      .select({ customerId: sandboxCheckouts.customerId })
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.userId, id))
      .all();
    expect(new Set(customers.map((c) => c.customerId)).size).toBe(1);

    expect((await pay(pro, token)).status).toBe(303);
    const stale = await pay(basic, token);
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("You are already subscribed to this plan");
    const ru = await pay(basic, token, "4242424242424242", "ru");
    expect(ru.status).toBe(409);
    expect(await ru.text()).toContain("Вы уже подписаны на этот тариф");
    // The page itself says so too: it expired when the other one was paid.
    const shown = await page(basic, token);
    expect(shown.status).toBe(409);
    expect(await shown.text()).toContain("You are already subscribed to this plan");

    expect(await liveSandboxSubs(id)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ plan: "PRO", interval: "month", status: "active" });
    expect(await planOf(id)).toBe("PRO");
  });

  it("makes one live subscription of two checkouts paid at once", async () => {
    for (let round = 0; round < 4; round++) {
      const { id, token, pro, basic } = await twoCheckouts();
      const order = round % 2 === 0 ? [pro, basic] : [basic, pro];
      const answers = await Promise.all(order.map((path) => pay(path, token)));
      expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
      const live = await liveSandboxSubs(id);
      expect(live).toHaveLength(1);
      const won = order[answers.findIndex((a) => a.status === 303)] === pro ? "PRO" : "BASIC";
      expect(live[0]!.plan).toBe(won);
      expect(await row(id)).toMatchObject({ plan: won, status: "active", subscriptionId: live[0]!.id });
      expect(await planOf(id)).toBe(won);
    }
  });

  it("answers a double-submitted payment of one checkout as paid, with one subscription", async () => {
    const { id, token, pro } = await twoCheckouts();
    const answers = await Promise.all([pay(pro, token), pay(pro, token)]);
    for (const a of answers) {
      expect(a.status).toBe(303);
      expect(a.headers.get("Location")).toMatch(/\/sandbox\/checkout\/|checkout=success/);
    }
    expect(await liveSandboxSubs(id)).toHaveLength(1);
  });

  it("refuses the 3-D Secure step of a checkout when another was paid meanwhile", async () => {
    const { id, token, pro, basic } = await twoCheckouts();
    expect((await pay(basic, token, "4000002500003155")).status).toBe(303);
    expect((await pay(pro, token)).status).toBe(303);
    const approved = await page(`${basic}/authenticate`, token, { method: "POST", body: new URLSearchParams({ approve: "1" }) });
    expect(approved.status).toBe(409);
    expect(await approved.text()).toContain("You are already subscribed to this plan");
    expect(await liveSandboxSubs(id)).toHaveLength(1);
    expect(await planOf(id)).toBe("PRO");
  });

  it("lets a member pay again once the live subscription has ended", async () => {
    const { id, token, pro } = await twoCheckouts();
    await pay(pro, token);
    await post("/api/subscription/cancel", {}, { token });
    const end = (await row(id))!.currentPeriodEnd.getTime();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: dailyCron, scheduledTime: end + 60_000 }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await planOf(id)).toBe("FREE");
    // The cron ran a month on, past the session's 30 days (it prunes them): the member signs in again.
    const later = await createSession(id);
    const again = new URL((await post("/api/billing/checkout", { plan: "BASIC", interval: "month" }, { token: later })).body.url);
    expect((await pay(again.pathname, later)).status).toBe(303);
    expect(await row(id)).toMatchObject({ plan: "BASIC", status: "active" });
  });
});

describe("the rule for two live subscriptions", () => {
  const state = (over: Partial<SubscriptionState>): SubscriptionState => ({
    id: "sub_a",
    customerId: "cus_1",
    userId: "u",
    plan: "BASIC",
    interval: "month",
    status: "active",
    created: 1_000_000,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: 0,
    paymentMethodId: null,
    last4: null,
    currency: "USD",
    ...over,
  });

  it("keeps the one that started first, whatever it sells", () => {
    const proMonthly = state({ id: "sub_p", plan: "PRO", created: 1_000_000 });
    const basicYearly = state({ id: "sub_b", plan: "BASIC", interval: "year", created: 1_005_000 });
    expect(keeperOf(proMonthly, basicYearly)).toBe(proMonthly);
    expect(keeperOf(basicYearly, proMonthly)).toBe(proMonthly);
    const earlyBasic = state({ id: "sub_e", created: 999_000 });
    expect(keeperOf(proMonthly, earlyBasic)).toBe(earlyBasic);
  });

  it("in the same second: the higher plan, then the longer interval, then the smaller id", () => {
    const basic = state({ id: "sub_1" });
    const pro = state({ id: "sub_2", plan: "PRO" });
    expect(keeperOf(basic, pro)).toBe(pro);
    const yearly = state({ id: "sub_3", interval: "year" });
    expect(keeperOf(basic, yearly)).toBe(yearly);
    const twin = state({ id: "sub_0" });
    expect(keeperOf(basic, twin)).toBe(twin);
    expect(keeperOf(twin, basic)).toBe(twin);
    // An unknown start counts as the latest.
    expect(keeperOf(state({ id: "sub_x", plan: "PRO", created: 0 }), basic)).toBe(basic);
  });
});

describe("Stripe: one customer, one live subscription", () => {
  const at = Date.UTC(2026, 10, 24, 12, 0, 0);
  const webhookSecret = "whsec_test_forma";
  let restore: (() => void) | null = null;
  afterEach(() => restore?.());

  /** The app with Stripe configured against a fresh fake account, the clock stopped at `at`. */
  function withStripe() {
    const account = stripeAccount(webhookSecret);
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(account.fetch);
    restore = () => spy.mockRestore();
    const stripeEnv = { ...env, STRIPE_SECRET_KEY: "sk_test_forma", STRIPE_WEBHOOK_SECRET: webhookSecret, clock: fixedClock(at) };
    const send = async (path: string, init: RequestInit) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request(`https://forma.test${path}`, init), stripeEnv, ctx);
      await waitOnExecutionContext(ctx);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    };
    return {
      account,
      checkout: async (token: string, plan: string, interval: string) => {
        const res = await send("/api/billing/checkout", {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ plan, interval }),
        });
        expect(res.status).toBe(200);
        return new URL(res.body.url).pathname.split("/").at(-1)!;
      },
      /** Stripe delivers its webhook about a subscription as it is now, created `offset` ms after `at`. */
      deliver: async (type: string, subscriptionId: string, offset = 0) => {
        const { body, signature } = await account.delivery(type, subscriptionId, at + offset);
        return send("/api/billing/webhook", { method: "POST", body, headers: { "Stripe-Signature": signature } });
      },
    };
  }

  async function member() {
    const { id } = await createUser();
    return { id, token: await createSession(id) };
  }

  it("opens every checkout of a member for one customer, even two at once", async () => {
    const stripe = withStripe();
    const { id, token } = await member();
    const [a, b] = await Promise.all([stripe.checkout(token, "PRO", "month"), stripe.checkout(token, "BASIC", "year")]);
    const c = await stripe.checkout(token, "PRO", "year");
    const own = [...stripe.account.customers.values()].filter((cus) => cus.metadata.userId === id);
    expect(own).toHaveLength(1);
    for (const session of [a, b, c]) expect(stripe.account.sessions.get(session)!.customer).toBe(own[0]!.id);
  });

  it("expires the member's other open checkouts when one is paid", async () => {
    const stripe = withStripe();
    const { id, token } = await member();
    const pro = await stripe.checkout(token, "PRO", "month");
    const basic = await stripe.checkout(token, "BASIC", "year");
    const sub = stripe.account.pay(pro, at);
    expect((await stripe.deliver("customer.subscription.created", sub)).body).toEqual({ received: true, result: "applied" });
    expect(stripe.account.sessions.get(basic)!.status).toBe("expired");
    expect(() => stripe.account.pay(basic, at + 1000)).toThrow(/not open/);
    expect(await row(id)).toMatchObject({ plan: "PRO", interval: "month", status: "active", subscriptionId: sub });
    // A later checkout goes to the same customer the subscription has.
    expect(await planOf(id)).toBe("PRO");
  });

  it("keeps Pro monthly paid first over a stale Standard yearly paid after, whichever webhook comes first", async () => {
    for (const first of ["stale", "first"] as const) {
      const stripe = withStripe();
      const { id, token } = await member();
      const proSession = await stripe.checkout(token, "PRO", "month");
      const basicSession = await stripe.checkout(token, "BASIC", "year");
      // Both pages paid before any webhook arrives: Pro first, Standard five seconds later.
      const pro = stripe.account.pay(proSession, at);
      const basic = stripe.account.pay(basicSession, at + 5000);
      const deliveries =
        first === "stale"
          ? [
              ["customer.subscription.created", basic, 5000],
              ["customer.subscription.created", pro, 0],
            ]
          : [
              ["customer.subscription.created", pro, 0],
              ["customer.subscription.created", basic, 5000],
            ];
      const results = [];
      for (const [type, sub, offset] of deliveries as [string, string, number][]) {
        const res = await stripe.deliver(type, sub, offset);
        expect(res.status).toBe(200);
        results.push(res.body.result);
      }
      expect(results).toEqual(first === "stale" ? ["applied", "applied"] : ["applied", "canceled_duplicate"]);

      expect(await row(id)).toMatchObject({ subscriptionId: pro, plan: "PRO", interval: "month", status: "active" });
      expect(await planOf(id)).toBe("PRO");
      expect(stripe.account.subscriptions.get(pro)!.status).toBe("active");
      expect(stripe.account.subscriptions.get(basic)!.status).toBe("canceled");
      expect(stripe.account.refunds).toEqual([{ paymentIntent: expect.any(String), amount: 4790, reason: "duplicate" }]);

      // Stripe then reports the duplicate's end: the member's Pro is untouched.
      expect((await stripe.deliver("customer.subscription.deleted", basic, 6000)).body.result).toBe("ignored");
      expect(await planOf(id)).toBe("PRO");
      restore?.();
    }
  });

  it("makes one live subscription of two paid at once whose webhooks arrive together", async () => {
    for (let round = 0; round < 4; round++) {
      const stripe = withStripe();
      const { id, token } = await member();
      const proSession = await stripe.checkout(token, "PRO", "month");
      const basicSession = await stripe.checkout(token, "BASIC", "year");
      const pro = stripe.account.pay(proSession, at);
      const basic = stripe.account.pay(basicSession, at + 2000);
      const both = [
        stripe.deliver("customer.subscription.created", pro, 0),
        stripe.deliver("customer.subscription.created", basic, 2000),
      ];
      const answers = await Promise.all(round % 2 === 0 ? both : both.reverse());
      expect(answers.map((a) => a.status)).toEqual([200, 200]);

      const live = [...stripe.account.subscriptions.values()].filter((s) => s.status === "active");
      expect(live.map((s) => s.id)).toEqual([pro]);
      expect(stripe.account.refunds).toHaveLength(1);
      expect(await row(id)).toMatchObject({ subscriptionId: pro, plan: "PRO", status: "active" });
      expect(await planOf(id)).toBe("PRO");
      restore?.();
    }
  });

  it("keeps the higher plan of two started in the same second", async () => {
    const stripe = withStripe();
    const { id, token } = await member();
    const basic = stripe.account.pay(await stripe.checkout(token, "BASIC", "month"), at);
    const pro = stripe.account.pay(await stripe.checkout(token, "PRO", "month"), at + 400);
    expect((await stripe.deliver("customer.subscription.created", basic, 0)).body.result).toBe("applied");
    expect(await planOf(id)).toBe("BASIC");
    expect((await stripe.deliver("customer.subscription.created", pro, 400)).body.result).toBe("applied");
    expect(await row(id)).toMatchObject({ subscriptionId: pro, plan: "PRO" });
    expect(await planOf(id)).toBe("PRO");
    expect(stripe.account.subscriptions.get(basic)!.status).toBe("canceled");
    expect(stripe.account.refunds).toEqual([expect.objectContaining({ amount: 499 })]);
  });

  it("does not believe an old event that says a canceled subscription is live", async () => {
    const stripe = withStripe();
    const { id, token } = await member();
    const old = stripe.account.pay(await stripe.checkout(token, "BASIC", "month"), at - 60_000);
    const oldEvent = await stripe.account.delivery("customer.subscription.updated", old, at - 60_000);
    stripe.account.subscriptions.get(old)!.status = "canceled";
    const current = stripe.account.pay(await stripe.checkout(token, "PRO", "month"), at);
    await stripe.deliver("customer.subscription.created", current, 0);
    // The old "active" update arrives late (a retried delivery): Stripe now says it has ended.
    const ctx = createExecutionContext();
    const late = await app.fetch(
      new Request("https://forma.test/api/billing/webhook", {
        method: "POST",
        body: oldEvent.body,
        headers: { "Stripe-Signature": oldEvent.signature },
      }),
      { ...env, STRIPE_SECRET_KEY: "sk_test_forma", STRIPE_WEBHOOK_SECRET: webhookSecret, clock: fixedClock(at - 60_000) },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ result: "ignored" });
    expect(await row(id)).toMatchObject({ subscriptionId: current, plan: "PRO", status: "active" });
    expect(stripe.account.subscriptions.get(current)!.status).toBe("active");
    expect(stripe.account.refunds).toEqual([]);
  });
});
