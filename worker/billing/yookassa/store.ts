// The app's YooKassa subscriptions: reading them, the payment method as the app keeps it, and
// handing a subscription's new state to the one payment handler (apply-event.ts), which writes
// the member's plan. Events are named after the subscription and the time, so the same change
// published twice is applied once and an older one never overwrites a newer one.
import { and, eq, inArray } from "drizzle-orm";
import type { PaymentMethodKind, PaymentMethodSummary } from "../../../core/billing/subscription";
import { yookassaPayments, yookassaSubscriptions } from "../../db/schema";
import type { Db } from "../../db/client";
import type { SubscriptionState } from "../../platform/payments/port";
import type { YkPaymentMethod } from "../../platform/payments/yookassa/api";
import { applyPaymentEvent, type ApplyResult } from "../apply-event";
import type { YkContext } from "./context";

export type YkSubscription = typeof yookassaSubscriptions.$inferSelect;

export const ykSubscription = (db: Db, id: string) =>
  db.select().from(yookassaSubscriptions).where(eq(yookassaSubscriptions.id, id)).get();

/** A subscription that still bills: active, or past due within the grace. */
export const liveStatuses = ["active", "past_due"] as const;
export const isLive = (sub: YkSubscription | undefined): sub is YkSubscription =>
  !!sub && (liveStatuses as readonly string[]).includes(sub.status);

/** The member's live subscription. */
export const liveYkSubscription = (db: Db, userId: string) =>
  db
    .select()
    .from(yookassaSubscriptions)
    .where(and(eq(yookassaSubscriptions.userId, userId), inArray(yookassaSubscriptions.status, liveStatuses)))
    .get();

export type YkPaymentRow = typeof yookassaPayments.$inferSelect;

/** The app's record of one of its YooKassa payments. */
export const ykPaymentRow = (db: Db, id: string) => db.select().from(yookassaPayments).where(eq(yookassaPayments.id, id)).get();

/**
 * The record of a payment just asked of YooKassa (pending until settled); a record written
 * meanwhile (its notification came first and adopted it) stays as it is. Run or batched by the caller.
 */
export const newPaymentRow = (
  db: Db,
  row: Omit<typeof yookassaPayments.$inferInsert, "status" | "updatedAt"> & { createdAt: Date },
) =>
  db
    .insert(yookassaPayments)
    .values({ ...row, status: "pending", updatedAt: row.createdAt })
    .onConflictDoNothing();

const kinds: Record<string, PaymentMethodKind> = {
  bank_card: "card",
  sbp: "sbp",
  sberbank: "sberpay",
  tinkoff_bank: "tpay",
  yoo_money: "yoomoney",
};

/** The method a payment was made with, as the app keeps it (the columns method_kind, _last4, _brand). */
export function methodOf(pm: YkPaymentMethod | undefined): {
  methodKind: PaymentMethodKind | null;
  methodLast4: string | null;
  methodBrand: string | null;
} {
  if (!pm) return { methodKind: null, methodLast4: null, methodBrand: null };
  return { methodKind: kinds[pm.type] ?? "other", methodLast4: pm.card?.last4 ?? null, methodBrand: pm.card?.card_type ?? null };
}

/** The method columns as the API answers them. */
export const methodSummary = (row: {
  methodKind: PaymentMethodKind | null;
  methodLast4: string | null;
  methodBrand: string | null;
}): PaymentMethodSummary | null =>
  row.methodKind ? { kind: row.methodKind, last4: row.methodLast4, brand: row.methodBrand } : null;

/** The subscription in the port's words (Stripe's statuses; the customer is the member). */
export const stateOf = (row: YkSubscription): SubscriptionState => ({
  id: row.id,
  customerId: row.userId,
  userId: row.userId,
  plan: row.plan,
  interval: row.interval,
  status: row.status,
  created: row.createdAt.getTime(),
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  // The period's real end, past due too: the grace is the app's (the renewal run ends it, and
  // expireSubscriptions leaves YooKassa's rows alone), so the member's row never expires by it.
  currentPeriodEnd: row.currentPeriodEnd.getTime(),
  paymentMethodId: row.paymentMethodId,
  last4: row.methodLast4,
  currency: "RUB",
});

/** Applies the subscription's state as it is now in the database to the member's plan. */
export async function publish(ctx: YkContext, id: string, type: string): Promise<ApplyResult | "missing"> {
  const row = await ykSubscription(ctx.db, id);
  if (!row) return "missing";
  const now = ctx.now();
  return applyPaymentEvent(
    ctx.db,
    ctx.port,
    { id: `${row.id}:${row.updatedAt.getTime()}:${type}`, created: row.updatedAt.getTime(), type, subscription: stateOf(row) },
    now,
  );
}
