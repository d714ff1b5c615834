// The payer at the double's confirmation page: Pay with a test card, SBP or SberPay makes the
// payment succeeded (or waiting_for_capture when it only authorises), saves the method when asked,
// registers the receipt; a declined card or Cancel makes it canceled. Either way the app is
// notified, then the payer goes back to the payment's return_url.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../env";
import type { YkPayment } from "../../platform/payments/yookassa/api";
import { paymentNotice } from "./api";
import { notifyAppOf } from "./idempotence";
import { testCardOutcome, registeredReceipt, isoTime, savedMethodFor, doubleId, type Choice } from "./objects";
import { yooKassaConfirmPage, yooKassaMissingPage, confirmPageLocale } from "./page";
import * as m from "../../../i18n/paraglide/messages.js";
import type { NotifyApp } from "./shop";
import { doublePayment, writeDoubleChange, type NewObject, type StoredPayment } from "./store";

/** What Pay or Cancel makes of a pending payment; a string is the page's error (nothing changes). */
function payerOutcome(
  stored: StoredPayment,
  form: Record<string, unknown>,
  now: number,
): { payment: YkPayment; inserts: NewObject[] } | "unknown_card" {
  const pending = stored.payment;
  if (form.decision !== "pay") {
    return {
      payment: {
        ...pending,
        status: "canceled",
        cancellation_details: { party: "yoo_money", reason: "expired_on_confirmation" },
      },
      inserts: [],
    };
  }
  const type = form.method === "sbp" || form.method === "sberbank" ? form.method : "bank_card";
  const card = String(form.card ?? "").replace(/[\s-]/g, "");
  const choice: Choice = type === "bank_card" ? { type, card } : { type };
  if (type === "bank_card") {
    const result = testCardOutcome(card);
    if (!result) return "unknown_card";
    if (result === "declined") {
      return {
        payment: {
          ...pending,
          status: "canceled",
          cancellation_details: { party: "payment_network", reason: "general_decline" },
        },
        inserts: [],
      };
    }
  }
  const method = savedMethodFor(choice, stored.savePaymentMethod, now);
  const payment: YkPayment = stored.capture
    ? { ...pending, status: "succeeded", paid: true, refundable: true, captured_at: isoTime(now), payment_method: method }
    : { ...pending, status: "waiting_for_capture", paid: true, payment_method: method };
  const inserts: NewObject[] = [];
  if (method.saved) inserts.push({ id: method.id, type: "method", parentId: payment.id, body: { rev: 0, method, failNext: 0 } });
  if (payment.status === "succeeded") {
    inserts.push({
      id: doubleId(),
      type: "receipt",
      parentId: payment.id,
      body: registeredReceipt({ paymentId: payment.id }, stored.receipt, now),
    });
  }
  return { payment, inserts };
}

/** Back to the shop; a payment without a return address (never made by the app) stays on its page. */
const backToShop = (c: Context<AppEnv>, stored: StoredPayment) => c.redirect(stored.returnUrl ?? c.req.url, 303);

export const confirmRoutes = (notify: NotifyApp) =>
  new Hono<AppEnv>()
    .get("/:id", async (c) => {
      const stored = await doublePayment(c.var.db, c.req.param("id"));
      const locale = confirmPageLocale(stored, c.get("locale"));
      if (!stored || !stored.returnUrl) return c.html(yooKassaMissingPage(locale), 404);
      // Paid or cancelled already: YooKassa's page sends the payer back to the shop.
      if (stored.payment.status !== "pending") return backToShop(c, stored);
      return c.html(yooKassaConfirmPage(locale, stored));
    })
    .post("/:id", async (c) => {
      const id = c.req.param("id");
      const form = await c.req.parseBody();
      // A few tries: a second Pay or Cancel of the same payment at once changes it once.
      for (let attempt = 0; attempt < 5; attempt++) {
        const stored = await doublePayment(c.var.db, id);
        const locale = confirmPageLocale(stored, c.get("locale"));
        if (!stored || !stored.returnUrl) return c.html(yooKassaMissingPage(locale), 404);
        if (stored.payment.status !== "pending") return backToShop(c, stored);
        const result = payerOutcome(stored, form, c.var.clock.now());
        if (result === "unknown_card")
          return c.html(yooKassaConfirmPage(locale, stored, m.dev_yookassa_unknown_card({}, { locale })), 400);
        const written = await writeDoubleChange(c.var.db, {
          inserts: result.inserts,
          update: { id, fromRev: stored.rev, body: { ...stored, rev: stored.rev + 1, payment: result.payment } },
        });
        if (written === "written") {
          await notifyAppOf(c, notify, [paymentNotice(result.payment)]);
          return backToShop(c, stored);
        }
      }
      return c.html(yooKassaMissingPage(c.get("locale")), 409);
    });
