// The receipt page of a ruble payment or refund (/billing/receipts/:id): printable, in the
// member's language, with the seller, the item, the amount, VAT, the method, the buyer's e-mail
// and the fiscal data the cash register gave it; someone else's or an unknown id is a 404 page.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { YkFiscalReceipt } from "../../worker/platform/payments/yookassa/api";
import { yookassaDoubleObjects } from "../../worker/db/schema";
import { buy, db, day, doubleChildren, member, refundsOf, send, subscriptionsOf } from "./yookassa-app";

// Each test starts before the one above it (one shared database; see yookassa-renewals.test.ts).
const at = (isoDate: string) => Date.parse(`${isoDate}T09:00:00.000Z`);

const receiptPage = (id: string, token: string | null, now: number, lang: "en" | "ru" = "ru") =>
  send("GET", `/billing/receipts/${id}`, { lang, now, ...(token ? { token } : {}) });

/** The fiscal receipt the double registered for a payment or refund. */
const fiscalOf = async (parentId: string): Promise<YkFiscalReceipt> => (await doubleChildren(parentId, "receipt"))[0];

describe("the receipt page", () => {
  it("shows a payment's receipt in Russian with the seller, the item, VAT and the fiscal data, and a Print button", async () => {
    const t0 = at("2026-08-10");
    const m = await buy(t0);
    const res = await receiptPage(m.paymentId, m.token, t0 + day);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const html: string = res.body;
    expect(html).toContain('<html lang="ru">');
    for (const text of [
      "Кассовый чек",
      "Приход",
      "ИП Петров Иван Сергеевич",
      "ИНН",
      "770000000000",
      "ОГРНИП",
      "320770000000000",
      "Подписка Forma Pro на 1 месяц",
      "Без НДС",
      "MasterCard •••• 4477",
      m.email,
      "Распечатать",
    ])
      expect(html).toContain(text);
    expect(html).toMatch(/799\s₽/);
    const fiscal = await fiscalOf(m.paymentId);
    expect(fiscal.fiscal_document_number).toBeTruthy();
    expect(html).toContain(`<th scope="row">ФН</th><td>${fiscal.fiscal_storage_number}</td>`);
    expect(html).toContain(`<th scope="row">ФД</th><td>${fiscal.fiscal_document_number}</td>`);
    expect(html).toContain(`<th scope="row">ФП</th><td>${fiscal.fiscal_attribute}</td>`);
    expect(html).not.toContain("Чек регистрируется");

    // The Print button's script is a file of the same origin (the pages allow no inline script).
    expect(html).toContain('<script src="/billing/receipts/print.js" defer></script>');
    expect(html).not.toMatch(/<script>|onclick=/);
    const script = await send("GET", "/billing/receipts/print.js", { now: t0 });
    expect(script.headers.get("Content-Type")).toContain("javascript");
    expect(script.body).toContain("window.print()");
  });

  it("speaks English to an English member, still naming the item as the fiscal receipt does", async () => {
    const t0 = at("2026-04-10");
    const m = await buy(t0, { lang: "en", plan: "BASIC", interval: "year" });
    const html: string = (await receiptPage(m.paymentId, m.token, t0 + day, "en")).body;
    for (const text of [
      "Receipt",
      "Sole proprietor Ivan Petrov",
      "Taxpayer number (INN)",
      "Without VAT",
      "Подписка Forma Стандарт на 1 год",
      "Print",
    ])
      expect(html).toContain(text);
  });

  it("says the receipt is being registered until the fiscal data is there", async () => {
    const t0 = at("2025-12-10");
    const m = await buy(t0);
    await db()
      .delete(yookassaDoubleObjects)
      .where(and(eq(yookassaDoubleObjects.type, "receipt"), eq(yookassaDoubleObjects.parentId, m.paymentId)))
      .run();
    const html: string = (await receiptPage(m.paymentId, m.token, t0 + day)).body;
    expect(html).toContain("Чек регистрируется в налоговой службе");
    expect(html).toContain("Подписка Forma Pro на 1 месяц");
  });

  it("shows a refund's receipt with the refunded amount", async () => {
    const t0 = at("2025-08-10");
    const m = await buy(t0);
    const made = await send("POST", "/api/billing/operator/refunds", {
      body: { paymentId: m.paymentId, amount: 30000 },
      envOverrides: { OPERATOR_TOKEN: "operator-secret-token" },
      headers: { Authorization: "Bearer operator-secret-token" },
      now: t0 + day,
    });
    expect(made.status).toBe(200);
    const [refund] = await refundsOf(m.id);
    const res = await receiptPage(refund!.id, m.token, t0 + day);
    expect(res.status).toBe(200);
    const html: string = res.body;
    expect(html).toContain("Чек возврата");
    expect(html).toContain("Возврат прихода");
    expect(html).toMatch(/300\s₽/);
    expect(html).toContain(`<td>${(await fiscalOf(refund!.id)).fiscal_document_number}</td>`);
  });

  it("is a 404 page for another member's receipt, an unknown id, and without a session", async () => {
    const t0 = at("2025-04-10");
    const owner = await buy(t0);
    const other = await buy(t0 - 60 * day);
    for (const res of [
      await receiptPage(owner.paymentId, other.token, t0),
      await receiptPage("2f0a5c1e-000f-5000-9000-1b2c3d4e5f60", owner.token, t0),
      await receiptPage(owner.paymentId, null, t0),
    ]) {
      expect(res.status).toBe(404);
      const html: string = res.body;
      expect(html).toContain("Чек не найден");
      expect(html).not.toContain(owner.email);
      expect(html).not.toContain("Подписка Forma");
    }
  });

  it("gives the payment's time in the member's own zone, named, and in UTC while no zone is known", async () => {
    // 22:30 UTC on 9 February is 01:30 on 10 February in Moscow.
    const t0 = Date.parse("2025-02-09T22:30:00.000Z");
    const moscow = await buy(t0, { timeZone: "Europe/Moscow" });
    const local: string = (await receiptPage(moscow.paymentId, moscow.token, t0 + day)).body;
    expect(local).toContain("<td>10 февраля 2025 г. в 01:30 GMT+3</td>");
    expect(local).not.toContain("UTC");

    const unknown = await buy(t0 - 30 * day);
    const utc: string = (await receiptPage(unknown.paymentId, unknown.token, t0)).body;
    expect(utc).toContain("<td>10 января 2025 г. в 22:30 UTC</td>");
  });
});

describe("the time zone a billing request names", () => {
  it("is refused when it is not one, in the member's language, with nothing started and the known zone kept", async () => {
    const t0 = Date.parse("2024-12-09T22:30:00.000Z");
    const m = await buy(t0, { timeZone: "Europe/Moscow" });
    const other = await member("en");
    for (const [lang, message] of [
      ["en", "Unknown time zone"],
      ["ru", "Неизвестный часовой пояс"],
    ] as const) {
      const bad = await send("POST", "/api/billing/checkout", {
        token: other.token,
        lang,
        body: { plan: "PRO", interval: "month", timeZone: "Mars/Olympus" },
        now: t0,
      });
      expect(bad).toMatchObject({ status: 400, body: { error: { message } } });
    }
    expect(await subscriptionsOf(other.id)).toEqual([]);
    const method = await send("POST", "/api/subscription/payment-method", {
      token: m.token,
      lang: "ru",
      body: { from: "/billing", timeZone: 42 },
      now: t0 + day,
    });
    expect(method).toMatchObject({ status: 400, body: { error: { message: "Неизвестный часовой пояс" } } });
    const page: string = (await receiptPage(m.paymentId, m.token, t0 + day)).body;
    expect(page).toContain("<td>10 декабря 2024 г. в 01:30 GMT+3</td>");
  });
});
