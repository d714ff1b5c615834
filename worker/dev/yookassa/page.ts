// The double's confirmation page, as YooKassa's payment page: the amount, the method (bank card,
// SBP, SberPay), Pay and Cancel. Plain HTML in the payer's language (the payment's
// confirmation.locale), no script, a "test payment" badge.
import { formatMoney } from "../../../core/billing/money";
import { escapeHtml } from "../../../core/escape-html";
import type { Locale } from "../../../core/locale";
import * as m from "../../../i18n/paraglide/messages.js";
import { minorUnits } from "../../platform/payments/yookassa/api";
import type { StoredPayment } from "./store";

const style = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#0f172a}
main{max-width:440px;margin:40px auto;padding:28px;background:#fff;border-radius:16px;box-shadow:0 10px 30px rgb(15 23 42/.12)}
.badge{display:inline-block;padding:2px 10px;border-radius:999px;background:#ede9fe;color:#4c1d95;font-size:13px;font-weight:600}
h1{font-size:22px;margin:12px 0 4px}.amount{font-size:30px;font-weight:700;margin:8px 0 12px}p{line-height:1.5}
fieldset{border:0;padding:0;margin:16px 0 0}legend{font-weight:600;margin-bottom:6px}
.choice{display:flex;gap:10px;align-items:center;padding:10px 0}.choice input{width:20px;height:20px;margin:0}
label[for=card]{display:block;font-weight:600;margin:12px 0 6px}
input#card{width:100%;box-sizing:border-box;padding:12px;border:1px solid #cbd5e1;border-radius:10px;font-size:17px;letter-spacing:.04em}
button{width:100%;margin-top:16px;padding:13px;border:0;border-radius:10px;background:#4c1d95;color:#fff;font-size:17px;font-weight:600;cursor:pointer}
button.secondary{background:#e2e8f0;color:#0f172a}.error{background:#fee2e2;color:#991b1b;padding:10px 12px;border-radius:10px;margin:12px 0}
.note{color:#475569;font-size:15px}.cards{font-size:14px;color:#475569;margin-top:20px}.cards code{font-size:13px}`;

// A name no production module uses (the production bundle test looks for the page by its texts).
function devYooKassaPage(locale: Locale, body: string) {
  const o = { locale };
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(m.dev_yookassa_title({}, o))}</title><style>${style}</style></head>
<body><main><span class="badge">${escapeHtml(m.dev_yookassa_badge({}, o))}</span>${body}</main></body></html>`;
}

/** The payment's language: the one its confirmation asked for, else the visitor's. */
export const confirmPageLocale = (stored: StoredPayment | null, visitor: Locale): Locale =>
  stored?.locale === "ru_RU" ? "ru" : stored?.locale === "en_US" ? "en" : visitor;

export function yooKassaConfirmPage(locale: Locale, stored: StoredPayment, error = ""): string {
  const o = { locale };
  const { payment } = stored;
  const amount = formatMoney(minorUnits(payment.amount), "RUB", locale);
  const choice = (value: string, label: string, checkedDoubleRequest = false) =>
    `<label class="choice"><input type="radio" name="method" value="${value}"${checkedDoubleRequest ? " checked" : ""}>${escapeHtml(label)}</label>`;
  const notes = [
    ...(stored.capture ? [] : [m.dev_yookassa_hold_note({}, o)]),
    ...(stored.savePaymentMethod ? [m.dev_yookassa_save_note({}, o)] : []),
  ];
  return devYooKassaPage(
    locale,
    `<h1>${escapeHtml(payment.description ?? m.dev_yookassa_title({}, o))}</h1><p class="amount">${escapeHtml(amount)}</p>
${notes.map((note) => `<p class="note">${escapeHtml(note)}</p>`).join("")}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post"><fieldset><legend>${escapeHtml(m.dev_yookassa_method({}, o))}</legend>
${choice("bank_card", m.dev_yookassa_method_card({}, o), true)}${choice("sbp", m.dev_yookassa_method_sbp({}, o))}${choice("sberbank", m.dev_yookassa_method_sberpay({}, o))}</fieldset>
<label for="card">${escapeHtml(m.dev_yookassa_card_number({}, o))}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="5555 5555 5555 4477">
<button type="submit" name="decision" value="pay">${escapeHtml(m.dev_yookassa_pay({ amount }, o))}</button>
<button type="submit" name="decision" value="cancel" class="secondary">${escapeHtml(m.dev_yookassa_cancel({}, o))}</button></form>
<div class="cards"><p>${escapeHtml(m.dev_yookassa_cards_title({}, o))}</p><ul>
<li><code>5555 5555 5555 4477</code> · MasterCard · ${escapeHtml(m.dev_yookassa_card_success({}, o))}</li>
<li><code>2202 4743 0132 2987</code> · Mir · ${escapeHtml(m.dev_yookassa_card_success({}, o))}</li>
<li><code>5555 5555 5555 4592</code> · MasterCard · ${escapeHtml(m.dev_yookassa_card_declined({}, o))}</li></ul></div>`,
  );
}

export const yooKassaMissingPage = (locale: Locale) =>
  devYooKassaPage(locale, `<h1>${escapeHtml(m.dev_yookassa_missing({}, { locale }))}</h1>`);
