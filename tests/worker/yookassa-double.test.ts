// The development YooKassa double (worker/dev/yookassa) as the app reaches it: YooKassa's API
// through the same HTTP client (authentication, Idempotence-Key, the checks that matter), the
// payer's confirmation page in Russian and English, saved methods charged at once, refunds,
// receipts, and the notifications it hands to the app's hook.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../core/billing/money";
import * as m from "../../i18n/paraglide/messages.js";
import { app } from "../../worker/app";
import {
  devYooKassaApi,
  devYooKassaFetch,
  devYooKassaShop,
  failNextCharges,
  type NotifyApp,
} from "../../worker/dev/yookassa/client";
import {
  type YooKassaError,
  ykAmount,
  type CreatePaymentRequest,
  type CreateRefundRequest,
  type YkPayment,
} from "../../worker/platform/payments/yookassa/api";
import { createYooKassaClient } from "../../worker/platform/payments/yookassa/client";

const local = "http://localhost";
const returnUrl = `${local}/billing?checkout=success`;
const price = 79900;

const receipt = (amount: number, email = "member@example.com") => ({
  customer: { email },
  items: [
    {
      description: "Подписка Forma Pro на 1 месяц",
      quantity: "1.00",
      amount: ykAmount(amount),
      vat_code: 1,
      payment_subject: "service" as const,
      payment_mode: "full_payment" as const,
    },
  ],
});

const metadata = { userId: "user_1", subscriptionId: "sub_1", kind: "first" as const, plan: "PRO", interval: "month" };

const firstPayment = (over: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
  amount: ykAmount(price),
  description: "Подписка Forma Pro на 1 месяц",
  capture: true,
  confirmation: { type: "redirect", return_url: returnUrl, locale: "ru_RU" },
  save_payment_method: true,
  receipt: receipt(price),
  metadata,
  ...over,
});

const renewal = (methodId: string): CreatePaymentRequest => ({
  amount: ykAmount(price),
  description: "Подписка Forma Pro на 1 месяц",
  capture: true,
  payment_method_id: methodId,
  receipt: receipt(price),
  metadata: { ...metadata, kind: "renewal" },
});

const key = () => crypto.randomUUID();

/** The app's side: the double's API and raw back channel, and the notifications it received. */
function shop(origin = local) {
  const seen: { event: string; id: string; origin: string }[] = [];
  const notify: NotifyApp = async (_env, notification, appOrigin) => {
    seen.push({ event: notification.event, id: notification.object.id, origin: appOrigin });
  };
  const send = devYooKassaFetch(env, notify);
  return { seen, send, api: devYooKassaApi(env, origin, notify) };
}

type Shop = ReturnType<typeof shop>;

/** The payer's answer on the confirmation page. */
const choose = (s: Shop, payment: YkPayment, form: Record<string, string>) =>
  s.send(new Request(payment.confirmation!.confirmation_url!, { method: "POST", body: new URLSearchParams(form) }));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as YooKassaError,
  );

/** A first payment paid on the page with the test card; its saved method's id. */
async function paid(s: Shop, over: Partial<CreatePaymentRequest> = {}) {
  const pending = await s.api.createPayment(firstPayment(over), key());
  const res = await choose(s, pending, { decision: "pay", method: "bank_card", card: "5555 5555 5555 4477" });
  expect(res.status).toBe(303);
  const payment = (await s.api.getPayment(pending.id))!;
  return { payment, methodId: payment.payment_method!.id };
}

describe("the YooKassa double's API", () => {
  it("answers only the shop's credentials, and only a POST with an Idempotence-Key", async () => {
    const s = shop();
    const stranger = createYooKassaClient({
      shopId: devYooKassaShop.shopId,
      secretKey: "test_wrong",
      fetch: s.send,
      baseUrl: `${local}/dev/yookassa/api/v3`,
    });
    expect(await refusal(stranger.createPayment(firstPayment(), key()))).toMatchObject({
      status: 401,
      code: "invalid_credentials",
    });
    const res = await s.send(
      new Request(`${local}/dev/yookassa/api/v3/payments`, {
        method: "POST",
        headers: {
          Authorization: `Basic ${btoa(`${devYooKassaShop.shopId}:${devYooKassaShop.secretKey}`)}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify(firstPayment()),
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: "error", code: "invalid_request", parameter: "Idempotence-Key" });
  });

  it("makes a pending payment whose confirmation page is on the app's origin; its key answers it again", async () => {
    const s = shop();
    const k = key();
    const payment = await s.api.createPayment(firstPayment(), k);
    expect(payment).toMatchObject({
      status: "pending",
      paid: false,
      test: true,
      amount: { value: "799.00", currency: "RUB" },
      metadata,
    });
    expect(payment.confirmation).toEqual({
      type: "redirect",
      confirmation_url: `${local}/dev/yookassa/confirm/${payment.id}`,
      return_url: returnUrl,
    });
    expect(await s.api.createPayment(firstPayment(), k)).toEqual(payment);
    expect(await refusal(s.api.createPayment(firstPayment({ description: "Другой платёж" }), k))).toMatchObject({
      status: 400,
      code: "invalid_request",
    });
    expect(await s.api.getPayment(payment.id)).toEqual(payment);
    expect(await s.api.getPayment(crypto.randomUUID())).toBeNull();
    expect(s.seen).toEqual([]);
  });

  it("refuses what YooKassa refuses: no positive ruble amount, a receipt without e-mail or not adding up, nothing to confirm", async () => {
    const s = shop();
    const refused = [
      firstPayment({ amount: ykAmount(0) }),
      firstPayment({ amount: { value: "799.00", currency: "USD" as "RUB" } }),
      firstPayment({ receipt: receipt(price, "") }),
      firstPayment({ receipt: receipt(price - 100) }),
      { ...firstPayment(), receipt: undefined as unknown as CreatePaymentRequest["receipt"] },
      { ...firstPayment(), confirmation: undefined },
    ];
    for (const request of refused) {
      expect(await refusal(s.api.createPayment(request, key()))).toMatchObject({ status: 400, code: "invalid_request" });
    }
  });
});

describe("the YooKassa double's confirmation page", () => {
  it("speaks the payment's language, with a test payment badge and the test cards", async () => {
    const s = shop();
    const ru = await s.api.createPayment(firstPayment(), key());
    const ruPage = await (await s.send(new Request(ru.confirmation!.confirmation_url!))).text();
    expect(ruPage).toContain('<html lang="ru">');
    expect(ruPage).toContain(m.dev_yookassa_badge({}, { locale: "ru" }));
    expect(ruPage).toContain(m.dev_yookassa_pay({ amount: formatMoney(price, "RUB", "ru") }, { locale: "ru" }));
    expect(ruPage).toContain(m.dev_yookassa_method_sbp({}, { locale: "ru" }));
    expect(ruPage).toContain("5555 5555 5555 4477");
    const en = await s.api.createPayment(
      firstPayment({ confirmation: { type: "redirect", return_url: returnUrl, locale: "en_US" }, capture: false }),
      key(),
    );
    const enPage = await (await s.send(new Request(en.confirmation!.confirmation_url!))).text();
    expect(enPage).toContain('<html lang="en">');
    expect(enPage).toContain(m.dev_yookassa_badge({}, { locale: "en" }));
    expect(enPage).toContain(m.dev_yookassa_pay({ amount: formatMoney(price, "RUB", "en") }, { locale: "en" }));
    // An authorisation only says nothing is charged.
    expect(enPage).toContain(m.dev_yookassa_hold_note({}, { locale: "en" }));
  });

  it("pays with the test card: succeeded, the method saved, the receipt registered, the app notified, the payer sent back", async () => {
    const s = shop();
    const pending = await s.api.createPayment(firstPayment(), key());
    const res = await choose(s, pending, { decision: "pay", method: "bank_card", card: "5555 5555 5555 4477" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(returnUrl);
    const payment = (await s.api.getPayment(pending.id))!;
    expect(payment).toMatchObject({ status: "succeeded", paid: true, refundable: true });
    expect(Date.parse(payment.captured_at!)).not.toBeNaN();
    expect(payment.payment_method).toMatchObject({
      type: "bank_card",
      saved: true,
      card: { last4: "4477", card_type: "MasterCard" },
    });
    const [fiscal, ...more] = await s.api.receipts({ paymentId: payment.id });
    expect(more).toEqual([]);
    expect(fiscal).toMatchObject({ type: "payment", payment_id: payment.id, status: "succeeded", items: receipt(price).items });
    expect(fiscal!.fiscal_document_number).toMatch(/^\d+$/);
    expect(fiscal!.fiscal_storage_number).toMatch(/^\d{16}$/);
    expect(fiscal!.fiscal_attribute).toMatch(/^\d{10}$/);
    expect(s.seen).toEqual([{ event: "payment.succeeded", id: payment.id, origin: local }]);
    // Paid: the page and a second Pay send the payer back and change nothing.
    expect((await s.send(new Request(pending.confirmation!.confirmation_url!))).headers.get("Location")).toBe(returnUrl);
    expect((await choose(s, pending, { decision: "cancel" })).status).toBe(303);
    expect((await s.api.getPayment(pending.id))!.status).toBe("succeeded");
    expect(s.seen).toHaveLength(1);
  });

  it("pays with a Mir card, SBP or SberPay, and keeps a method unsaved when the payment did not ask", async () => {
    const s = shop();
    const mir = await paid(s, { save_payment_method: false });
    expect(mir.payment.payment_method).toMatchObject({ type: "bank_card", saved: false, card: { last4: "4477" } });
    const mirCard = await s.api.createPayment(firstPayment(), key());
    await choose(s, mirCard, { decision: "pay", method: "bank_card", card: "2202474301322987" });
    expect((await s.api.getPayment(mirCard.id))!.payment_method).toMatchObject({ card: { last4: "2987", card_type: "Mir" } });
    for (const method of ["sbp", "sberbank"]) {
      const pending = await s.api.createPayment(firstPayment(), key());
      expect((await choose(s, pending, { decision: "pay", method })).status).toBe(303);
      expect((await s.api.getPayment(pending.id))!).toMatchObject({
        status: "succeeded",
        payment_method: { type: method, saved: true },
      });
    }
  });

  it("cancels on a declined card or on Cancel, and keeps the payment open for a number that is not a test card", async () => {
    const s = shop();
    const declined = await s.api.createPayment(firstPayment(), key());
    expect(
      (await choose(s, declined, { decision: "pay", method: "bank_card", card: "5555555555554592" })).headers.get("Location"),
    ).toBe(returnUrl);
    const afterDecline = (await s.api.getPayment(declined.id))!;
    expect(afterDecline).toMatchObject({ status: "canceled", paid: false, cancellation_details: { party: "payment_network" } });
    expect(afterDecline.payment_method).toBeUndefined();
    expect(await s.api.receipts({ paymentId: declined.id })).toEqual([]);

    const canceled = await s.api.createPayment(firstPayment(), key());
    expect((await choose(s, canceled, { decision: "cancel" })).headers.get("Location")).toBe(returnUrl);
    expect((await s.api.getPayment(canceled.id))!).toMatchObject({
      status: "canceled",
      cancellation_details: { party: "yoo_money", reason: "expired_on_confirmation" },
    });

    const mistyped = await s.api.createPayment(firstPayment(), key());
    const res = await choose(s, mistyped, { decision: "pay", method: "bank_card", card: "1234 5678 9012 3456" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(m.dev_yookassa_unknown_card({}, { locale: "ru" }));
    expect((await s.api.getPayment(mistyped.id))!.status).toBe("pending");

    expect(s.seen).toEqual([
      { event: "payment.canceled", id: declined.id, origin: local },
      { event: "payment.canceled", id: canceled.id, origin: local },
    ]);
  });

  it("changes a payment paid twice at once once", async () => {
    const s = shop();
    const pending = await s.api.createPayment(firstPayment(), key());
    const form = { decision: "pay", method: "bank_card", card: "5555555555554477" };
    const answers = await Promise.all([
      choose(s, pending, form),
      choose(s, pending, form),
      choose(s, pending, { decision: "cancel" }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303]);
    expect(s.seen).toHaveLength(1);
    expect((await s.api.getPayment(pending.id))!.status).toBe(s.seen[0]!.event.replace("payment.", ""));
  });
});

describe("the YooKassa double's authorisations, charges and refunds", () => {
  it("authorises without charging, and cancels the authorisation", async () => {
    const s = shop();
    const pending = await s.api.createPayment(
      firstPayment({ capture: false, amount: ykAmount(100), receipt: receipt(100) }),
      key(),
    );
    await choose(s, pending, { decision: "pay", method: "bank_card", card: "5555555555554477" });
    const held = (await s.api.getPayment(pending.id))!;
    expect(held).toMatchObject({ status: "waiting_for_capture", paid: true, refundable: false, payment_method: { saved: true } });
    expect(await s.api.receipts({ paymentId: held.id })).toEqual([]);
    const canceled = await s.api.cancelPayment(held.id, key());
    expect(canceled).toMatchObject({
      status: "canceled",
      paid: false,
      cancellation_details: { party: "merchant", reason: "canceled_by_merchant" },
    });
    expect(s.seen.map((n) => n.event)).toEqual(["payment.waiting_for_capture", "payment.canceled"]);
    // The method stays saved for renewals.
    expect((await s.api.createPayment(renewal(held.payment_method!.id), key())).status).toBe("succeeded");
    const { payment } = await paid(s);
    expect(await refusal(s.api.cancelPayment(payment.id, key()))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(await refusal(s.api.cancelPayment(crypto.randomUUID(), key()))).toMatchObject({ status: 404, code: "not_found" });
  });

  it("charges a saved method at once and notifies as well; failNextCharges declines the next charges", async () => {
    const s = shop();
    const { methodId } = await paid(s);
    s.seen.length = 0;
    const charge = await s.api.createPayment(renewal(methodId), key());
    expect(charge).toMatchObject({
      status: "succeeded",
      paid: true,
      refundable: true,
      payment_method: { id: methodId, saved: true },
      metadata: { kind: "renewal" },
    });
    expect(charge.confirmation).toBeUndefined();
    expect(await s.api.receipts({ paymentId: charge.id })).toHaveLength(1);

    await failNextCharges(env, methodId, 2);
    const failed = [await s.api.createPayment(renewal(methodId), key()), await s.api.createPayment(renewal(methodId), key())];
    for (const payment of failed) {
      expect(payment).toMatchObject({
        status: "canceled",
        paid: false,
        cancellation_details: { party: "payment_network", reason: "insufficient_funds" },
      });
    }
    const recovered = await s.api.createPayment(renewal(methodId), key());
    expect(recovered.status).toBe("succeeded");
    expect(s.seen).toEqual([
      { event: "payment.succeeded", id: charge.id, origin: local },
      { event: "payment.canceled", id: failed[0]!.id, origin: local },
      { event: "payment.canceled", id: failed[1]!.id, origin: local },
      { event: "payment.succeeded", id: recovered.id, origin: local },
    ]);
    // The same renewal asked again (its key) is the same charge, not another.
    const k = key();
    expect((await s.api.createPayment(renewal(methodId), k)).id).toBe((await s.api.createPayment(renewal(methodId), k)).id);
  });

  it("refuses a method that was never saved", async () => {
    const s = shop();
    const { methodId } = await paid(s, { save_payment_method: false });
    expect(await refusal(s.api.createPayment(renewal(methodId), key()))).toMatchObject({ status: 400, code: "invalid_request" });
    await expect(failNextCharges(env, methodId, 1)).rejects.toThrow(/no saved method/);
  });

  it("refunds at once, part and rest, with a refund receipt, never more than was paid", async () => {
    const s = shop();
    const { payment } = await paid(s);
    s.seen.length = 0;
    const refundOf = (amount: number, paymentId = payment.id): CreateRefundRequest => ({
      payment_id: paymentId,
      amount: ykAmount(amount),
      receipt: receipt(amount),
    });
    const part = await s.api.createRefund(refundOf(30000), key());
    expect(part).toMatchObject({ payment_id: payment.id, status: "succeeded", amount: { value: "300.00", currency: "RUB" } });
    expect(await s.api.getRefund(part.id)).toEqual(part);
    expect((await s.api.getPayment(payment.id))!).toMatchObject({
      refunded_amount: { value: "300.00" },
      refundable: true,
      status: "succeeded",
    });
    const [fiscal] = await s.api.receipts({ refundId: part.id });
    expect(fiscal).toMatchObject({ type: "refund", refund_id: part.id, status: "succeeded", items: receipt(30000).items });
    expect(await s.api.receipts({ paymentId: payment.id })).toHaveLength(1);

    expect(await refusal(s.api.createRefund(refundOf(49901), key()))).toMatchObject({ status: 400, code: "invalid_request" });
    const rest = await s.api.createRefund(refundOf(49900), key());
    expect((await s.api.getPayment(payment.id))!).toMatchObject({ refunded_amount: { value: "799.00" }, refundable: false });
    expect(await refusal(s.api.createRefund(refundOf(1), key()))).toMatchObject({ status: 400, code: "invalid_request" });
    expect(s.seen).toEqual([
      { event: "refund.succeeded", id: part.id, origin: local },
      { event: "refund.succeeded", id: rest.id, origin: local },
    ]);

    const pending = await s.api.createPayment(firstPayment(), key());
    expect(await refusal(s.api.createRefund(refundOf(100, pending.id), key()))).toMatchObject({ status: 400 });
    expect(await refusal(s.api.createRefund({ ...refundOf(100), receipt: receipt(200) }, key()))).toMatchObject({ status: 400 });
    expect(await s.api.getRefund(crypto.randomUUID())).toBeNull();
  });

  it("makes one refund of two asked at once, with one key or with two", async () => {
    const s = shop();
    const { payment } = await paid(s);
    const full: CreateRefundRequest = { payment_id: payment.id, amount: ykAmount(price), receipt: receipt(price) };
    const k = key();
    const [a, b] = await Promise.all([s.api.createRefund(full, k), s.api.createRefund(full, k)]);
    expect(a.id).toBe(b.id);
    expect((await s.api.getPayment(payment.id))!.refunded_amount).toEqual(ykAmount(price));

    const other = (await paid(s)).payment;
    const again: CreateRefundRequest = { ...full, payment_id: other.id };
    const outcomes = await Promise.allSettled([s.api.createRefund(again, key()), s.api.createRefund(again, key())]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await s.api.getPayment(other.id))!.refunded_amount).toEqual(ykAmount(price));
  });
});

describe("where the YooKassa double answers", () => {
  const viaApp = async (url: string, envOver: Partial<Cloudflare.Env> = {}) => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(url), { ...env, ...envOver }, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };

  it("is mounted in the app on a local host in development, and nowhere else", async () => {
    const s = shop();
    const pending = await s.api.createPayment(firstPayment(), key());
    const page = await viaApp(pending.confirmation!.confirmation_url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(m.dev_yookassa_badge({}, { locale: "ru" }));
    expect((await viaApp(`https://forma.test/dev/yookassa/confirm/${pending.id}`)).status).toBe(404);
    expect((await viaApp(pending.confirmation!.confirmation_url!, { APP_ENV: "production" })).status).toBe(404);
    expect(await refusal(shop("https://forma.test").api.createPayment(firstPayment(), key()))).toMatchObject({ status: 404 });
  });
});
