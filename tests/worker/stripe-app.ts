// Driving the app with Stripe configured against a fake account (fake-stripe.ts): requests with
// the worker's clock stopped where the test says (the account's clock follows it), Stripe's
// webhooks as it would send them, and the daily expiry of subscriptions on its own (the whole
// daily cron would also queue other tests' ruble renewals).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import type { Interval, PaidPlan } from "../../core/billing/catalog";
import { fixedClock } from "../../core/clock";
import { app } from "../../worker/app";
import { expireSubscriptions } from "../../worker/billing/cron-tasks";
import { getDb } from "../../worker/db/client";
import { profiles, subscriptions } from "../../worker/db/schema";
import { createSession, createUser } from "./factories";
import { stripeAccount } from "./fake-stripe";

const webhookSecret = "whsec_test_forma";

export const db = () => getDb(env.DB);
export const subscriptionRow = (userId: string) =>
  db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
export const planOf = async (userId: string) =>
  (await db().select().from(profiles).where(eq(profiles.userId, userId)).get())?.plan;

/** The app with Stripe configured against a fresh fake account; `restore` puts the global fetch back. */
export function withStripe() {
  let clock = 0;
  const account = stripeAccount(webhookSecret, () => clock);
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(account.fetch);
  const stripeEnv = (now: number) => ({
    ...env,
    STRIPE_SECRET_KEY: "sk_test_forma",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    clock: fixedClock(now),
  });

  /** One request at `now`: JSON in and out, the member's bearer token and language. */
  async function send(method: string, path: string, opts: { now: number; token?: string; body?: unknown; lang?: "en" | "ru" }) {
    clock = opts.now;
    const headers: Record<string, string> = {};
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.lang) headers.Cookie = `lang=${opts.lang}`;
    if (opts.body !== undefined) headers["Content-Type"] = "application/json";
    const init: RequestInit = { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) };
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`https://forma.test${path}`, init), stripeEnv(opts.now), ctx);
    await waitOnExecutionContext(ctx);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  /** Stripe's webhook about a subscription as the account holds it now, sent at `now`. */
  async function deliver(type: string, subscriptionId: string, now: number) {
    clock = now;
    const { body, signature } = await account.delivery(type, subscriptionId, now);
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request("https://forma.test/api/billing/webhook", { method: "POST", body, headers: { "Stripe-Signature": signature } }),
      stripeEnv(now),
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    return ((await res.json()) as { result: string }).result;
  }

  /** A member who checked out `plan` at `now` and paid Stripe's page; its webhook applied. */
  async function buy(plan: PaidPlan, interval: Interval, now: number) {
    const { id } = await createUser();
    const token = await createSession(id);
    const checkout = await send("POST", "/api/billing/checkout", { now, token, body: { plan, interval } });
    expect(checkout.status).toBe(200);
    clock = now;
    const subscriptionId = account.pay(new URL(checkout.body.url).pathname.split("/").at(-1)!, now);
    expect(await deliver("customer.subscription.created", subscriptionId, now)).toBe("applied");
    const customerId = account.subscriptions.get(subscriptionId)!.customer;
    return { id, token, subscriptionId, customerId };
  }

  return {
    account,
    restore: () => spy.mockRestore(),
    send,
    deliver,
    buy,
    getActive: (token: string, now: number) => send("GET", "/api/subscription/get-active", { now, token }),
    /** The daily expiry of ended subscriptions (worker/billing/cron-tasks.ts) at `now`. */
    expireAt: (now: number) => expireSubscriptions.run({ env: stripeEnv(now), db: db(), now }),
  };
}
