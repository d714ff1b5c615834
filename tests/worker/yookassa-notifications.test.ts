// YooKassa's notifications are never trusted by their body: the payment or refund is read back
// from the API and applied once. Forged, repeated and late ones change nothing; in production
// only YooKassa's addresses may send them.
import { afterEach, describe, expect, it, vi } from "vitest";
import { priceFor } from "../../core/billing/catalog";
import { applyNotification } from "../../worker/billing/yookassa/notification";
import { refundPayment } from "../../worker/billing/yookassa/refunds";
import { isYooKassaSender } from "../../worker/billing/yookassa/sender";
import { YooKassaError, type YooKassaApi } from "../../worker/platform/payments/yookassa/api";
import {
  buy,
  checkout,
  confirm,
  day,
  engineAt,
  getActive,
  member,
  notify,
  payUnheard,
  paymentRow,
  refundsOf,
  send,
  subscriptionRow,
} from "./yookassa-app";

const at = Date.UTC(2026, 10, 24, 12, 0, 0);

afterEach(() => vi.restoreAllMocks());

describe("a notification read back from YooKassa", () => {
  it("changes nothing when it says a payment still pending was paid", async () => {
    const m = await member();
    const { paymentId } = await checkout(m, "PRO", "month", at);
    const forged = await notify("payment.succeeded", paymentId, at);
    expect(forged).toMatchObject({ status: 200, body: { received: true, result: "pending" } });
    expect((await getActive(m.token, at)).body).toBeNull();
    expect(await paymentRow(paymentId)).toMatchObject({ status: "pending", paidAt: null });
  });

  it("answers 200 and ignores an id YooKassa does not know, or an event the app does not use", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const unknown = await notify("payment.succeeded", "2f1e0a52-000f-5000-9000-1b68e7b15f3f", at);
    expect(unknown).toMatchObject({ status: 200, body: { received: true, result: "unknown_payment" } });
    expect((await notify("refund.succeeded", "2f1e0a52-0015-5000-9000-000000000000", at)).body.result).toBe("unknown");
    expect((await notify("payout.succeeded", "po-1", at)).body.result).toBe("ignored");
  });

  it("refuses a body that is not a notification (400)", async () => {
    const junk = await send("POST", "/api/billing/yookassa/notifications", { body: "{not json", now: at });
    expect(junk.status).toBe(400);
    expect(junk.body.error.code).toBe("webhook_invalid");
    for (const body of [
      {},
      { type: "notification", event: "payment.succeeded" },
      { type: "notification", event: "payment.succeeded", object: { id: "../../x" } },
    ]) {
      expect((await send("POST", "/api/billing/yookassa/notifications", { body, now: at })).status).toBe(400);
    }
  });

  it("applies a repeated notification once", async () => {
    const { token, paymentId, sub } = await buy(at, { plan: "PRO", interval: "month" });
    const before = await subscriptionRow(sub.id);
    const answer = (await getActive(token, at)).body;
    for (const later of [60_000, 120_000]) {
      const again = await notify("payment.succeeded", paymentId, at + later);
      expect(again.body).toEqual({ received: true, result: "duplicate" });
    }
    expect(await subscriptionRow(sub.id)).toEqual(before);
    expect((await getActive(token, at)).body).toEqual(answer);
  });

  it("handles late and out-of-order notifications once", async () => {
    // Waiting and then canceled arriving after the payment succeeded: YooKassa says succeeded.
    const paid = await buy(at, { plan: "BASIC", interval: "month" });
    for (const event of ["payment.waiting_for_capture", "payment.canceled"]) {
      expect((await notify(event, paid.paymentId, at + 1000)).body.result).toBe("duplicate");
    }
    expect((await getActive(paid.token, at + 1000)).body).toMatchObject({ plan: "BASIC", status: "active" });
    // A canceled payment that a later "succeeded" claims was paid: it stays canceled, FREE.
    const m = await member();
    const left = await checkout(m, "PRO", "month", at);
    await confirm(left.path, at, { decision: "cancel" });
    expect((await notify("payment.succeeded", left.paymentId, at + 1000)).body.result).toBe("duplicate");
    expect((await getActive(m.token, at + 1000)).body).toBeNull();
    expect(await paymentRow(left.paymentId)).toMatchObject({ status: "canceled", failure: "expired_on_confirmation" });
  });
});

describe("a refund YooKassa does not answer", () => {
  /** The API, its refunds failing as YooKassa's answer (or its absence: status 0) says. */
  const refundsFail =
    (status: number) =>
    (api: YooKassaApi): YooKassaApi => ({
      ...api,
      createRefund: async () => {
        throw new YooKassaError(status, status === 0 ? "network_error" : "refused");
      },
    });

  for (const [status, answer] of [
    [0, { status: 503, code: "payments_unavailable" }],
    [400, { status: 409, code: "refund_not_available" }],
  ] as const)
    it(`fails a duplicate's notification (${answer.status}) when the refund gets ${status || "no answer"}, and its redelivery gives the money back`, async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const m = await member();
      const kept = await checkout(m, "PRO", "month", at);
      const second = await checkout(m, "BASIC", "month", at);
      await confirm(kept.path, at + 1000);
      const [notice] = await payUnheard(second.path, at + 2000);

      await expect(applyNotification(engineAt(at + 2000, refundsFail(status)), notice)).rejects.toMatchObject(answer);
      expect(await paymentRow(second.paymentId)).toMatchObject({ status: "succeeded", refundedAmount: 0 });

      // YooKassa delivers it again.
      expect((await notify("payment.succeeded", second.paymentId, at + 60_000)).status).toBe(200);
      expect((await paymentRow(second.paymentId))!.refundedAmount).toBe(priceFor("BASIC", "month", "RUB"));
      expect((await refundsOf(m.id)).map((r) => [r.paymentId, r.reason])).toEqual([[second.paymentId, "duplicate"]]);
      expect((await getActive(m.token, at + 60_000)).body).toMatchObject({ plan: "PRO", provider: "yookassa" });
    });

  it("fails ending a duplicate, and the charge's redelivered notification gives the money back", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const m = await buy(at, { plan: "BASIC", interval: "month" });
    const offline = engineAt(at + day, refundsFail(500));
    await expect(offline.port.cancelNow({ customerId: m.id, subscriptionId: m.sub.id }, { refund: true })).rejects.toMatchObject({
      status: 503,
    });
    // Ended all the same: no renewal is charged, the member is on FREE.
    expect((await subscriptionRow(m.sub.id))!.status).toBe("canceled");
    expect((await getActive(m.token, at + day)).body).toBeNull();
    expect((await paymentRow(m.paymentId))!.refundedAmount).toBe(0);

    await notify("payment.succeeded", m.paymentId, at + day + 60_000);
    expect((await paymentRow(m.paymentId))!.refundedAmount).toBe(priceFor("BASIC", "month", "RUB"));
  });

  it("tells the member payments are unavailable (503), and a refusal that the refund is not available (409)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const m = await buy(at, { plan: "PRO", interval: "month" });
    for (const [status, answer] of [
      [0, 503],
      [429, 503],
      [502, 503],
      [400, 409],
    ] as const) {
      const engine = engineAt(at + 1000, refundsFail(status));
      await expect(refundPayment(engine, { paymentId: m.paymentId, reason: "member" })).rejects.toMatchObject({
        status: answer,
        code: answer === 503 ? "payments_unavailable" : "refund_not_available",
      });
    }
    expect(await refundsOf(m.id)).toEqual([]);
  });
});

describe("the sender in production", () => {
  const production = { YOOKASSA_SHOP_ID: "123456", YOOKASSA_SECRET_KEY: "live_secret" };

  it("refuses any address but YooKassa's (403) before asking YooKassa anything", async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      asked.push(new Request(input).url);
      return Response.json({ type: "error", code: "not_found", description: "Payment not found" }, { status: 404 });
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const body = { type: "notification", event: "payment.succeeded", object: { id: "2f1e0a52-000f-5000-9000-1b68e7b15f3f" } };
    const from = (ip?: string) =>
      send("POST", "/api/billing/yookassa/notifications", {
        body,
        now: at,
        at: "https://forma.test",
        envOverrides: production,
        headers: ip ? { "CF-Connecting-IP": ip } : {},
      });
    for (const stranger of ["203.0.113.7", "185.71.76.32", "77.75.156.12", "2a02:5181::1", undefined]) {
      const res = await from(stranger);
      expect(res.status).toBe(403);
    }
    expect(asked).toEqual([]);
    for (const yookassa of [
      "185.71.76.1",
      "185.71.77.30",
      "77.75.153.100",
      "77.75.156.11",
      "77.75.156.35",
      "77.75.154.200",
      "2a02:5180:0:1::15",
    ]) {
      const res = await from(yookassa);
      expect(res).toMatchObject({ status: 200, body: { received: true, result: "unknown_payment" } });
    }
    expect(asked).toHaveLength(7);
    expect(asked[0]).toBe("https://api.yookassa.ru/v3/payments/2f1e0a52-000f-5000-9000-1b68e7b15f3f");
  });

  it("reads IPv4 and IPv6 addresses strictly", () => {
    expect(isYooKassaSender("185.71.76.31")).toBe(true);
    expect(isYooKassaSender("185.71.76.256")).toBe(false);
    expect(isYooKassaSender("2A02:5180::")).toBe(true);
    expect(isYooKassaSender("2a02:5180::1::2")).toBe(false);
    expect(isYooKassaSender("::ffff:185.71.76.1")).toBe(false);
    expect(isYooKassaSender("")).toBe(false);
    expect(isYooKassaSender(null)).toBe(false);
  });
});
