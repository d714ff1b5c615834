// A card plan change takes effect only once what it costs now is paid: Stripe is asked with
// `payment_behavior=pending_if_incomplete` (and the difference invoiced at once), a change whose
// payment is declined waits in Stripe's `pending_update` and the member keeps the plan they pay
// for, told why (402); the new plan comes from the subscription Stripe reports once it is paid.
// The sandbox charges the saved card the same way (4000 0000 0000 0341: saved, every charge declined).
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { sandboxSubscriptions } from "../../worker/db/schema";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";
import { db, planOf, withStripe } from "./stripe-app";
import { sandboxPagePost } from "./sandbox-page-post";

const day = 86_400_000;
const minute = 60_000;

describe("Stripe: a plan change and its payment", () => {
  let stripe: ReturnType<typeof withStripe> | null = null;
  afterEach(() => stripe?.restore());

  it("keeps Standard when the upgrade's payment is declined, says why in both languages, and moves to Pro once it is paid", async () => {
    stripe = withStripe();
    const at = Date.UTC(2020, 4, 10, 9, 0, 0);
    const m = await stripe.buy("BASIC", "month", at);
    stripe.account.declining.add(m.customerId);

    const refused = await stripe.send("POST", "/api/billing/checkout", {
      now: at + day,
      token: m.token,
      body: { plan: "PRO", interval: "month" },
    });
    expect(refused).toEqual({
      status: 402,
      body: {
        error: {
          code: "plan_change_unpaid",
          message:
            "The payment for the new plan didn't go through, so your plan stays as it was. Update your payment method and try again.",
        },
      },
    });
    const ru = await stripe.send("POST", "/api/billing/checkout", {
      now: at + day + minute,
      token: m.token,
      lang: "ru",
      body: { plan: "PRO", interval: "month" },
    });
    expect(ru.status).toBe(402);
    expect(ru.body.error.message).toBe(
      "Оплата нового тарифа не прошла, поэтому тариф остался прежним. Обновите способ оплаты и попробуйте ещё раз.",
    );
    // What Stripe was asked: invoiced now, applied only once paid.
    const update = stripe.account.requests
      .filter((r) => r.method === "POST" && r.path === `/v1/subscriptions/${m.subscriptionId}`)
      .at(-1)!;
    expect(update.form).toMatchObject({ payment_behavior: "pending_if_incomplete", proration_behavior: "always_invoice" });
    expect(stripe.account.subscriptions.get(m.subscriptionId)!.pending_update).not.toBeNull();

    // The member's plan, and what Stripe's webhook of the waiting change says: still Standard.
    expect((await stripe.getActive(m.token, at + day + 2 * minute)).body).toMatchObject({ plan: "BASIC", predicatesLeft: 0 });
    expect(await stripe.deliver("customer.subscription.updated", m.subscriptionId, at + day + 3 * minute)).toBe("applied");
    expect(await planOf(m.id)).toBe("BASIC");

    // A new card pays the invoice: Stripe applies the change and says so.
    stripe.account.declining.delete(m.customerId);
    stripe.account.payOpenInvoice(m.subscriptionId);
    expect(await stripe.deliver("customer.subscription.pending_update_applied", m.subscriptionId, at + 2 * day)).toBe("applied");
    expect(await planOf(m.id)).toBe("PRO");
    expect((await stripe.getActive(m.token, at + 2 * day + minute)).body).toMatchObject({ plan: "PRO", predicatesLeft: 10 });
  });

  it("applies a change at once when its payment goes through, and a cheaper one (a credit, nothing to pay) even with a declined card", async () => {
    stripe = withStripe();
    const at = Date.UTC(2020, 5, 10, 9, 0, 0);
    const m = await stripe.buy("BASIC", "month", at);
    const up = await stripe.send("POST", "/api/billing/checkout", {
      now: at + day,
      token: m.token,
      body: { plan: "PRO", interval: "month" },
    });
    expect(up).toEqual({ status: 200, body: { changed: true } });
    expect(await planOf(m.id)).toBe("PRO");

    stripe.account.declining.add(m.customerId);
    const down = await stripe.send("POST", "/api/billing/checkout", {
      now: at + 2 * day,
      token: m.token,
      body: { plan: "BASIC", interval: "month" },
    });
    expect(down).toEqual({ status: 200, body: { changed: true } });
    expect((await stripe.getActive(m.token, at + 2 * day + minute)).body).toMatchObject({ plan: "BASIC" });
  });

  it("takes no plan from a subscription whose change still waits for its payment, whatever its metadata says", async () => {
    stripe = withStripe();
    const at = Date.UTC(2020, 6, 10, 9, 0, 0);
    const m = await stripe.buy("BASIC", "month", at);
    // As an API version that wrote the metadata at once would report the waiting upgrade.
    const sub = stripe.account.subscriptions.get(m.subscriptionId)!;
    sub.metadata.plan = "PRO";
    sub.pending_update = {
      expires_at: Math.floor((at + day) / 1000),
      subscription_items: [{ price: { product: "prod_forma", unit_amount: 999, recurring: { interval: "month" } } }],
      metadata: { plan: "PRO" },
    };
    expect(await stripe.deliver("customer.subscription.updated", m.subscriptionId, at + minute)).toBe("applied");
    expect(await planOf(m.id)).toBe("BASIC");
    expect((await stripe.getActive(m.token, at + 2 * minute)).body).toMatchObject({ plan: "BASIC", interval: "month" });
  });
});

describe("the sandbox: a plan change and its payment", () => {
  const pagePost = sandboxPagePost;
  const change = (token: string, plan: "BASIC" | "PRO", interval: "month" | "year", now: number) =>
    post("/api/billing/checkout", { plan, interval }, { token, now });

  it("charges what a change costs to the saved card: declined, the plan stays; a cheaper one applies; a good card, the upgrade applies", async () => {
    const at = Date.UTC(2020, 7, 10, 9, 0, 0);
    const { id } = await createUser();
    const token = await createSession(id);
    const checkout = await post("/api/billing/checkout", { plan: "PRO", interval: "month" }, { token, now: at });
    expect((await pagePost(new URL(checkout.body.url).pathname, token, { card: "4242 4242 4242 4242" }, at)).status).toBe(303);
    const card = new URL((await post("/api/subscription/payment-method", {}, { token, now: at })).body.url).pathname;
    expect((await pagePost(card, token, { card: "4000 0000 0000 0341" }, at + minute)).status).toBe(303);
    const sandboxRow = () => db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.userId, id)).get();

    // Down to Standard: a credit for the rest of the month, nothing to charge.
    expect((await change(token, "BASIC", "month", at + day)).body).toEqual({ changed: true });
    // Back up, or to a year of Standard: each needs a payment now, which the card declines.
    for (const [plan, interval] of [
      ["PRO", "month"],
      ["BASIC", "year"],
    ] as const) {
      const refused = await change(token, plan, interval, at + 2 * day);
      expect(refused.status).toBe(402);
      expect(refused.body.error.code).toBe("plan_change_unpaid");
    }
    expect(await sandboxRow()).toMatchObject({ plan: "BASIC", interval: "month" });
    expect((await call("GET", "/api/subscription/get-active", undefined, { token, now: at + 2 * day })).body).toMatchObject({
      plan: "BASIC",
      interval: "month",
    });

    expect((await pagePost(card, token, { card: "4242 4242 4242 4242" }, at + 3 * day)).status).toBe(303);
    expect((await change(token, "PRO", "month", at + 3 * day)).body).toEqual({ changed: true });
    expect(await sandboxRow()).toMatchObject({ plan: "PRO", interval: "month" });
    expect(await planOf(id)).toBe("PRO");
    await post("/api/subscription/cancel", {}, { token, now: at + 3 * day });
  });
});
