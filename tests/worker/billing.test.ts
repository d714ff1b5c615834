import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { priceFor } from "../../core/billing/catalog";
import { sessionMiddleware } from "../../worker/shared/session/middleware";
import { requireUser } from "../../worker/shared/require-user";
import { requireEntitlement } from "../../worker/shared/entitlements";
import { dailyCron, hourlyCron, monthlyCron } from "../../worker/cron/scheduled";
import { getDb } from "../../worker/db/client";
import { profiles, sandboxSubscriptions, subscriptions } from "../../worker/db/schema";
import type { AppEnv } from "../../worker/env";
import worker from "../../worker/index";
import { onError } from "../../worker/platform/errors";
import { clockMiddleware } from "../../worker/platform/clock";
import { dbMiddleware } from "../../worker/platform/db";
import { localeMiddleware } from "../../worker/platform/locale";
import { signPayload } from "../../worker/platform/payments/stripe-signature";
import { post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const sandboxSecret = "whsec_forma_sandbox_development";
const day = 86_400_000;

async function getActive(token: string) {
  const res = await SELF.fetch("https://forma.test/api/subscription/get-active", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const page = (path: string, token: string, init: RequestInit = {}) =>
  SELF.fetch(`https://forma.test${path}`, {
    redirect: "manual",
    ...init,
    headers: { Cookie: `__Host-session=${token}`, ...(init.headers ?? {}) },
  });
const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

/** A member who went through the sandbox checkout with `card`; returns what the pages answered. */
async function buy(plan: "BASIC" | "PRO", interval: "month" | "year", card = "4242 4242 4242 4242", lang?: "en" | "ru") {
  const { id } = await createUser();
  const token = await createSession(id);
  const checkout = await post("/api/billing/checkout", { plan, interval }, { token, lang });
  expect(checkout.status).toBe(200);
  const path = new URL(checkout.body.url).pathname;
  const paid = await page(path, token, form({ card }));
  return { id, token, path, paid };
}

async function runCron(cron: string, scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const row = (userId: string) => getDb(env.DB).select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();

describe("subscription answer", () => {
  it("is an empty body for a FREE member and 401 without a session", async () => {
    const { id } = await createUser();
    expect(await getActive(await createSession(id))).toEqual({ status: 200, body: null });
    const anon = await SELF.fetch("https://forma.test/api/subscription/get-active");
    expect(anon.status).toBe(401);
  });
});

describe("sandbox checkout", () => {
  it("sells Pro with the success card: active, allowances, card, session plan", async () => {
    const before = Date.now();
    const { token, paid } = await buy("PRO", "month");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe("https://forma.test/billing?checkout=success");
    const { body } = await getActive(token);
    expect(body).toMatchObject({
      plan: "PRO",
      interval: "month",
      status: "active",
      predicatesLeft: 10,
      chatMessagesLeft: 100,
      canceled: false,
      lastFourNumbers: "4242",
      provider: "sandbox",
    });
    expect(body.paymentMethodId).toMatch(/^pm_/);
    const ends = Date.parse(body.ends);
    expect(ends - before).toBeGreaterThan(27 * day);
    expect(ends - before).toBeLessThan(32 * day);
    const session = await (
      await SELF.fetch("https://forma.test/api/auth/session", { headers: { Authorization: `Bearer ${token}` } })
    ).json<any>();
    expect(session.user.plan).toBe("PRO");
  });

  it("shows the checkout page in the member's language with the price, and hides it from others", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const { body } = await post("/api/billing/checkout", { plan: "PRO", interval: "year" }, { token, lang: "ru" });
    const path = new URL(body.url).pathname;
    const html = await (await page(path, token, { headers: { Cookie: `__Host-session=${token}; lang=ru` } })).text();
    expect(html).toContain("Forma Pro (на год)");
    expect(html).toMatch(/7\s670\s₽/); // 799 ₽ × 12 − 20% = 7 670,40 ₽, priced in whole rubles
    expect(html).toContain("Номер карты");
    const other = await createUser();
    expect((await page(path, await createSession(other.id))).status).toBe(404);
    expect((await SELF.fetch(`https://forma.test${path}`)).status).toBe(404);
    expect(priceFor("PRO", "year", "RUB")).toBe(767000);
    expect(priceFor("PRO", "year", "USD")).toBe(9590); // $9.99 × 12 − 20% = $95.904
  });

  it("returns to the phone's billing screen when the checkout started there", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    const { body } = await post("/api/billing/checkout", { plan: "BASIC", interval: "month", from: "/mbilling" }, { token });
    const paid = await page(new URL(body.url).pathname, token, form({ card: "4242424242424242" }));
    expect(paid.headers.get("Location")).toBe("https://forma.test/mbilling?checkout=success");
    const elsewhere = await post(
      "/api/billing/checkout",
      { plan: "PRO", interval: "month", from: "https://evil.example" },
      { token },
    );
    expect(elsewhere.status).toBe(400);
  });

  it("declines the declined card and leaves the member on FREE", async () => {
    const { token, paid } = await buy("PRO", "month", "4000 0000 0000 0002");
    expect(paid.status).toBe(402);
    expect(await paid.text()).toContain("Your card was declined. Try another card.");
    expect((await getActive(token)).body).toBeNull();
  });

  it("asks for 3-D Secure with the authentication card: failing reopens, completing pays", async () => {
    const { token, path, paid } = await buy("BASIC", "year", "4000002500003155");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(`${path}/authenticate`);
    const failed = await page(`${path}/authenticate`, token, form({ approve: "0" }));
    expect(failed.status).toBe(402);
    expect((await getActive(token)).body).toBeNull();
    await page(path, token, form({ card: "4000002500003155" }));
    const done = await page(`${path}/authenticate`, token, form({ approve: "1" }));
    expect(done.status).toBe(303);
    expect((await getActive(token)).body).toMatchObject({
      plan: "BASIC",
      interval: "year",
      lastFourNumbers: "3155",
      predicatesLeft: 0,
      chatMessagesLeft: 0,
    });
  });

  it("refuses an unknown card number and a bad plan, with clear messages", async () => {
    const { token, paid } = await buy("PRO", "month", "1234 5678 9012 3456");
    expect(await paid.text()).toContain("Use one of the test cards listed below.");
    const bad = await post("/api/billing/checkout", { plan: "GOLD", interval: "month" }, { token });
    expect(bad).toMatchObject({ status: 400, body: { error: { message: "Choose Standard or Pro" } } });
    const anon = await post("/api/billing/checkout", { plan: "PRO", interval: "month" });
    expect(anon.status).toBe(401);
  });
});

describe("managing a subscription", () => {
  it("says 'already subscribed' for the same plan, and moves between plans", async () => {
    const { id, token } = await buy("PRO", "month");
    const same = await post("/api/billing/checkout", { plan: "PRO", interval: "month" }, { token });
    expect(same).toMatchObject({ status: 409, body: { error: { message: "You are already subscribed to this plan" } } });
    const ru = await post("/api/billing/checkout", { plan: "PRO", interval: "month" }, { token, lang: "ru" });
    expect(ru.body.error.message).toBe("Вы уже подписаны на этот тариф");
    expect((await post("/api/billing/checkout", { plan: "BASIC", interval: "month" }, { token })).body).toEqual({
      changed: true,
    });
    expect((await getActive(token)).body).toMatchObject({ plan: "BASIC", predicatesLeft: 0 });
    expect((await getDb(env.DB).select().from(profiles).where(eq(profiles.userId, id)).get())!.plan).toBe("BASIC");
    await post("/api/billing/checkout", { plan: "PRO", interval: "year" }, { token });
    expect((await getActive(token)).body).toMatchObject({ plan: "PRO", interval: "year", predicatesLeft: 10 });
  });

  it("changes plans in the subscription's own currency, whatever language the member reads in now", async () => {
    const sandboxRow = (userId: string) =>
      getDb(env.DB).select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.userId, userId)).get();
    // Bought in English (dollars), changed from the Russian interface: still dollars.
    const dollars = await buy("PRO", "month", undefined, "en");
    expect((await getActive(dollars.token)).body).toMatchObject({ plan: "PRO", currency: "USD" });
    const changed = await post("/api/billing/checkout", { plan: "BASIC", interval: "year" }, { token: dollars.token, lang: "ru" });
    expect(changed.body).toEqual({ changed: true });
    expect(await sandboxRow(dollars.id)).toMatchObject({ plan: "BASIC", currency: "USD", amount: priceFor("BASIC", "year", "USD") });
    expect((await getActive(dollars.token)).body).toMatchObject({ plan: "BASIC", interval: "year", currency: "USD" });
    expect((await row(dollars.id))!.currency).toBe("USD");
    // Bought in Russian (rubles), changed from the English interface: still rubles.
    const rubles = await buy("BASIC", "month", undefined, "ru");
    expect((await getActive(rubles.token)).body).toMatchObject({ currency: "RUB" });
    await post("/api/billing/checkout", { plan: "PRO", interval: "month" }, { token: rubles.token, lang: "en" });
    expect(await sandboxRow(rubles.id)).toMatchObject({ plan: "PRO", currency: "RUB", amount: priceFor("PRO", "month", "RUB") });
    expect((await getActive(rubles.token)).body).toMatchObject({ plan: "PRO", currency: "RUB" });
  });

  it("cancels (active until the period ends) and renews", async () => {
    const { token } = await buy("PRO", "month");
    const canceled = await post("/api/subscription/cancel", {}, { token });
    expect(canceled.body).toMatchObject({ status: "canceled", canceled: true, plan: "PRO" });
    const renewed = await post("/api/subscription/renew", {}, { token });
    expect(renewed.body).toMatchObject({ status: "active", canceled: false });
    const { id } = await createUser();
    expect((await post("/api/subscription/cancel", {}, { token: await createSession(id) })).status).toBe(404);
  });

  it("updates the payment method on the provider's card page", async () => {
    const { token } = await buy("PRO", "month");
    const { body } = await post("/api/subscription/payment-method", {}, { token });
    const path = new URL(body.url).pathname;
    expect(path).toMatch(/^\/sandbox\/card\/sub_/);
    expect(await (await page(path, token)).text()).toContain("Current card ends in 4242.");
    const declined = await page(path, token, form({ card: "4000000000000002" }));
    expect(declined.status).toBe(402);
    const saved = await page(path, token, form({ card: "4000 0025 0000 3155" }));
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("https://forma.test/billing?card=updated");
    expect((await getActive(token)).body.lastFourNumbers).toBe("3155");
    // From the phone's billing screen it returns there; a foreign return address is ignored.
    const phone = new URL((await post("/api/subscription/payment-method", { from: "/mbilling" }, { token })).body.url);
    const back = await page(phone.pathname + phone.search, token, form({ card: "4242424242424242" }));
    expect(back.headers.get("Location")).toBe("https://forma.test/mbilling?card=updated");
    const evil = await page(
      `${phone.pathname}?return=${encodeURIComponent("https://evil.example/")}`,
      token,
      form({ card: "4242424242424242" }),
    );
    expect(evil.headers.get("Location")).toBe("https://forma.test/billing?card=updated");
  });
});

/** A Stripe-format subscription event for the webhook, signed with `secret` at `signedAt`. */
async function delivery(
  userId: string,
  over: { id?: string; created: number; status?: string; plan?: string; cancel?: boolean; secret?: string; signedAt?: number },
) {
  const body = JSON.stringify({
    id: over.id ?? `evt_${crypto.randomUUID()}`,
    object: "event",
    created: Math.floor(over.created / 1000),
    type: "customer.subscription.updated",
    data: {
      object: {
        id: `sub_hook_${userId}`,
        customer: `cus_${userId}`,
        status: over.status ?? "active",
        cancel_at_period_end: over.cancel ?? false,
        current_period_end: Math.floor((over.created + 30 * day) / 1000),
        default_payment_method: { id: "pm_hook", card: { last4: "1111" } },
        metadata: { userId, plan: over.plan ?? "PRO", interval: "month" },
      },
    },
  });
  const signature = await signPayload(body, over.secret ?? sandboxSecret, over.signedAt ?? Date.now());
  const res = await SELF.fetch("https://forma.test/api/billing/webhook", {
    method: "POST",
    body,
    headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
  });
  return { status: res.status, body: await res.json<any>(), error: res.headers.get("X-Webhook-Error") };
}

describe("webhook", () => {
  it("accepts a signed event and refuses a wrong secret, a stale signature and a missing one", async () => {
    const { id } = await createUser();
    const now = Date.now();
    expect(await delivery(id, { created: now })).toMatchObject({ status: 200, body: { result: "applied" } });
    expect((await row(id))!.plan).toBe("PRO");
    expect(await delivery(id, { created: now, plan: "BASIC", secret: "whsec_wrong" })).toMatchObject({
      status: 400,
      error: "bad_signature",
    });
    expect(await delivery(id, { created: now, plan: "BASIC", signedAt: now - 6 * 60 * 1000 })).toMatchObject({
      status: 400,
      error: "stale",
    });
    const bare = await SELF.fetch("https://forma.test/api/billing/webhook", { method: "POST", body: "{}" });
    expect(bare.status).toBe(400);
    expect(bare.headers.get("X-Webhook-Error")).toBe("missing_signature");
    expect((await row(id))!.plan).toBe("PRO");
  });

  it("applies a replayed event once and ignores an older event arriving late", async () => {
    const { id } = await createUser();
    const now = Date.now();
    const first = await delivery(id, { id: "evt_replay_" + id, created: now - 60_000 });
    expect(first.body.result).toBe("applied");
    expect((await delivery(id, { id: "evt_replay_" + id, created: now - 60_000 })).body.result).toBe("duplicate");
    // The member cancels (newer), then an older "active" update arrives: nothing changes back.
    expect((await delivery(id, { created: now, cancel: true })).body.result).toBe("applied");
    expect((await delivery(id, { created: now - 30_000 })).body.result).toBe("stale");
    expect((await row(id))!.status).toBe("canceled");
    // The subscription ends at the provider: expired, back to FREE.
    expect((await delivery(id, { created: now + 1000, status: "canceled" })).body.result).toBe("applied");
    expect((await row(id))!.status).toBe("expired");
    expect((await getDb(env.DB).select().from(profiles).where(eq(profiles.userId, id)).get())!.plan).toBe("FREE");
  });
});

describe("billing crons", () => {
  it("renews the sandbox's subscriptions daily and ends canceled ones at the period's end", async () => {
    const a = await buy("PRO", "month");
    const b = await buy("PRO", "month");
    await post("/api/subscription/cancel", {}, { token: b.token });
    const endA = (await row(a.id))!.currentPeriodEnd.getTime();
    await runCron(dailyCron, endA + 60_000);
    const renewed = (await row(a.id))!;
    expect(renewed.status).toBe("active");
    expect(renewed.currentPeriodEnd.getTime() - endA).toBeGreaterThan(27 * day);
    expect((await row(b.id))!.status).toBe("expired");
    // The cron ran a month on, past the sessions' 30 days (it prunes them): b signs in again.
    expect((await getActive(await createSession(b.id))).body).toBeNull();
  });

  it("ends a plan within the hour it ends, not at the next daily run: a canceled period at its end, an unrenewed card 5 days after", async () => {
    const kept = await buy("PRO", "month");
    const canceled = await buy("PRO", "month");
    await post("/api/subscription/cancel", {}, { token: canceled.token });
    const end = (await row(canceled.id))!.currentPeriodEnd.getTime();
    await runCron(hourlyCron, end - 60_000);
    expect((await getActive(canceled.token)).body).toMatchObject({ plan: "PRO", canceled: true });
    await runCron(hourlyCron, end + 60_000);
    expect((await row(canceled.id))!.status).toBe("expired");
    expect((await getActive(canceled.token)).body).toBeNull();
    expect((await getDb(env.DB).select().from(profiles).where(eq(profiles.userId, canceled.id)).get())!.plan).toBe("FREE");
    // The one still paid for (its renewal is the daily run's) stays.
    expect((await row(kept.id))!.status).toBe("active");

    const { id } = await createUser();
    await delivery(id, { created: Date.now() });
    const unrenewed = (await row(id))!.currentPeriodEnd.getTime();
    await runCron(hourlyCron, unrenewed + 5 * day - 60_000);
    expect((await row(id))!.status).toBe("active");
    await runCron(hourlyCron, unrenewed + 5 * day + 60_000);
    expect((await row(id))!.status).toBe("expired");
  });

  it("expires an active subscription the provider stopped renewing, after the grace period (5 days, as a ruble renewal's)", async () => {
    const { id } = await createUser();
    const now = Date.now();
    await delivery(id, { created: now });
    const end = (await row(id))!.currentPeriodEnd.getTime();
    await runCron(dailyCron, end + 4 * day);
    expect((await row(id))!.status).toBe("active");
    await runCron(dailyCron, end + 5 * day + 60_000);
    expect((await row(id))!.status).toBe("expired");
  });

  it("restores each Pro member's monthly allowances: previews by the cron, the coach's messages by themselves", async () => {
    const { id, token } = await buy("PRO", "month");
    await getDb(env.DB).update(subscriptions).set({ predicatesLeft: 3 }).where(eq(subscriptions.userId, id)).run();
    const limiter = env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(id));
    for (let i = 0; i < 5; i++) await limiter.consume({ now: Date.now(), monthlyLimit: 100, minIntervalMs: 0 });
    expect((await getActive(token)).body).toMatchObject({ predicatesLeft: 3, chatMessagesLeft: 95 });
    await runCron(monthlyCron, Date.now());
    expect((await getActive(token)).body).toMatchObject({ predicatesLeft: 10 });
    // Messages sent last month do not count this month, with or without the cron.
    const lastMonth = new Date(new Date().setUTCDate(1)).setUTCHours(0, 0, 0, 0) - 1;
    const other = await buy("PRO", "month");
    const otherLimiter = env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(other.id));
    for (let i = 0; i < 5; i++) await otherLimiter.consume({ now: lastMonth, monthlyLimit: 100, minIntervalMs: 0 });
    expect((await getActive(other.token)).body).toMatchObject({ chatMessagesLeft: 100 });
  });
});

describe("entitlements", () => {
  const app = new Hono<AppEnv>()
    .use(clockMiddleware)
    .use(dbMiddleware)
    .use(localeMiddleware)
    .use(sessionMiddleware)
    .use(requireUser)
    .get("/chat", requireEntitlement("chat"), (c) => c.text("ok"))
    .get("/workouts", requireEntitlement("workoutPlans"), (c) => c.text("ok"));
  app.onError(onError);
  const call = async (path: string, plan: "FREE" | "BASIC" | "PRO", lang = "en") => {
    const { id } = await createUser({ plan });
    const res = await app.request(
      path,
      { headers: { Authorization: `Bearer ${await createSession(id)}`, Cookie: `lang=${lang}` } },
      env,
    );
    return { status: res.status, text: await res.text() };
  };

  it("lets each plan use only what it includes, with the spec's message for chat", async () => {
    expect(await call("/chat", "FREE")).toMatchObject({
      status: 403,
      text: expect.stringContaining("Subscription required to access chat"),
    });
    expect((await call("/chat", "BASIC", "ru")).text).toContain("Чтобы пользоваться чатом, нужна подписка");
    expect(await call("/chat", "PRO")).toEqual({ status: 200, text: "ok" });
    expect((await call("/workouts", "FREE")).status).toBe(403);
    expect((await call("/workouts", "BASIC")).status).toBe(200);
  });
});

describe("with Stripe configured", () => {
  it("shows a cancel at once from Stripe's answer, before its webhook arrives", async () => {
    const { id } = await createUser({ plan: "PRO" });
    const token = await createSession(id);
    const now = Date.now();
    await getDb(env.DB)
      .insert(subscriptions)
      .values({
        userId: id,
        provider: "stripe",
        customerId: "cus_s",
        subscriptionId: `sub_s_${id}`,
        plan: "PRO",
        interval: "month",
        status: "active",
        currentPeriodEnd: new Date(now + 20 * day),
        predicatesLeft: 10,
        lastEventAt: new Date(now - 60_000),
      });
    const stripeAnswer = {
      id: `sub_s_${id}`,
      object: "subscription",
      customer: "cus_s",
      status: "active",
      cancel_at_period_end: true,
      metadata: { userId: id, plan: "PRO", interval: "month" },
      items: { data: [{ current_period_end: Math.floor((now + 20 * day) / 1000) }] },
    };
    const calls: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      calls.push(`${init?.method ?? "GET"} ${new URL(String(input)).pathname}`);
      return Response.json(stripeAnswer);
    });
    try {
      const stripeEnv = { ...env, STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
      const res = await app.request(
        "https://forma.test/api/subscription/cancel",
        { method: "POST", headers: { Authorization: `Bearer ${token}` } },
        stripeEnv,
      );
      expect(calls).toEqual([`POST /v1/subscriptions/sub_s_${id}`]);
      expect(await res.json()).toMatchObject({ status: "canceled", canceled: true, plan: "PRO", provider: "stripe" });
    } finally {
      fetchSpy.mockRestore();
    }
    expect((await row(id))!.status).toBe("canceled");
  });
});
