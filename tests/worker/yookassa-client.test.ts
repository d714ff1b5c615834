// YooKassa's HTTP client (worker/platform/payments/yookassa/client.ts) against a scripted YooKassa:
// what goes over the wire (paths, Basic authentication, Idempotence-Key, JSON) and what the caller
// gets back — objects, null for an unknown one, YooKassaError for a refusal, one retry with the
// same key when an answer is lost.
import { describe, expect, it } from "vitest";
import {
  YooKassaError,
  ykAmount,
  type CreatePaymentRequest,
  type CreateRefundRequest,
} from "../../worker/platform/payments/yookassa/api";
import { createYooKassaClient } from "../../worker/platform/payments/yookassa/client";

const shopId = "123456";
const secretKey = "live_SecretKeyThatMustNeverLeak";
const base = "https://api.yookassa.ru/v3";

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

type Step = Response | "network_error";

/** A YooKassa that answers the scripted steps in order and records each request. */
function scripted(...steps: Step[]) {
  const seen: Seen[] = [];
  const fetch = async (request: Request) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
    const step = steps.shift();
    if (!step) throw new Error("no answer scripted for this request");
    if (step === "network_error") throw new TypeError("Network connection lost.");
    return step;
  };
  return { seen, api: createYooKassaClient({ shopId, secretKey, fetch }) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const ykErrorBody = (code: string, description: string) => ({
  type: "error",
  id: "0174ab0d-0000-4000-9000-000000000000",
  code,
  description,
});

const receipt = {
  customer: { email: "member@example.com" },
  items: [
    {
      description: "Подписка Forma Pro на 1 месяц",
      quantity: "1.00",
      amount: ykAmount(79900),
      vat_code: 1,
      payment_subject: "service" as const,
      payment_mode: "full_payment" as const,
    },
  ],
};

const paymentRequest: CreatePaymentRequest = {
  amount: ykAmount(79900),
  description: "Подписка Forma Pro на 1 месяц",
  capture: true,
  confirmation: { type: "redirect", return_url: "https://forma.example/billing?checkout=success", locale: "ru_RU" },
  save_payment_method: true,
  receipt,
  metadata: { userId: "user_1", subscriptionId: "sub_1", kind: "first", plan: "PRO", interval: "month" },
};

const payment = {
  id: "2d1c4fd0-000f-5000-9000-1a2b3c4d5e6f",
  status: "pending",
  amount: { value: "799.00", currency: "RUB" },
  created_at: "2026-11-01T12:00:00.000Z",
  paid: false,
  refundable: false,
  test: true,
  confirmation: { type: "redirect", confirmation_url: "https://yoomoney.ru/checkout/payments/v2/contract?orderId=2d1c4fd0" },
};

describe("the YooKassa API client", () => {
  it("creates a payment with Basic authentication, the Idempotence-Key and the request as JSON", async () => {
    const { seen, api } = scripted(json(payment));
    expect(await api.createPayment(paymentRequest, "checkout-key-1")).toEqual(payment);
    expect(seen).toHaveLength(1);
    const [sent] = seen;
    expect(sent!.method).toBe("POST");
    expect(sent!.url).toBe(`${base}/payments`);
    expect(sent!.headers.get("Authorization")).toBe(`Basic ${btoa(`${shopId}:${secretKey}`)}`);
    expect(sent!.headers.get("Idempotence-Key")).toBe("checkout-key-1");
    expect(sent!.headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(sent!.body)).toEqual(paymentRequest);
  });

  it("reads payments and refunds, and answers null for one YooKassa does not know", async () => {
    const refund = {
      id: "rf-1",
      payment_id: payment.id,
      status: "succeeded",
      amount: { value: "799.00", currency: "RUB" },
      created_at: payment.created_at,
    };
    const { seen, api } = scripted(
      json(payment),
      json(ykErrorBody("not_found", "Payment not found"), 404),
      json(refund),
      json(ykErrorBody("not_found", "x"), 404),
    );
    expect(await api.getPayment(payment.id)).toEqual(payment);
    expect(await api.getPayment("no-such-payment")).toBeNull();
    expect(await api.getRefund("rf-1")).toEqual(refund);
    expect(await api.getRefund("rf-2")).toBeNull();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `GET ${base}/payments/${payment.id}`,
      `GET ${base}/payments/no-such-payment`,
      `GET ${base}/refunds/rf-1`,
      `GET ${base}/refunds/rf-2`,
    ]);
    // A GET changes nothing: no key.
    expect(seen.every((s) => !s.headers.has("Idempotence-Key"))).toBe(true);
  });

  it("cancels an authorised payment and makes a refund with their keys", async () => {
    const refundRequest: CreateRefundRequest = { payment_id: payment.id, amount: ykAmount(79900), receipt };
    const { seen, api } = scripted(json({ ...payment, status: "canceled" }), json({ id: "rf-1", status: "succeeded" }));
    expect((await api.cancelPayment(payment.id, "cancel-key")).status).toBe("canceled");
    expect((await api.createRefund(refundRequest, "refund-key")).id).toBe("rf-1");
    expect(seen.map((s) => [s.method, s.url, s.headers.get("Idempotence-Key")])).toEqual([
      ["POST", `${base}/payments/${payment.id}/cancel`, "cancel-key"],
      ["POST", `${base}/refunds`, "refund-key"],
    ]);
    expect(JSON.parse(seen[1]!.body)).toEqual(refundRequest);
  });

  it("lists the fiscal receipts of a payment or a refund", async () => {
    const fiscal = { id: "rt-1", type: "payment", payment_id: payment.id, status: "succeeded", items: receipt.items };
    const { seen, api } = scripted(json({ type: "list", items: [fiscal] }), json({ type: "list", items: [] }));
    expect(await api.receipts({ paymentId: payment.id })).toEqual([fiscal]);
    expect(await api.receipts({ refundId: "rf 1" })).toEqual([]);
    expect(seen.map((s) => s.url)).toEqual([`${base}/receipts?payment_id=${payment.id}`, `${base}/receipts?refund_id=rf%201`]);
  });

  it("turns YooKassa's error object into a YooKassaError, never retried and without the credentials", async () => {
    const { seen, api } = scripted(json(ykErrorBody("invalid_request", "Receipt is missing or illegal"), 400));
    const error = await api.createPayment(paymentRequest, "key-2").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YooKassaError);
    expect(error).toMatchObject({ status: 400, code: "invalid_request", description: "Receipt is missing or illegal" });
    expect(seen).toHaveLength(1);
    const said = `${(error as Error).message} ${JSON.stringify(error)}`;
    expect(said).not.toContain(secretKey);
    expect(said).not.toContain(btoa(`${shopId}:${secretKey}`));
  });

  it("refuses wrong credentials with YooKassa's code", async () => {
    const { api } = scripted(json(ykErrorBody("invalid_credentials", "Authentication error"), 401));
    await expect(api.getPayment(payment.id)).rejects.toMatchObject({ status: 401, code: "invalid_credentials" });
  });

  it("sends a POST whose answer was a 5xx once more with the same key", async () => {
    const { seen, api } = scripted(json(ykErrorBody("internal_server_error", "Internal server error"), 500), json(payment));
    expect(await api.createPayment(paymentRequest, "key-3")).toEqual(payment);
    expect(seen.map((s) => s.headers.get("Idempotence-Key"))).toEqual(["key-3", "key-3"]);
    expect(seen[1]!.body).toBe(seen[0]!.body);
  });

  it("sends a POST whose answer never came once more with the same key", async () => {
    const { seen, api } = scripted("network_error", json(payment));
    expect(await api.createPayment(paymentRequest, "key-4")).toEqual(payment);
    expect(seen.map((s) => s.headers.get("Idempotence-Key"))).toEqual(["key-4", "key-4"]);
  });

  it("gives up after the second failure", async () => {
    const twice = scripted(
      json(ykErrorBody("internal_server_error", "Internal server error"), 500),
      new Response("Bad gateway", { status: 502 }),
    );
    await expect(twice.api.createPayment(paymentRequest, "key-5")).rejects.toMatchObject({
      status: 502,
      code: "internal_server_error",
    });
    expect(twice.seen).toHaveLength(2);
    const lost = scripted("network_error", "network_error");
    await expect(
      lost.api.createRefund({ payment_id: payment.id, amount: ykAmount(100), receipt }, "key-6"),
    ).rejects.toMatchObject({
      status: 0,
      code: "network_error",
    });
    expect(lost.seen).toHaveLength(2);
  });

  it("says what an answer that is not YooKassa's was", async () => {
    const { api } = scripted(new Response("<html>teapot</html>", { status: 418 }));
    await expect(api.getPayment(payment.id)).rejects.toMatchObject({ status: 418, code: "unexpected_response" });
  });
});
