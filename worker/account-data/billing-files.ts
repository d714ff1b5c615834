// The export's billing: the subscription (never the provider's customer, subscription or payment
// method ids) and the checkouts the app keeps.
import { and, asc, eq, sql } from "drizzle-orm";
import { sandboxCheckouts, subscriptions } from "../db/schema";
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
export const paymentsJson = (m: Member) =>
  jsonArray(
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
    ),
    (p) => ({
      plan: p.plan,
      interval: p.interval,
      // Stored in minor units (cents, kopecks).
      amount: p.amount / 100,
      currency: p.currency.toUpperCase(),
      status: p.status,
      date: iso(p.createdAt),
    }),
  );
