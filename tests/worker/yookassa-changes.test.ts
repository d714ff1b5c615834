// What a member changes on a subscription the app runs on YooKassa: cancel and renew, a plan
// change that applies at the renewal (decision 0050), and a new payment method saved by a 1 ₽
// authorisation that is released at once.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { priceFor } from "../../core/billing/catalog";
import { fixedClock } from "../../core/clock";
import { closeBilling } from "../../worker/billing/service";
import { subscriptions, yookassaSubscriptions } from "../../worker/db/schema";
import type { Bindings } from "../../worker/env";
import {
  buy,
  comeBack,
  confirm,
  day,
  db,
  doubleChildren,
  doubleObject,
  getActive,
  paymentsOf,
  runDaily,
  runRenewals,
  send,
  subscriptionRow,
} from "./yookassa-app";

const at = Date.UTC(2026, 10, 24, 12, 0, 0);

describe("cancel and renew", () => {
  it("stops the next charge, takes the cancellation back, and ends at the period's end without a charge", async () => {
    const m = await buy(at, { plan: "PRO", interval: "month" });
    const canceled = await send("POST", "/api/subscription/cancel", { token: m.token, now: at + 1000 });
    expect(canceled.body).toMatchObject({ status: "canceled", canceled: true, plan: "PRO", nextCharge: null });
    const renewed = await send("POST", "/api/subscription/renew", { token: m.token, now: at + 1000 });
    expect(renewed.body).toMatchObject({ status: "active", canceled: false, nextCharge: { plan: "PRO", amount: 79900 } });
    // The same instant again: each change is its own.
    const again = await send("POST", "/api/subscription/cancel", { token: m.token, now: at + 1000 });
    expect(again.body).toMatchObject({ status: "canceled", canceled: true });
    const ends = Date.parse(again.body.ends);
    await runRenewals(ends + 60_000);
    expect((await getActive(m.token, ends + 60_000)).body).toBeNull();
    expect((await subscriptionRow(m.sub.id))!.status).toBe("canceled");
    expect((await paymentsOf(m.id)).map((p) => p.kind)).toEqual(["first"]);
  });
});

describe("a plan change", () => {
  it("waits for the renewal, shows the next charge, can be taken back, and applies when renewed", async () => {
    const m = await buy(at, { plan: "BASIC", interval: "month" });
    const change = (plan: string, interval: string) =>
      send("POST", "/api/billing/checkout", { token: m.token, lang: "ru", body: { plan, interval }, now: at + 1000 });
    expect((await change("PRO", "month")).body).toEqual({ changed: true });
    const waiting = (await getActive(m.token, at + 1000)).body;
    expect(waiting).toMatchObject({
      plan: "BASIC",
      predicatesLeft: 0,
      nextCharge: { plan: "PRO", interval: "month", amount: 79900, currency: "RUB", at: waiting.ends },
    });
    // The current plan again: the waiting change is taken back; once more, nothing to change.
    expect((await change("BASIC", "month")).body).toEqual({ changed: true });
    expect((await getActive(m.token, at + 1000)).body.nextCharge).toMatchObject({ plan: "BASIC", amount: 39900 });
    expect((await change("BASIC", "month")).status).toBe(409);
    // In English the change is the same: the subscription is in rubles.
    const en = await send("POST", "/api/billing/checkout", {
      token: m.token,
      lang: "en",
      body: { plan: "PRO", interval: "year" },
      now: at + 1000,
    });
    expect(en.body).toEqual({ changed: true });
    expect((await getActive(m.token, at + 1000)).body.nextCharge).toMatchObject({
      plan: "PRO",
      interval: "year",
      amount: priceFor("PRO", "year", "RUB"),
    });

    const ends = Date.parse(waiting.ends);
    await runRenewals(ends);
    const renewal = (await paymentsOf(m.id)).find((p) => p.kind === "renewal")!;
    expect(renewal).toMatchObject({ plan: "PRO", interval: "year", amount: 767000, status: "succeeded" });
    expect((await doubleObject(renewal.id)).payment.amount).toEqual({ value: "7670.00", currency: "RUB" });
    const after = (await getActive(m.token, ends + 1000)).body;
    expect(after).toMatchObject({
      plan: "PRO",
      interval: "year",
      predicatesLeft: 10,
      nextCharge: { plan: "PRO", interval: "year", amount: 767000 },
    });
    expect(Date.parse(after.ends) - ends).toBeGreaterThan(364 * day);
  });
});

describe("updating the payment method", () => {
  it("saves the new method with a 1 ₽ authorisation that is released: nothing is charged", async () => {
    const m = await buy(at, { plan: "PRO", interval: "month" });
    const started = await send("POST", "/api/subscription/payment-method", {
      token: m.token,
      lang: "ru",
      body: { from: "/mbilling" },
      now: at + 1000,
    });
    expect(started.status).toBe(200);
    const path = new URL(started.body.url).pathname;
    const checkId = path.split("/").at(-1)!;
    const atYooKassa = await doubleObject(checkId);
    expect(atYooKassa).toMatchObject({ capture: false, savePaymentMethod: true, locale: "ru_RU" });
    expect(atYooKassa.payment.amount).toEqual({ value: "1.00", currency: "RUB" });
    expect(atYooKassa.payment.description).toBe("Forma: проверка способа оплаты (1\u00a0₽, платёж сразу отменяется)");
    const back = await comeBack(
      await confirm(path, at + 2000, { decision: "pay", method: "bank_card", card: "2202 4743 0132 2987" }),
      at + 2000,
    );
    expect(back.location).toBe("http://localhost:8787/mbilling?card=updated");

    const answer = (await getActive(m.token, at + 3000)).body;
    expect(answer).toMatchObject({ plan: "PRO", lastFourNumbers: "2987", method: { kind: "card", last4: "2987" } });
    const released = await doubleObject(checkId);
    expect(released.payment.status).toBe("canceled");
    expect(released.payment.cancellation_details).toMatchObject({ party: "merchant" });
    expect(await doubleChildren(checkId, "receipt")).toEqual([]);
    const check = (await paymentsOf(m.id)).find((p) => p.kind === "method_check")!;
    expect(check).toMatchObject({ status: "canceled", failure: null, amount: 100 });
    // The member's refund window and next charge are those of the subscription, not of the check.
    expect(answer.nextCharge).toMatchObject({ amount: 79900 });

    // The next renewal charges the new method.
    const sub = await subscriptionRow(m.sub.id);
    expect(sub!.paymentMethodId).toBe(released.payment.payment_method.id);
    await runRenewals(sub!.currentPeriodEnd.getTime());
    const renewal = (await paymentsOf(m.id)).find((p) => p.kind === "renewal")!;
    expect((await doubleObject(renewal.id)).payment.payment_method.id).toBe(sub!.paymentMethodId);
  });

  it("keeps the old method when the payer leaves the page", async () => {
    const m = await buy(at, { plan: "PRO", interval: "month" });
    const started = await send("POST", "/api/subscription/payment-method", { token: m.token, body: {}, now: at + 1000 });
    const back = await comeBack(await confirm(new URL(started.body.url).pathname, at + 2000, { decision: "cancel" }), at + 2000);
    expect(back.location).toBe("http://localhost:8787/billing?card=canceled");
    expect((await getActive(m.token, at + 3000)).body).toMatchObject({ method: { last4: "4477" } });
  });
});

describe("a subscription that ends at once", () => {
  const close = (m: { id: string; email: string }, now: number) => {
    const bindings: Bindings = { ...env, clock: fixedClock(now) };
    return closeBilling(bindings, db(), m, "http://localhost:8787", now);
  };

  it("ends with the account's billing, and the member's plan with it", async () => {
    const m = await buy(at, { plan: "PRO", interval: "month" });
    await close(m, at + day);
    expect((await subscriptionRow(m.sub.id))!.status).toBe("canceled");
    expect((await getActive(m.token, at + day)).body).toBeNull();
  });

  it("keeps running when the account's billing cannot be closed (503), so nothing was stopped for an account that stays", async () => {
    const m = await buy(at, { plan: "PRO", interval: "month" });
    // The member's row is a Stripe subscription this configuration cannot reach.
    await db().update(subscriptions).set({ provider: "stripe" }).where(eq(subscriptions.userId, m.id)).run();
    await expect(close(m, at + day)).rejects.toMatchObject({ status: 503 });
    expect((await subscriptionRow(m.sub.id))!.status).toBe("active");
  });

  it("ends the member's plan at the next daily run when telling the member's plan failed", async () => {
    const m = await buy(at, { plan: "PRO", interval: "month" });
    // Ended (a refund, the grace over) but the one payment handler never heard of it.
    await db().update(yookassaSubscriptions).set({ status: "canceled" }).where(eq(yookassaSubscriptions.id, m.sub.id)).run();
    expect((await getActive(m.token, at + day)).body.plan).toBe("PRO");
    await runDaily(at + day);
    expect((await getActive(m.token, at + day + 1000)).body).toBeNull();
  });
});
