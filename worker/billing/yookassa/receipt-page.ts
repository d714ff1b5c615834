// GET /billing/receipts/:id: the receipt of one of the member's YooKassa charges or refunds, as a
// printable page in the member's language: the seller, the date, the item (named in Russian, as
// on the fiscal receipt), the amount, VAT, how it was paid, the buyer's e-mail, and the fiscal
// data the cash register gave it (FN, FD, FP) once it is registered. Someone else's id, an
// unknown one, or no session: the same 404 page. The Print button's script is a file of its own
// (the pages allow no inline script).
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { formatMoney } from "../../../core/billing/money";
import { escapeHtml } from "../../../core/escape-html";
import type { Locale } from "../../../core/locale";
import * as m from "../../../i18n/paraglide/messages.js";
import { yookassaPayments, yookassaRefunds } from "../../db/schema";
import type { AppEnv } from "../../env";
import type { YkFiscalReceipt, YkReceipt } from "../../platform/payments/yookassa/api";
import { appOrigin } from "../../shared/app-url";
import { sessionMiddleware } from "../../shared/session/middleware";
import { billingTimeZone } from "../member-time-zone";
import { yookassaFor } from "./config";
import { methodSummary } from "./store";

const style = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#0f172a}
main{max-width:560px;margin:40px auto;padding:28px;background:#fff;border-radius:16px;box-shadow:0 10px 30px rgb(15 23 42/.12)}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:24px 0 8px}p{line-height:1.5}a{color:#166534}
table{width:100%;border-collapse:collapse}th,td{text-align:left;vertical-align:top;padding:7px 0;border-bottom:1px solid #e2e8f0}
th{font-weight:600;width:45%;padding-right:12px}td{overflow-wrap:anywhere}.total td,.total th{font-size:18px;font-weight:700}
.muted{color:#475569;font-size:14px}button{margin-top:20px;padding:12px 20px;border:0;border-radius:10px;background:#166534;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
@media print{body{background:#fff}main{box-shadow:none;margin:0;max-width:none}.screen{display:none}}`;

/** YooKassa's vat_code as the receipt prints it (1: the seller charges no VAT). */
const vatRates: Record<number, string> = {
  2: "0%",
  3: "10%",
  4: "20%",
  5: "10/110",
  6: "20/120",
  7: "5%",
  8: "7%",
  9: "5/105",
  10: "7/107",
  11: "22%",
  12: "22/122",
};

const printScript = `document.getElementById("print")?.addEventListener("click",()=>window.print());`;

function page(c: Context<AppEnv>, locale: Locale, title: string, body: string, status: 200 | 404 = 200) {
  c.header("Cache-Control", "private, no-store");
  return c.html(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main><script src="/billing/receipts/print.js" defer></script></body></html>`,
    status,
  );
}

function missing(c: Context<AppEnv>) {
  const o = { locale: c.get("locale") };
  return page(
    c,
    o.locale,
    m.receipt_missing({}, o),
    `<h1>${escapeHtml(m.receipt_missing({}, o))}</h1><p>${escapeHtml(m.receipt_missing_text({}, o))}</p><p><a href="/billing">${escapeHtml(m.receipt_back({}, o))}</a></p>`,
    404,
  );
}

/** "5 December 2026 at 01:30 GMT+3": the member's zone (member-time-zone.ts), named. */
const when = (at: number, locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(at);

function methodText(row: Parameters<typeof methodSummary>[0], locale: Locale): string | null {
  const method = methodSummary(row);
  if (!method) return null;
  const o = { locale };
  switch (method.kind) {
    case "card":
      return `${method.brand ?? m.receipt_card({}, o)}${method.last4 ? ` •••• ${method.last4}` : ""}`;
    case "sbp":
      return m.receipt_method_sbp({}, o);
    case "sberpay":
      return "SberPay";
    case "tpay":
      return "T-Pay";
    case "yoomoney":
      return m.receipt_method_yoomoney({}, o);
    default:
      return m.receipt_method_other({}, o);
  }
}

/** The member's succeeded charge or refund behind `id`, with what its receipt shows; null otherwise. */
async function ownReceipt(c: Context<AppEnv>, id: string, userId: string) {
  const db = c.var.db;
  const refund = await db
    .select({ refund: yookassaRefunds, payment: yookassaPayments })
    .from(yookassaRefunds)
    .innerJoin(yookassaPayments, eq(yookassaPayments.id, yookassaRefunds.paymentId))
    .where(eq(yookassaRefunds.id, id))
    .get();
  if (refund) {
    if (refund.refund.userId !== userId || refund.refund.status !== "succeeded") return null;
    return {
      type: "refund" as const,
      at: refund.refund.createdAt.getTime(),
      amount: refund.refund.amount,
      receipt: refund.refund.receipt as YkReceipt,
      method: refund.payment,
    };
  }
  const payment = await db.select().from(yookassaPayments).where(eq(yookassaPayments.id, id)).get();
  if (!payment || payment.userId !== userId || payment.kind === "method_check" || payment.status !== "succeeded") return null;
  return {
    type: "payment" as const,
    at: (payment.paidAt ?? payment.createdAt).getTime(),
    amount: payment.amount,
    receipt: payment.receipt as YkReceipt,
    method: payment,
  };
}

/** The registered fiscal receipt, or null while it is being registered (or YooKassa cannot be asked now). */
async function fiscalOf(c: Context<AppEnv>, id: string, type: "payment" | "refund"): Promise<YkFiscalReceipt | null> {
  const ctx = yookassaFor(c.env, c.var.db, appOrigin(c), () => c.var.clock.now());
  if (!ctx) return null;
  try {
    const all = await ctx.api.receipts(type === "refund" ? { refundId: id } : { paymentId: id });
    return all.find((r) => r.type === type && r.status === "succeeded" && r.fiscal_document_number) ?? null;
  } catch (err) {
    console.warn(
      JSON.stringify({ level: "warn", event: "receipt_read_failed", error: err instanceof Error ? err.message : "unknown" }),
    );
    return null;
  }
}

const row = (label: string, value: string, cls = "") =>
  `<tr${cls ? ` class="${cls}"` : ""}><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;

export const receiptPages = new Hono<AppEnv>()
  .get("/print.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(printScript);
  })
  .use(sessionMiddleware)
  .get("/:id", async (c) => {
    const user = c.get("user");
    const id = c.req.param("id");
    const found = user ? await ownReceipt(c, id, user.id) : null;
    if (!user || !found) return missing(c);
    const locale = c.get("locale");
    const o = { locale };
    const timeZone = await billingTimeZone(c.var.db, user.id);
    const item = found.receipt.items[0];
    const vat = item ? (vatRates[item.vat_code] ?? m.receipt_vat_none({}, o)) : m.receipt_vat_none({}, o);
    const seller = locale === "ru" ? c.env.LEGAL_NAME_RU : c.env.LEGAL_NAME_EN;
    const method = methodText(found.method, locale);
    const title = found.type === "refund" ? m.receipt_refund_title({}, o) : m.receipt_title({}, o);
    const fiscal = await fiscalOf(c, id, found.type);
    const fiscalBody = fiscal
      ? `<table>${[
          row(m.receipt_fn({}, o), fiscal.fiscal_storage_number ?? ""),
          row(m.receipt_fd({}, o), fiscal.fiscal_document_number ?? ""),
          row(m.receipt_fp({}, o), fiscal.fiscal_attribute ?? ""),
          ...(fiscal.registered_at
            ? [row(m.receipt_registered_at({}, o), when(Date.parse(fiscal.registered_at), locale, timeZone))]
            : []),
        ].join("")}</table>`
      : `<p role="status">${escapeHtml(m.receipt_pending({}, o))}</p>`;
    return page(
      c,
      locale,
      title,
      `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(c.env.APP_NAME)}</p>
<table>${[
        row(
          m.receipt_operation({}, o),
          found.type === "refund" ? m.receipt_operation_refund({}, o) : m.receipt_operation_sale({}, o),
        ),
        row(m.receipt_seller({}, o), seller),
        row(m.receipt_tax_id({}, o), c.env.LEGAL_TAX_ID),
        row(m.receipt_reg_number({}, o), c.env.LEGAL_REG_NUMBER),
        row(m.receipt_date({}, o), when(found.at, locale, timeZone)),
        row(m.receipt_item({}, o), item?.description ?? ""),
        row(m.receipt_vat({}, o), vat),
        ...(method ? [row(m.receipt_method({}, o), method)] : []),
        row(m.receipt_email({}, o), found.receipt.customer.email),
        row(m.receipt_total({}, o), formatMoney(found.amount, "RUB", locale), "total"),
      ].join("")}</table>
<h2>${escapeHtml(m.receipt_fiscal({}, o))}</h2>${fiscalBody}
<p class="muted">${escapeHtml(m.receipt_note({}, o))}</p>
<p class="screen"><button type="button" id="print">${escapeHtml(m.receipt_print({}, o))}</button></p>
<p class="screen"><a href="/billing">${escapeHtml(m.receipt_back({}, o))}</a></p>`,
    );
  });
