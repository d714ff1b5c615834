// Refunds of ruble payments (YooKassa): the member takes back the first payment within 14 days
// (the plan ends at once), an operator refunds any payment, all or part of it, by a command;
// each refund carries its receipt data, and two requests at once make one refund.
import { strFromU8, unzipSync } from "fflate";
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { devYooKassaFetch, devYooKassaShop } from "../../worker/dev/yookassa/client";
import {
  buy,
  checkout,
  comeBack,
  confirm,
  day,
  doubleChildren,
  getActive,
  member,
  paymentRow,
  paymentsList,
  paymentsOf,
  refundsOf,
  runRenewals,
  send,
  subscriptionRow,
} from "./yookassa-app";

// Each test starts before the one above it (one shared database; see yookassa-renewals.test.ts).
const at = (isoDate: string) => Date.parse(`${isoDate}T09:00:00.000Z`);

const refund = (token: string, now: number) => send("POST", "/api/billing/refund", { token, lang: "ru", now });

/** The refunds the double made of a payment (what YooKassa would have given back). */
const doubleRefunds = (paymentId: string) => doubleChildren(paymentId, "refund");

const withOperator = { OPERATOR_TOKEN: "operator-secret-token" };
const operator = (
  now: number,
  body: unknown,
  token = "operator-secret-token",
  envOverrides: Partial<Cloudflare.Env> = withOperator,
) => send("POST", "/api/billing/operator/refunds", { body, envOverrides, headers: { Authorization: `Bearer ${token}` }, now });

describe("the member's refund of the first payment", () => {
  it("gives the whole payment back within 14 days, with its receipt, and ends the plan at once", async () => {
    const t0 = at("2026-06-10");
    const m = await buy(t0);
    expect((await getActive(m.token, t0 + day)).body.refundableUntil).toBe(new Date(t0 + 14 * day).toISOString());

    const res = await refund(m.token, t0 + 13 * day);
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect((await getActive(m.token, t0 + 13 * day)).body).toBeNull();
    expect(await subscriptionRow(m.sub.id)).toMatchObject({ status: "canceled" });

    const [made] = await refundsOf(m.id);
    expect(made).toMatchObject({ paymentId: m.paymentId, amount: 79900, status: "succeeded", reason: "member" });
    expect(made!.receipt).toMatchObject({
      customer: { email: m.email },
      items: [
        {
          description: "Подписка Forma Pro на 1 месяц",
          amount: { value: "799.00", currency: "RUB" },
          vat_code: 1,
          payment_mode: "full_payment",
        },
      ],
    });
    expect(await paymentRow(m.paymentId)).toMatchObject({ refundedAmount: 79900 });
    expect(await doubleRefunds(m.paymentId)).toHaveLength(1);

    const list = await paymentsList(m.token, t0 + 13 * day);
    expect(list.map((p) => [p.kind, p.amount, p.status])).toEqual([
      ["refund", 79900, "succeeded"],
      ["first", 79900, "succeeded"],
    ]);
    expect(list[0].receiptUrl).toBe(`/billing/receipts/${made!.id}`);

    // Nothing is charged when the period would have ended, and the refund cannot be taken twice.
    await runRenewals(m.sub.currentPeriodEnd.getTime() + day);
    expect(await paymentsOf(m.id)).toHaveLength(1);
    expect((await refund(m.token, t0 + 13 * day)).status).toBe(409);
  });

  it("is refused after 14 days, and for a member with no ruble subscription", async () => {
    const t0 = at("2026-02-10");
    const m = await buy(t0);
    const late = await refund(m.token, t0 + 14 * day + 60_000);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("refund_not_available");
    expect((await getActive(m.token, t0 + 15 * day)).body.plan).toBe("PRO");
    expect(await refundsOf(m.id)).toEqual([]);

    const { token: free } = await member();
    expect((await refund(free, t0)).status).toBe(409);
  });

  it("is a member's once: after subscribing again the new first payment cannot be taken back", async () => {
    const t0 = at("2026-01-10");
    const m = await buy(t0);
    expect((await refund(m.token, t0 + day)).status).toBe(200);

    const again = await checkout(m, "PRO", "month", t0 + 2 * day);
    await comeBack(await confirm(again.path, t0 + 2 * day), t0 + 2 * day, m.token);
    const active = (await getActive(m.token, t0 + 3 * day)).body;
    expect(active).toMatchObject({ plan: "PRO", refundableUntil: null });
    const refused = await refund(m.token, t0 + 3 * day);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("refund_not_available");
    expect((await paymentRow(again.paymentId))!.refundedAmount).toBe(0);
    expect((await getActive(m.token, t0 + 3 * day)).body.plan).toBe("PRO");
  });

  it("makes one refund of two requests sent at once", async () => {
    const t0 = at("2025-10-10");
    const m = await buy(t0);
    const [a, b] = await Promise.all([refund(m.token, t0 + day), refund(m.token, t0 + day)]);
    expect([a.status, b.status]).toContain(200);
    expect([200, 409]).toContain(a.status);
    expect([200, 409]).toContain(b.status);
    expect(await refundsOf(m.id)).toHaveLength(1);
    expect(await doubleRefunds(m.paymentId)).toHaveLength(1);
    expect(await paymentRow(m.paymentId)).toMatchObject({ refundedAmount: 79900 });
  });
});

describe("the operator's refund", () => {
  it("is not there without OPERATOR_TOKEN, refuses another token, and refunds part of a payment, then the rest", async () => {
    const t0 = at("2025-06-10");
    const m = await buy(t0);
    const body = { paymentId: m.paymentId, amount: 20000 };

    expect((await operator(t0 + day, body, "operator-secret-token", {})).status).toBe(404);
    const wrong = await operator(t0 + day, body, "operator-secret-tokem");
    expect(wrong.status).toBe(401);
    expect(
      (await send("POST", "/api/billing/operator/refunds", { body, envOverrides: withOperator, now: t0 + day })).status,
    ).toBe(401);
    expect(await refundsOf(m.id)).toEqual([]);

    const part = await operator(t0 + day, body);
    expect(part.status).toBe(200);
    const made = part.body;
    expect(made).toMatchObject({ status: "succeeded", amount: 20000 });
    expect(await paymentRow(m.paymentId)).toMatchObject({ refundedAmount: 20000 });
    const [row] = await refundsOf(m.id);
    expect(row).toMatchObject({ id: made.refundId, reason: "operator" });
    expect(row!.receipt).toMatchObject({ items: [{ amount: { value: "200.00" } }] });
    // The member keeps the plan: an operator's refund is a refund, not a cancellation.
    expect((await getActive(m.token, t0 + day)).body.plan).toBe("PRO");

    // More than is left is refused; without an amount, the rest goes back.
    const over = await operator(t0 + day, { paymentId: m.paymentId, amount: 60000 });
    expect(over.status).toBe(409);
    const rest = await operator(t0 + day, { paymentId: m.paymentId });
    expect(rest.body).toMatchObject({ status: "succeeded", amount: 59900 });
    expect(await paymentRow(m.paymentId)).toMatchObject({ refundedAmount: 79900 });
    expect((await operator(t0 + day, { paymentId: m.paymentId, amount: 1 })).status).toBe(409);

    const unknown = await operator(t0 + day, { paymentId: "2f0a5c1e-000f-5000-9000-1b2c3d4e5f60" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("payment_not_found");
    expect((await operator(t0 + day, { paymentId: "x" })).status).toBe(400);
  });
});

describe("the data export", () => {
  it("lists the ruble payments and refunds with their receipt data, never the saved method's id", async () => {
    const t0 = at("2025-02-10");
    const m = await buy(t0);
    expect((await refund(m.token, t0 + day)).status).toBe(200);
    const res = await send("POST", "/api/account/export", { token: m.token, now: t0 + 2 * day });
    expect(res.status).toBe(200);
    const files = unzipSync(res.bytes);
    const payments = JSON.parse(strFromU8(files["billing/payments.json"]!));
    const [made] = await refundsOf(m.id);
    expect(payments).toEqual([
      expect.objectContaining({
        provider: "yookassa",
        id: m.paymentId,
        kind: "first",
        plan: "PRO",
        amount: 799,
        currency: "RUB",
        status: "succeeded",
        method: { kind: "card", last4: "4477", brand: "MasterCard" },
        refunded: 799,
        receipt: { email: m.email, items: [{ description: "Подписка Forma Pro на 1 месяц", amount: "799.00", vatCode: 1 }] },
      }),
      expect.objectContaining({
        provider: "yookassa",
        id: made!.id,
        kind: "refund",
        payment: m.paymentId,
        amount: 799,
        reason: "member",
        status: "succeeded",
      }),
    ]);
    expect(strFromU8(files["billing/payments.json"]!)).not.toContain(m.sub.paymentMethodId!);
  });
});

/** The database, but the first statement matching `sql` fails, as a worker stopped right there would leave things. */
function stopsOnce(sql: RegExp): D1Database {
  let stopped = false;
  const wrap = <T extends D1Database | D1DatabaseSession>(d1: T): T =>
    new Proxy(d1, {
      get(target, key) {
        if (key === "prepare")
          return (query: string) => {
            if (!stopped && sql.test(query)) {
              stopped = true;
              throw new Error("D1_ERROR: the worker stopped here");
            }
            return target.prepare(query);
          };
        if (key === "withSession") return (constraint?: string) => wrap((target as D1Database).withSession(constraint));
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  return wrap(env.DB);
}

/**
 * YooKassa's own API (the shop's keys set), played by the double, except that the first refund it
 * is asked for never gets an answer: the connection drops before it is made, and again when the
 * client sends it once more.
 */
function refundUnanswered() {
  let dropped = 0;
  const double = devYooKassaFetch(env);
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== "https://api.yookassa.ru") throw new Error(`unexpected fetch of ${request.url}`);
    if (dropped < 2 && request.method === "POST" && url.pathname === "/v3/refunds") {
      dropped += 1;
      throw new TypeError("Network connection lost.");
    }
    return double(new Request(`http://localhost:8787/dev/yookassa/api${url.pathname}${url.search}`, request));
  });
  return {
    envOverrides: { YOOKASSA_SHOP_ID: devYooKassaShop.shopId, YOOKASSA_SECRET_KEY: devYooKassaShop.secretKey },
    restore: () => spy.mockRestore(),
  };
}

describe("the member's refund when a step of it fails", () => {
  it("never leaves the money back with the plan still renewing: the next request completes a refund the worker stopped in", async () => {
    const t0 = at("2024-12-10");
    const m = await buy(t0);
    // The worker stops at the subscription's ending (the database refuses it).
    const stopped = await send("POST", "/api/billing/refund", {
      token: m.token,
      lang: "ru",
      now: t0 + day,
      envOverrides: { DB: stopsOnce(/^update "yookassa_subscriptions" set "status"/) },
    });
    expect(stopped.status).toBe(500);
    const refunded = (await refundsOf(m.id)).length > 0;
    const live = (await subscriptionRow(m.sub.id))!.status !== "canceled";
    expect(refunded && live).toBe(false);

    const again = await refund(m.token, t0 + day + 60_000);
    expect(again.status).toBe(200);
    expect(await subscriptionRow(m.sub.id)).toMatchObject({ status: "canceled", nextAttemptAt: null });
    expect((await refundsOf(m.id)).map((r) => [r.amount, r.reason, r.status])).toEqual([[79900, "member", "succeeded"]]);
    expect(await doubleRefunds(m.paymentId)).toHaveLength(1);
    expect((await getActive(m.token, t0 + day + 60_000)).body).toBeNull();
  });

  it("ends the plan before the money goes back, and a refund YooKassa did not answer is made by the next request, after the 14 days too", async () => {
    const t0 = at("2024-10-10");
    const m = await buy(t0);
    const yookassa = refundUnanswered();
    try {
      const unanswered = await send("POST", "/api/billing/refund", {
        token: m.token,
        lang: "ru",
        now: t0 + 13 * day,
        envOverrides: yookassa.envOverrides,
      });
      expect(unanswered.status).toBe(503);
      // Nothing more can be charged: the plan has ended, and the money is owed.
      expect(await subscriptionRow(m.sub.id)).toMatchObject({ status: "canceled", nextAttemptAt: null });
      expect((await getActive(m.token, t0 + 13 * day)).body).toBeNull();
      expect(await refundsOf(m.id)).toEqual([]);
      await runRenewals(m.sub.currentPeriodEnd.getTime() + 60_000);
      expect(await paymentsOf(m.id)).toHaveLength(1);

      const again = await send("POST", "/api/billing/refund", {
        token: m.token,
        lang: "ru",
        now: t0 + 15 * day,
        envOverrides: yookassa.envOverrides,
      });
      expect(again.status).toBe(200);
    } finally {
      yookassa.restore();
    }
    expect((await refundsOf(m.id)).map((r) => [r.amount, r.reason, r.status])).toEqual([[79900, "member", "succeeded"]]);
    expect(await paymentRow(m.paymentId)).toMatchObject({ refundedAmount: 79900, failure: null });
    expect(await doubleRefunds(m.paymentId)).toHaveLength(1);
    // Done: a further request has nothing to give back.
    expect((await refund(m.token, t0 + 15 * day)).status).toBe(409);
  });
});
