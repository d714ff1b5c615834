// Deleting an account ends its billing at the provider first; provider events about members who
// are not (or no longer) here answer 2xx and are recorded as ignored; absurd fields get a 400.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixedClock } from "../../core/clock";
import { app } from "../../worker/app";
import { closeBilling } from "../../worker/billing/service";
import { getDb } from "../../worker/db/client";
import { paymentEvents, profiles, sandboxSubscriptions, subscriptions, users } from "../../worker/db/schema";
import { signPayload } from "../../worker/platform/payments/stripe-signature";
import { post, signIn, verifiedMember } from "./auth-helpers";
import { createUser } from "./factories";
import { stripeAccount } from "./fake-stripe";

const sandboxSecret = "whsec_forma_sandbox_development";
const db = () => getDb(env.DB);
const userRow = (id: string) => db().select().from(users).where(eq(users.id, id)).get();
const recorded = (id: string) => db().select().from(paymentEvents).where(eq(paymentEvents.id, id)).get();

/** A signed-in member with a password (deletion asks for it). */
async function memberWithPassword() {
  const { email, password } = await verifiedMember();
  const token = (await signIn(email, password, { returnToken: true })).body.token as string;
  const user = await db().select().from(users).where(eq(users.email, email)).get();
  return { id: user!.id, email, password, token };
}

/** A Stripe-format subscription event, signed with the sandbox's secret at `signedAt`. */
function subscriptionEvent(userId: string, over: Record<string, unknown> = {}, object: Record<string, unknown> = {}) {
  return {
    id: `evt_${crypto.randomUUID()}`,
    object: "event",
    created: Math.floor(Date.now() / 1000),
    type: "customer.subscription.updated",
    data: {
      object: {
        id: `sub_${crypto.randomUUID()}`,
        customer: "cus_events",
        status: "active",
        cancel_at_period_end: false,
        current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
        metadata: { userId, plan: "PRO", interval: "month" },
        ...object,
      },
    },
    ...over,
  };
}

async function deliver(event: unknown, lang = "en") {
  const body = JSON.stringify(event);
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request("https://forma.test/api/billing/webhook", {
      method: "POST",
      body,
      headers: { "Stripe-Signature": await signPayload(body, sandboxSecret, Date.now()), Cookie: `lang=${lang}` },
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: res.status, body: (await res.json()) as any, reason: res.headers.get("X-Webhook-Error") };
}

describe("events about members who are not here", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers 200 for an unknown member, records the event as handled and logs why", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const event = subscriptionEvent(crypto.randomUUID());
    expect(await deliver(event)).toMatchObject({ status: 200, body: { received: true, result: "ignored" } });
    expect(await recorded(`sandbox:${event.id}`)).toMatchObject({ type: "customer.subscription.updated" });
    const logged = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(logged).toContainEqual(
      expect.objectContaining({ event: "payment_event_ignored", id: event.id, reason: "unknown_member" }),
    );
    // Stripe retries until it gets a 2xx; a retry is now a known event.
    expect((await deliver(event)).body.result).toBe("duplicate");
  });

  it("answers 200 for a member whose account was deleted, without touching anyone else", async () => {
    const { id } = await createUser({ plan: "FREE" });
    const first = subscriptionEvent(id);
    expect((await deliver(first)).body.result).toBe("applied");
    await db().delete(users).where(eq(users.id, id));
    const later = subscriptionEvent(id, {}, { id: first.data.object.id, cancel_at_period_end: true });
    expect(await deliver(later)).toMatchObject({ status: 200, body: { result: "ignored" } });
    const ended = subscriptionEvent(id, { type: "customer.subscription.deleted" }, { id: first.data.object.id });
    expect(await deliver(ended)).toMatchObject({ status: 200, body: { result: "ignored" } });
    expect(await recorded(`sandbox:${ended.id}`)).toBeDefined();
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, id)).all()).toEqual([]);
  });

  it("never answers 500 when the account is deleted while its events arrive", async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await createUser();
      const events = [0, 1, 2].map(() => subscriptionEvent(id));
      const [, ...answers] = await Promise.all([db().delete(users).where(eq(users.id, id)), ...events.map((e) => deliver(e))]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(["applied", "ignored", "canceled_duplicate"]).toContain(answer.body.result);
      }
      expect(await userRow(id)).toBeUndefined();
    }
  });
});

describe("absurd fields", () => {
  const nobody = crypto.randomUUID();
  it.each([
    ["created: 1e308", { created: 1e308 }, {}],
    ["a negative created", { created: -1_790_000_000 }, {}],
    ["a fractional created", { created: 1_790_000_000.5 }, {}],
    ["a period end of 1e308", {}, { current_period_end: 1e308 }],
    ["a negative period end", {}, { current_period_end: -1 }],
    ["a subscription started at a fraction of a second", {}, { created: 0.5 }],
    ["a huge amount", {}, { items: { data: [{ price: { unit_amount: 1e21 } }] } }],
    ["a negative huge amount", { type: "invoice.paid" }, { amount_paid: -1e16 }],
  ])("%s: 400 in the error shape, nothing stored", async (_, over, object) => {
    const event = subscriptionEvent(nobody, over, object);
    const res = await deliver(event);
    expect(res).toMatchObject({
      status: 400,
      reason: "bad_payload",
      body: { error: { code: "webhook_invalid", message: "The event could not be verified." } },
    });
    expect(await recorded(`sandbox:${event.id}`)).toBeUndefined();
    expect((await deliver(subscriptionEvent(nobody, over, object), "ru")).body.error.message).toBe(
      "Не удалось проверить событие.",
    );
  });

  it("keeps the member's subscription as it was when an absurd event names them", async () => {
    const { id } = await createUser();
    const good = subscriptionEvent(id);
    await deliver(good);
    const before = await db().select().from(subscriptions).where(eq(subscriptions.userId, id)).get();
    const absurd = subscriptionEvent(id, { created: 1e308 }, { id: good.data.object.id, status: "canceled" });
    expect((await deliver(absurd)).status).toBe(400);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, id)).get()).toEqual(before);
  });
});

describe("deleting an account with a subscription", () => {
  afterEach(() => vi.restoreAllMocks());

  it("ends the sandbox subscription at the provider before anything is deleted", async () => {
    const { id, email, token } = await memberWithPassword();
    const { body } = await post("/api/billing/checkout", { plan: "PRO", interval: "month" }, { token });
    await SELF.fetch(body.url, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ card: "4242424242424242" }),
      headers: { Cookie: `__Host-session=${token}` },
    });
    expect((await db().select().from(profiles).where(eq(profiles.userId, id)).get())!.plan).toBe("PRO");
    // The billing step of the deletion, on its own: the provider ends the subscription at once.
    await closeBilling(env, db(), { id, email }, "https://forma.test");
    const [sandboxSub] = await db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.userId, id)).all();
    expect(sandboxSub).toMatchObject({ status: "canceled" });
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, id)).get()).toMatchObject({
      status: "expired",
    });
    expect((await db().select().from(profiles).where(eq(profiles.userId, id)).get())!.plan).toBe("FREE");
  });

  it("deletes a member with a live sandbox subscription, leaving nothing that bills", async () => {
    const { id, password, token } = await memberWithPassword();
    const { body } = await post("/api/billing/checkout", { plan: "BASIC", interval: "year" }, { token });
    await SELF.fetch(body.url, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ card: "4242424242424242" }),
      headers: { Cookie: `__Host-session=${token}` },
    });
    expect(await post("/api/account/delete", { password }, { token })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await userRow(id)).toBeUndefined();
    expect(await db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.userId, id)).all()).toEqual([]);
  });

  describe("with Stripe", () => {
    const at = Date.UTC(2026, 10, 24, 12, 0, 0);
    const webhookSecret = "whsec_test_forma";

    async function stripeMember() {
      const account = stripeAccount(webhookSecret);
      const member = await memberWithPassword();
      // What Stripe was asked, and whether the member's account still existed at that moment.
      const calls: { call: string; accountExisted: boolean }[] = [];
      vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
        const url = new URL(String(input));
        calls.push({ call: `${init?.method ?? "GET"} ${url.pathname}`, accountExisted: Boolean(await userRow(member.id)) });
        return account.fetch(input, init);
      });
      const stripeEnv = {
        ...env,
        STRIPE_SECRET_KEY: "sk_test_forma",
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        clock: fixedClock(at),
      };
      const send = async (path: string, init: RequestInit) => {
        const ctx = createExecutionContext();
        const res = await app.fetch(new Request(`https://forma.test${path}`, init), stripeEnv, ctx);
        await waitOnExecutionContext(ctx);
        return { status: res.status, body: (await res.json()) as any };
      };
      const asMember = (path: string, body: unknown) =>
        send(path, {
          method: "POST",
          headers: { Authorization: `Bearer ${member.token}`, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      const deliver = async (type: string, subscriptionId: string) => {
        const { body, signature } = await account.delivery(type, subscriptionId, at);
        return send("/api/billing/webhook", { method: "POST", body, headers: { "Stripe-Signature": signature } });
      };
      const session = new URL((await asMember("/api/billing/checkout", { plan: "PRO", interval: "month" })).body.url).pathname
        .split("/")
        .at(-1)!;
      const subscriptionId = account.pay(session, at);
      expect((await deliver("customer.subscription.created", subscriptionId)).body.result).toBe("applied");
      return { ...member, account, calls, asMember, deliver, subscriptionId };
    }

    it("cancels the subscription at Stripe first, then deletes; Stripe's later events answer 200", async () => {
      const m = await stripeMember();
      expect(await m.asMember("/api/account/delete", { password: m.password })).toMatchObject({ status: 200 });
      expect(await userRow(m.id)).toBeUndefined();
      expect(m.account.subscriptions.get(m.subscriptionId)!.status).toBe("canceled");
      const cancel = m.calls.find((c) => c.call === `DELETE /v1/subscriptions/${m.subscriptionId}`);
      expect(cancel).toEqual({ call: `DELETE /v1/subscriptions/${m.subscriptionId}`, accountExisted: true });
      expect(m.account.refunds).toEqual([]);

      const ended = await m.deliver("customer.subscription.deleted", m.subscriptionId);
      expect(ended).toMatchObject({ status: 200, body: { result: "ignored" } });
    });

    it("expires the checkout pages of a member who never paid, so none can be paid after the account is gone", async () => {
      const m = await stripeMember();
      const other = await memberWithPassword();
      const open = async (plan: string) => {
        const ctx = createExecutionContext();
        const res = await app.fetch(
          new Request("https://forma.test/api/billing/checkout", {
            method: "POST",
            headers: { Authorization: `Bearer ${other.token}`, "Content-Type": "application/json" },
            body: JSON.stringify({ plan, interval: "month" }),
          }),
          { ...env, STRIPE_SECRET_KEY: "sk_test_forma", STRIPE_WEBHOOK_SECRET: webhookSecret, clock: fixedClock(at) },
          ctx,
        );
        await waitOnExecutionContext(ctx);
        return new URL(((await res.json()) as { url: string }).url).pathname.split("/").at(-1)!;
      };
      const pages = [await open("PRO"), await open("BASIC")];
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request("https://forma.test/api/account/delete", {
          method: "POST",
          headers: { Authorization: `Bearer ${other.token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ password: other.password }),
        }),
        { ...env, STRIPE_SECRET_KEY: "sk_test_forma", STRIPE_WEBHOOK_SECRET: webhookSecret, clock: fixedClock(at) },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(200);
      for (const page of pages) expect(m.account.sessions.get(page)!.status).toBe("expired");
      // The member with the subscription is untouched.
      expect(m.account.subscriptions.get(m.subscriptionId)!.status).toBe("active");
    });

    it("keeps the account when Stripe cannot be reached, and deletes it once it can", async () => {
      const m = await stripeMember();
      m.account.failing.add("DELETE /v1/subscriptions/:id");
      const refused = await m.asMember("/api/account/delete", { password: m.password });
      expect(refused).toMatchObject({
        status: 503,
        body: { error: { code: "payments_unavailable", message: "Payments are not available right now." } },
      });
      expect(await userRow(m.id)).toBeDefined();
      expect((await signIn(m.email, m.password)).status).toBe(200);
      expect(m.account.subscriptions.get(m.subscriptionId)!.status).toBe("active");

      m.account.failing.clear();
      expect((await m.asMember("/api/account/delete", { password: m.password })).status).toBe(200);
      expect(await userRow(m.id)).toBeUndefined();
      expect(m.account.subscriptions.get(m.subscriptionId)!.status).toBe("canceled");
    });
  });
});
