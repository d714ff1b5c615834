// The export's billing: the subscription (never the provider's customer, subscription or payment
// method ids), the checkouts the app keeps, and the ruble payments and refunds (YooKassa) with
// their receipt data (the id a receipt and support name a payment by; never the saved method's).
import { and, asc, eq, sql } from "drizzle-orm";
import type { YkReceipt } from "../platform/payments/yookassa/api";
import { sandboxCheckouts, subscriptions, yookassaPayments, yookassaRefunds } from "../db/schema";
import { iso, jsonArray, jsonDocument, keyset, type Member } from "./pages";

export const subscriptionJson = (m: Member) =>
  jsonDocument(async () => {
    // The provider's customer, subscription and payment method ids are not read: no use outside the app.
    const s = await m.db
      .select({
        plan: subscriptions.plan,
        interval: subscriptions.interval,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        provider: subscriptions.provider,
        last4: subscriptions.last4,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, m.userId))
      .get();
    if (!s) return null;
    return { ...s, currentPeriodEnd: iso(s.currentPeriodEnd), createdAt: iso(s.createdAt) };
  });

/** Checkouts of the sandbox provider (local runs); with Stripe, its own receipts are the payment history. */
const sandboxPayments = (m: Member) =>
  keyset(
    (after: { at: Date; id: string } | null, size) =>
      m.db
        .select({
          id: sandboxCheckouts.id,
          plan: sandboxCheckouts.plan,
          interval: sandboxCheckouts.interval,
          amount: sandboxCheckouts.amount,
          currency: sandboxCheckouts.currency,
          status: sandboxCheckouts.status,
          createdAt: sandboxCheckouts.createdAt,
        })
        .from(sandboxCheckouts)
        .where(
          and(
            eq(sandboxCheckouts.userId, m.userId),
            after === null
              ? undefined
              : sql`(${sandboxCheckouts.createdAt}, ${sandboxCheckouts.id}) > (${after.at.getTime()}, ${after.id})`,
          ),
        )
        .orderBy(asc(sandboxCheckouts.createdAt), asc(sandboxCheckouts.id))
        .limit(size)
        .all(),
    (row) => ({ at: row.createdAt, id: row.id }),
  );

/** The ruble payments (YooKassa): first payments, renewals and the 1 ₽ checks of a new payment method. */
const rublePayments = (m: Member) =>
  keyset(
    (after: { at: Date; id: string } | null, size) =>
      m.db
        .select({
          id: yookassaPayments.id,
          kind: yookassaPayments.kind,
          plan: yookassaPayments.plan,
          interval: yookassaPayments.interval,
          amount: yookassaPayments.amount,
          status: yookassaPayments.status,
          methodKind: yookassaPayments.methodKind,
          methodLast4: yookassaPayments.methodLast4,
          methodBrand: yookassaPayments.methodBrand,
          receipt: yookassaPayments.receipt,
          refundedAmount: yookassaPayments.refundedAmount,
          failure: yookassaPayments.failure,
          createdAt: yookassaPayments.createdAt,
          paidAt: yookassaPayments.paidAt,
        })
        .from(yookassaPayments)
        .where(
          and(
            eq(yookassaPayments.userId, m.userId),
            after === null
              ? undefined
              : sql`(${yookassaPayments.createdAt}, ${yookassaPayments.id}) > (${after.at.getTime()}, ${after.id})`,
          ),
        )
        .orderBy(asc(yookassaPayments.createdAt), asc(yookassaPayments.id))
        .limit(size)
        .all(),
    (row) => ({ at: row.createdAt, id: row.id }),
  );

const rubleRefunds = (m: Member) =>
  keyset(
    (after: { at: Date; id: string } | null, size) =>
      m.db
        .select({
          id: yookassaRefunds.id,
          paymentId: yookassaRefunds.paymentId,
          amount: yookassaRefunds.amount,
          status: yookassaRefunds.status,
          reason: yookassaRefunds.reason,
          receipt: yookassaRefunds.receipt,
          createdAt: yookassaRefunds.createdAt,
        })
        .from(yookassaRefunds)
        .where(
          and(
            eq(yookassaRefunds.userId, m.userId),
            after === null
              ? undefined
              : sql`(${yookassaRefunds.createdAt}, ${yookassaRefunds.id}) > (${after.at.getTime()}, ${after.id})`,
          ),
        )
        .orderBy(asc(yookassaRefunds.createdAt), asc(yookassaRefunds.id))
        .limit(size)
        .all(),
    (row) => ({ at: row.createdAt, id: row.id }),
  );

/** What a receipt said was sold, to whom and with which VAT code. */
const receiptData = (receipt: unknown) => {
  const r = receipt as YkReceipt;
  return {
    email: r.customer.email,
    items: r.items.map((i) => ({ description: i.description, amount: i.amount.value, vatCode: i.vat_code })),
  };
};

/** Stored in minor units (cents, kopecks); written in major units. */
const major = (minor: number) => minor / 100;

async function* paymentRecords(m: Member): AsyncGenerator<unknown[]> {
  for await (const page of sandboxPayments(m))
    yield page.map((p) => ({
      plan: p.plan,
      interval: p.interval,
      amount: major(p.amount),
      currency: p.currency.toUpperCase(),
      status: p.status,
      date: iso(p.createdAt),
    }));
  for await (const page of rublePayments(m))
    yield page.map((p) => ({
      provider: "yookassa",
      id: p.id,
      kind: p.kind,
      plan: p.plan,
      interval: p.interval,
      amount: major(p.amount),
      currency: "RUB",
      status: p.status,
      method: p.methodKind ? { kind: p.methodKind, last4: p.methodLast4, brand: p.methodBrand } : null,
      refunded: major(p.refundedAmount),
      failure: p.failure,
      date: iso(p.createdAt),
      paidAt: iso(p.paidAt),
      receipt: receiptData(p.receipt),
    }));
  for await (const page of rubleRefunds(m))
    yield page.map((r) => ({
      provider: "yookassa",
      id: r.id,
      kind: "refund",
      payment: r.paymentId,
      amount: major(r.amount),
      currency: "RUB",
      status: r.status,
      reason: r.reason,
      date: iso(r.createdAt),
      receipt: receiptData(r.receipt),
    }));
}

/** The checkouts of the sandbox, then the ruble payments, then their refunds, each oldest first. */
export const paymentsJson = (m: Member) => jsonArray(paymentRecords(m), (record) => record);
