// The double's API: YooKassa's v3 as the app calls it (POST/GET payments, cancel, refunds, the
// receipts), with its HTTP Basic authentication, its Idempotence-Key and its checks that matter
// here. A payment with a confirmation waits for the payer (confirm.ts); a charge of a saved method
// and a refund are done at once, and their notification is sent too, as YooKassa does.
import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../../env";
import { sameSecret } from "../../shared/identity-client";
import {
  minorUnits,
  ykAmount,
  type YkNotification,
  type YkPayment,
  type YkReceipt,
  type YkRefund,
} from "../../platform/payments/yookassa/api";
import { idempotentCall, invalidParameter, doubleRefusal, doubleError, type Planned, type Refusal } from "./idempotence";
import { doubleId, isJsonObject, isoTime, receiptProblem, registeredReceipt, rubleAmountOf } from "./objects";
import { doubleConfirmationUrl, devYooKassaShop, type NotifyApp } from "./shop";
import { doubleReceiptsOf, doubleMethod, doublePayment, doubleRefund, type NewObject, type StoredPayment } from "./store";

const doubleBasicAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = `Basic ${btoa(`${devYooKassaShop.shopId}:${devYooKassaShop.secretKey}`)}`;
  if (!sameSecret(c.req.header("Authorization") ?? "", expected)) {
    return c.json(doubleError("invalid_credentials", "Authentication error: the shop id or the secret key is wrong"), 401);
  }
  await next();
};

export const doubleNotification = (event: string, object: { id: string }): YkNotification => ({
  type: "notification",
  event,
  object,
});
export const paymentNotice = (payment: YkPayment) => doubleNotification(`payment.${payment.status}`, payment);

const isHttpUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^\s]+$/.test(value);

/** The request's common part: a positive ruble amount, a description, a receipt that adds up. */
function checkedDoubleRequest(body: unknown): Refusal | { body: Record<string, unknown>; minor: number; receipt: YkReceipt } {
  if (!isJsonObject(body)) return invalidParameter("body", "The request body must be an object");
  const minor = rubleAmountOf(body.amount);
  if (minor === null) return invalidParameter("amount", "The amount must be a positive sum in RUB");
  if (body.description !== undefined && (typeof body.description !== "string" || body.description.length > 128)) {
    return invalidParameter("description", "The description must be at most 128 characters");
  }
  const problem = receiptProblem(body.receipt, minor);
  if (problem) return invalidParameter(problem, "The receipt needs the customer's e-mail and items that add up to the amount");
  return { body, minor, receipt: body.receipt as YkReceipt };
}

async function createDoublePayment(c: Context<AppEnv>, raw: unknown): Promise<Refusal | Planned> {
  const request = checkedDoubleRequest(raw);
  if ("status" in request) return request;
  const { body, minor, receipt } = request;
  const now = c.var.clock.now();
  const capture = body.capture === true;
  const base: YkPayment = {
    id: doubleId(),
    status: "pending",
    amount: ykAmount(minor),
    ...(typeof body.description === "string" ? { description: body.description } : {}),
    created_at: isoTime(now),
    paid: false,
    refundable: false,
    test: true,
    ...(isJsonObject(body.metadata) ? { metadata: body.metadata } : {}),
  };
  const stored = (payment: YkPayment, extra: Partial<StoredPayment> = {}): NewObject => ({
    id: payment.id,
    type: "payment",
    parentId: null,
    body: {
      rev: 0,
      payment,
      receipt,
      capture,
      savePaymentMethod: false,
      returnUrl: null,
      locale: null,
      ...extra,
    } satisfies StoredPayment,
  });

  if (body.payment_method_id !== undefined) {
    // A charge of a saved method, no payer present: done at once.
    const method = typeof body.payment_method_id === "string" ? await doubleMethod(c.var.db, body.payment_method_id) : null;
    if (!method) return invalidParameter("payment_method_id", "There is no saved payment method with this id");
    const declined = method.failNext > 0;
    const payment: YkPayment = declined
      ? {
          ...base,
          status: "canceled",
          payment_method: method.method,
          cancellation_details: { party: "payment_network", reason: "insufficient_funds" },
        }
      : capture
        ? { ...base, status: "succeeded", paid: true, refundable: true, captured_at: isoTime(now), payment_method: method.method }
        : { ...base, status: "waiting_for_capture", paid: true, payment_method: method.method };
    const inserts = [stored(payment)];
    if (payment.status === "succeeded")
      inserts.push({
        id: doubleId(),
        type: "receipt",
        parentId: payment.id,
        body: registeredReceipt({ paymentId: payment.id }, receipt, now),
      });
    return {
      status: 200,
      body: payment,
      change: {
        inserts,
        ...(declined
          ? {
              update: {
                id: method.method.id,
                fromRev: method.rev,
                body: { ...method, rev: method.rev + 1, failNext: method.failNext - 1 },
              },
            }
          : {}),
      },
      notifications: [paymentNotice(payment)],
    };
  }

  const confirmation = isJsonObject(body.confirmation) ? body.confirmation : null;
  if (!confirmation || confirmation.type !== "redirect" || !isHttpUrl(confirmation.return_url)) {
    return invalidParameter(
      "confirmation",
      "A payment needs a redirect confirmation with a return_url, or a saved payment_method_id",
    );
  }
  const locale = confirmation.locale === "ru_RU" || confirmation.locale === "en_US" ? confirmation.locale : null;
  const returnUrl = confirmation.return_url as string;
  const payment: YkPayment = {
    ...base,
    confirmation: {
      type: "redirect",
      confirmation_url: doubleConfirmationUrl(new URL(c.req.url).origin, base.id),
      return_url: returnUrl,
    },
  };
  return {
    status: 200,
    body: payment,
    change: { inserts: [stored(payment, { savePaymentMethod: body.save_payment_method === true, returnUrl, locale })] },
    notifications: [],
  };
}

async function cancelDoublePayment(c: Context<AppEnv>, id: string): Promise<Refusal | Planned> {
  const stored = await doublePayment(c.var.db, id);
  if (!stored) return doubleRefusal(404, "not_found", "There is no payment with this id");
  if (stored.payment.status === "canceled") return { status: 200, body: stored.payment, change: {}, notifications: [] };
  if (stored.payment.status !== "waiting_for_capture")
    return invalidParameter("payment_id", "Only a payment waiting for capture can be canceled");
  const payment: YkPayment = {
    ...stored.payment,
    status: "canceled",
    paid: false,
    cancellation_details: { party: "merchant", reason: "canceled_by_merchant" },
  };
  return {
    status: 200,
    body: payment,
    change: { update: { id, fromRev: stored.rev, body: { ...stored, rev: stored.rev + 1, payment } } },
    notifications: [paymentNotice(payment)],
  };
}

async function createDoubleRefund(c: Context<AppEnv>, raw: unknown): Promise<Refusal | Planned> {
  const request = checkedDoubleRequest(raw);
  if ("status" in request) return request;
  const { body, minor, receipt } = request;
  const stored = typeof body.payment_id === "string" ? await doublePayment(c.var.db, body.payment_id) : null;
  if (!stored) return doubleRefusal(404, "not_found", "There is no payment with this id");
  if (stored.payment.status !== "succeeded") return invalidParameter("payment_id", "Only a succeeded payment can be refunded");
  const refunded = stored.payment.refunded_amount ? minorUnits(stored.payment.refunded_amount) : 0;
  const left = minorUnits(stored.payment.amount) - refunded;
  if (minor > left) return invalidParameter("amount.value", "The refund is more than is left of the payment");
  const now = c.var.clock.now();
  const refund: YkRefund = {
    id: doubleId(),
    payment_id: stored.payment.id,
    status: "succeeded",
    amount: ykAmount(minor),
    created_at: isoTime(now),
    ...(typeof body.description === "string" ? { description: body.description } : {}),
  };
  const payment: YkPayment = { ...stored.payment, refunded_amount: ykAmount(refunded + minor), refundable: left - minor > 0 };
  return {
    status: 200,
    body: refund,
    change: {
      inserts: [
        { id: refund.id, type: "refund", parentId: payment.id, body: refund },
        { id: doubleId(), type: "receipt", parentId: refund.id, body: registeredReceipt({ refundId: refund.id }, receipt, now) },
      ],
      update: { id: payment.id, fromRev: stored.rev, body: { ...stored, rev: stored.rev + 1, payment } },
    },
    notifications: [doubleNotification("refund.succeeded", refund)],
  };
}

const doubleNotFound = (c: Context<AppEnv>) => c.json(doubleError("not_found", "There is no object with this id"), 404);

export const doubleApi = (notify: NotifyApp) =>
  new Hono<AppEnv>()
    .use(doubleBasicAuth)
    .post("/payments", (c) => idempotentCall(c, notify, (body) => createDoublePayment(c, body)))
    .get("/payments/:id", async (c) => {
      const stored = await doublePayment(c.var.db, c.req.param("id"));
      return stored ? c.json(stored.payment) : doubleNotFound(c);
    })
    .post("/payments/:id/cancel", (c) => idempotentCall(c, notify, () => cancelDoublePayment(c, c.req.param("id"))))
    .post("/refunds", (c) => idempotentCall(c, notify, (body) => createDoubleRefund(c, body)))
    .get("/refunds/:id", async (c) => {
      const refund = await doubleRefund(c.var.db, c.req.param("id"));
      return refund ? c.json(refund) : doubleNotFound(c);
    })
    .get("/receipts", async (c) => {
      const { payment_id: paymentId, refund_id: refundId } = c.req.query();
      const of = paymentId ?? refundId;
      if (!of) return c.json(doubleError("invalid_request", "Name a payment_id or a refund_id", "payment_id"), 400);
      const items = (await doubleReceiptsOf(c.var.db, of)).filter((r) =>
        paymentId ? r.payment_id === paymentId : r.refund_id === refundId,
      );
      return c.json({ type: "list", items });
    });
