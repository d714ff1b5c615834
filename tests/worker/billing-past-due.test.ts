// A card renewal that goes unpaid (Stripe's past_due): the plan stays for the same grace as a
// ruble renewal being tried again (5 days after the paid period), then the member is on Free until
// a payment goes through; Stripe's further tries and later unpaid periods give nothing back. With
// Stripe (fake-stripe.ts) and with the sandbox's card whose charges fail (4000 0000 0000 0341).
// The times are in 2020, before every other test's, so the expiry runs here end no one else's rows.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { renewalGraceMs } from "../../core/billing/renewals";
import { expireSubscriptions, sandboxBilling } from "../../worker/billing/cron-tasks";
import { sandboxSubscriptions } from "../../worker/db/schema";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";
import { db, planOf, subscriptionRow, withStripe } from "./stripe-app";
import { sandboxPagePost } from "./sandbox-page-post";

const day = 86_400_000;
const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe("Stripe: a renewal that goes unpaid", () => {
  let stripe: ReturnType<typeof withStripe> | null = null;

  /** A Pro member bought at `at` whose renewal went unpaid past the grace: on Free, the row expired. */
  async function onFreeAfterUnpaidRenewal(at: number) {
    const s = (stripe = withStripe());
    const m = await s.buy("PRO", "month", at);
    const paidThrough = (await subscriptionRow(m.id))!.currentPeriodEnd.getTime();
    s.account.declining.add(m.customerId);
    s.account.renew(m.subscriptionId);
    await s.deliver("customer.subscription.updated", m.subscriptionId, paidThrough + hour);
    await s.expireAt(paidThrough + renewalGraceMs + hour);
    expect(await planOf(m.id)).toBe("FREE");
    return { s, m, paidThrough };
  }
  afterEach(() => stripe?.restore());

  it("keeps the plan 5 days after the paid period, then Free until a payment goes through, whatever Stripe tries meanwhile", async () => {
    stripe = withStripe();
    const at = Date.UTC(2020, 2, 10, 9, 0, 0);
    const m = await stripe.buy("PRO", "month", at);
    const paidThrough = (await subscriptionRow(m.id))!.currentPeriodEnd.getTime();

    // The renewal is declined: Stripe starts the next period, past_due, and says so.
    stripe.account.declining.add(m.customerId);
    stripe.account.renew(m.subscriptionId);
    expect(await stripe.deliver("customer.subscription.updated", m.subscriptionId, paidThrough + hour)).toBe("applied");
    // The plan stays, and the date shown is the paid period's end, not the unpaid one's. The
    // billing page is told the renewal failed when Stripe said so, and until when the plan stays.
    const pastDue = { failedAt: iso(paidThrough + hour), nextAttempt: null, providerRetries: true, graceEnds: iso(paidThrough + renewalGraceMs) };
    expect((await stripe.getActive(m.token, paidThrough + 2 * hour)).body).toMatchObject({
      plan: "PRO",
      status: "active",
      ends: iso(paidThrough),
      pastDue,
    });
    // Stripe's next failed try says past_due again: the first failure's day stays.
    expect(await stripe.deliver("customer.subscription.updated", m.subscriptionId, paidThrough + 3 * day)).toBe("applied");
    await stripe.expireAt(paidThrough + 4 * day);
    expect(await planOf(m.id)).toBe("PRO");
    expect((await stripe.getActive(m.token, paidThrough + 4 * day)).body.pastDue).toEqual(pastDue);

    // The grace is over: the daily expiry puts the member on Free.
    await stripe.expireAt(paidThrough + renewalGraceMs + hour);
    expect(await planOf(m.id)).toBe("FREE");
    expect((await stripe.getActive(m.token, paidThrough + renewalGraceMs + 2 * hour)).body).toBeNull();

    // Stripe's next try fails too, and the next period comes unpaid: nothing is given back.
    expect(await stripe.deliver("customer.subscription.updated", m.subscriptionId, paidThrough + 6 * day)).toBe("applied");
    expect(await planOf(m.id)).toBe("FREE");
    stripe.account.renew(m.subscriptionId);
    const nextStart = paidThrough + 30 * day;
    expect(await stripe.deliver("customer.subscription.updated", m.subscriptionId, nextStart + hour)).toBe("applied");
    expect(await planOf(m.id)).toBe("FREE");
    expect((await stripe.getActive(m.token, nextStart + 2 * hour)).body).toBeNull();

    // A new card pays the open invoice: Pro again, until the period Stripe now bills to.
    stripe.account.declining.delete(m.customerId);
    stripe.account.payOpenInvoice(m.subscriptionId);
    expect(await stripe.deliver("customer.subscription.updated", m.subscriptionId, nextStart + 3 * hour)).toBe("applied");
    expect(await planOf(m.id)).toBe("PRO");
    expect((await stripe.getActive(m.token, nextStart + 4 * hour)).body).toMatchObject({
      plan: "PRO",
      status: "active",
      ends: iso(nextStart + 30 * day),
      pastDue: null,
    });
  });

  it("puts the member on Free at once when Stripe's news of the unpaid renewal comes after the grace", async () => {
    stripe = withStripe();
    const at = Date.UTC(2020, 1, 10, 9, 0, 0);
    const m = await stripe.buy("BASIC", "month", at);
    const paidThrough = (await subscriptionRow(m.id))!.currentPeriodEnd.getTime();
    stripe.account.declining.add(m.customerId);
    stripe.account.renew(m.subscriptionId);
    expect(await stripe.deliver("customer.subscription.updated", m.subscriptionId, paidThrough + renewalGraceMs + hour)).toBe(
      "applied",
    );
    expect(await subscriptionRow(m.id)).toMatchObject({ status: "expired", currentPeriodEnd: new Date(paidThrough) });
    expect(await planOf(m.id)).toBe("FREE");
  });

  it("ends the unpaid subscription at Stripe when the member, back on Free, buys again, so only the new one bills", async () => {
    const { s, m, paidThrough } = await onFreeAfterUnpaidRenewal(Date.UTC(2020, 0, 10, 9, 0, 0));

    const again = await s.send("POST", "/api/billing/checkout", {
      now: paidThrough + 6 * day,
      token: m.token,
      body: { plan: "BASIC", interval: "month" },
    });
    expect(again.status).toBe(200);
    expect(s.account.subscriptions.get(m.subscriptionId)!.status).toBe("canceled");
  });

  it("answers a checkout of a member whose unpaid renewal was paid at Stripe meanwhile with that plan, and cancels nothing", async () => {
    const { s, m, paidThrough } = await onFreeAfterUnpaidRenewal(Date.UTC(2020, 4, 10, 9, 0, 0));
    // The member pays the open invoice with another card; Stripe's news has not come yet.
    s.account.declining.delete(m.customerId);
    s.account.payOpenInvoice(m.subscriptionId);

    const again = await s.send("POST", "/api/billing/checkout", {
      now: paidThrough + 6 * day,
      token: m.token,
      body: { plan: "BASIC", interval: "month" },
    });
    expect(again).toMatchObject({ status: 409, body: { error: { code: "already_subscribed" } } });
    expect(s.account.subscriptions.get(m.subscriptionId)!.status).toBe("active");
    expect(await planOf(m.id)).toBe("PRO");
  });
});

describe("the sandbox: a card whose charges fail", () => {
  const pagePost = sandboxPagePost;

  it("leaves the renewal unpaid (past_due): the plan for the grace, then Free, and Pro again once a card pays", async () => {
    const at = Date.UTC(2020, 3, 10, 9, 0, 0);
    const { id } = await createUser();
    const token = await createSession(id);
    const checkout = await post("/api/billing/checkout", { plan: "PRO", interval: "month" }, { token, now: at });
    const path = new URL(checkout.body.url).pathname;
    // Stripe's 0341 is saved, but its first charge is declined at the checkout.
    expect((await pagePost(path, token, { card: "4000 0000 0000 0341" }, at)).status).toBe(402);
    expect((await pagePost(path, token, { card: "4242 4242 4242 4242" }, at)).status).toBe(303);
    const card = new URL((await post("/api/subscription/payment-method", {}, { token, now: at })).body.url).pathname;
    expect((await pagePost(card, token, { card: "4000 0000 0000 0341" }, at + hour)).status).toBe(303);
    const paidThrough = (await subscriptionRow(id))!.currentPeriodEnd.getTime();

    const bill = (now: number) => sandboxBilling.run({ env, db: db(), now });
    expect(await bill(paidThrough + hour)).toMatch(/unpaid [1-9]/);
    const sandboxRow = await db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.userId, id)).get();
    expect(sandboxRow).toMatchObject({ status: "past_due", last4: "0341" });
    expect(
      (await call("GET", "/api/subscription/get-active", undefined, { token, now: paidThrough + 2 * hour })).body,
    ).toMatchObject({
      plan: "PRO",
      ends: iso(paidThrough),
      pastDue: { nextAttempt: null, providerRetries: true, graceEnds: iso(paidThrough + renewalGraceMs) },
    });
    await expireSubscriptions.run({ env, db: db(), now: paidThrough + renewalGraceMs + hour });
    expect(await planOf(id)).toBe("FREE");

    // A card that pays: the unpaid renewal is charged to it, and Pro is back.
    expect((await pagePost(card, token, { card: "4242 4242 4242 4242" }, paidThrough + 6 * day)).status).toBe(303);
    expect(await planOf(id)).toBe("PRO");
    expect(
      (await call("GET", "/api/subscription/get-active", undefined, { token, now: paidThrough + 6 * day })).body,
    ).toMatchObject({
      plan: "PRO",
      status: "active",
      ends: iso(sandboxRow!.currentPeriodEnd.getTime()),
      pastDue: null,
    });
    // Nothing of this member is left for another test's billing run.
    await post("/api/subscription/cancel", {}, { token, now: paidThrough + 6 * day });
  });
});
