// The member's changes to a YooKassa subscription, which the app runs itself (decision 0050): a
// plan change waits for the renewal, cancel and renew only say whether the next renewal happens,
// and ending it at once (a duplicate, the account going) stops it with or without a refund.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { priceFor, type Interval, type PaidPlan } from "../../../core/billing/catalog";
import { yookassaPayments, yookassaSubscriptions } from "../../db/schema";
import type { Db } from "../../db/client";
import { ApiError } from "../../platform/errors";
import type { YkContext } from "./context";
import { refundDuplicate } from "./refunds";
import { isLive, liveStatuses, publish } from "./store";

const t = yookassaSubscriptions;

/**
 * The row's change time: now, and always later than its last one, so each change is its own
 * event for the payment handler (whose event ids and ordering come from this time; see store.ts).
 */
export const changedAt = (now: number) => sql`MAX(${now}, ${t.updatedAt} + 1)`;

/** The next renewal charges `to` (its ruble price); choosing the current plan again drops a waiting change. */
export async function scheduleChange(ctx: YkContext, id: string, to: { plan: PaidPlan; interval: Interval }) {
  const row = await ctx.db.select().from(t).where(eq(t.id, id)).get();
  if (!isLive(row)) throw new ApiError(404, "no_subscription");
  const same = row.plan === to.plan && row.interval === to.interval;
  await ctx.db
    .update(t)
    .set({ nextPlan: same ? null : to.plan, nextInterval: same ? null : to.interval, updatedAt: changedAt(ctx.now()) })
    .where(and(eq(t.id, id), inArray(t.status, liveStatuses)))
    .run();
}

/** Whether a plan change is waiting for the renewal. */
export const changeWaiting = async (db: Db, id: string) =>
  Boolean((await db.select({ next: t.nextPlan }).from(t).where(eq(t.id, id)).get())?.next);

/** What the next renewal charges: a waiting change's plan, else the current one, at today's ruble price (as renewals-cron.ts). */
export function nextPlanOf(row: typeof t.$inferSelect) {
  const plan = row.nextPlan ?? row.plan;
  const interval = row.nextInterval ?? row.interval;
  return { plan, interval, amount: priceFor(plan, interval, "RUB") };
}

/** Cancel at the period's end (true) or take it back (false), and show it on the member's plan. */
export async function setCancel(ctx: YkContext, id: string, cancel: boolean) {
  const changed = await ctx.db
    .update(t)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: changedAt(ctx.now()) })
    .where(and(eq(t.id, id), inArray(t.status, liveStatuses), ne(t.cancelAtPeriodEnd, cancel)))
    .returning({ id: t.id })
    .get();
  if (changed) await publish(ctx, id, cancel ? "subscription.cancel" : "subscription.renew");
}

/** Ends subscriptions in the database: no renewal is charged after this. Answers the ones ended. */
export async function endRows(db: Db, where: ReturnType<typeof eq>, now: number) {
  return db
    .update(t)
    .set({ status: "canceled", cancelAtPeriodEnd: false, nextAttemptAt: null, updatedAt: changedAt(now) })
    .where(and(where, ne(t.status, "canceled")))
    .returning({ id: t.id })
    .all();
}

/** Marks a paid payment that is to be given back whole: a redelivery of its notification (settle.ts) asks for the refund again. */
export const duplicateMark = "duplicate";

/**
 * Ends a subscription at once; with `refund`, its last charge that went through is given back in
 * full. The ending is published first: a refund YooKassa does not answer fails the call (503),
 * and the charge's mark has its notification's redelivery ask again.
 */
export async function endNow(ctx: YkContext, id: string, refund: boolean) {
  const ended = await endRows(ctx.db, eq(t.id, id), ctx.now());
  if (ended.length > 0) await publish(ctx, id, "subscription.ended");
  if (!refund) return;
  const p = yookassaPayments;
  const last = await ctx.db
    .select({ id: p.id })
    .from(p)
    .where(
      and(
        eq(p.subscriptionId, id),
        inArray(p.kind, ["first", "renewal"]),
        eq(p.status, "succeeded"),
        sql`${p.refundedAmount} < ${p.amount}`,
      ),
    )
    .orderBy(sql`${p.paidAt} DESC`)
    .get();
  if (!last) return;
  await ctx.db.update(p).set({ failure: duplicateMark }).where(eq(p.id, last.id)).run();
  await refundDuplicate(ctx, last.id);
}

/** Ends every subscription of the member that is not over (account deletion: no refund). */
export async function endAll(ctx: YkContext, userId: string) {
  for (const { id } of await endRows(ctx.db, eq(t.userId, userId), ctx.now())) await publish(ctx, id, "subscription.ended");
}
