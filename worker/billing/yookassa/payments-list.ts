// GET /api/billing/payments: the member's YooKassa charges (first payments and renewals; the
// payment-method checks charge nothing and are not listed) and refunds, newest first, each
// with the address of its receipt's page once it has gone through.
import { and, desc, eq, ne } from "drizzle-orm";
import type { BillingPaymentJson, BillingPaymentsJson } from "../../../core/api/billing";
import type { Db } from "../../db/client";
import { yookassaPayments, yookassaRefunds } from "../../db/schema";
import { methodSummary } from "./store";

/** Enough for years of monthly renewals; older ones are in the data export. */
const listLimit = 200;

export const receiptPath = (id: string) => `/billing/receipts/${encodeURIComponent(id)}`;

const statusOf = (status: string): BillingPaymentJson["status"] =>
  status === "succeeded" ? "succeeded" : status === "canceled" ? "canceled" : "pending";

export async function paymentsOf(db: Db, userId: string): Promise<BillingPaymentsJson> {
  const charges = await db
    .select()
    .from(yookassaPayments)
    .where(and(eq(yookassaPayments.userId, userId), ne(yookassaPayments.kind, "method_check")))
    .orderBy(desc(yookassaPayments.createdAt))
    .limit(listLimit)
    .all();
  const refunds = await db
    .select({ refund: yookassaRefunds, payment: yookassaPayments })
    .from(yookassaRefunds)
    .innerJoin(yookassaPayments, eq(yookassaPayments.id, yookassaRefunds.paymentId))
    .where(eq(yookassaRefunds.userId, userId))
    .orderBy(desc(yookassaRefunds.createdAt))
    .limit(listLimit)
    .all();
  const payments: BillingPaymentJson[] = [
    ...charges.map((p) => {
      const status = statusOf(p.status);
      return {
        id: p.id,
        at: (p.paidAt ?? p.createdAt).toISOString(),
        kind: p.kind === "first" ? ("first" as const) : ("renewal" as const),
        plan: p.plan,
        interval: p.interval,
        amount: p.amount,
        currency: "RUB" as const,
        status,
        method: methodSummary(p),
        receiptUrl: status === "succeeded" ? receiptPath(p.id) : null,
      };
    }),
    ...refunds.map(({ refund, payment }) => {
      const status = statusOf(refund.status);
      return {
        id: refund.id,
        at: refund.createdAt.toISOString(),
        kind: "refund" as const,
        plan: payment.plan,
        interval: payment.interval,
        amount: refund.amount,
        currency: "RUB" as const,
        status,
        method: methodSummary(payment),
        receiptUrl: status === "succeeded" ? receiptPath(refund.id) : null,
      };
    }),
  ];
  // Newest first; a refund made the moment its payment was comes after it in time, so above it.
  payments.sort((a, b) => b.at.localeCompare(a.at) || (a.kind === "refund" ? -1 : 1) - (b.kind === "refund" ? -1 : 1));
  return { payments: payments.slice(0, listLimit) };
}
