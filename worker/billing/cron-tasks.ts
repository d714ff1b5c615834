// Billing's scheduled work: the daily run bills the sandbox's subscriptions and
// expires ended ones; the monthly run gives Pro members their allowances again.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { allowances } from "../../core/billing/catalog";
import { monthStart } from "../../core/clock";
import type { CronTask } from "../platform/cron-task";
import { profiles, subscriptions, yookassaSubscriptions } from "../db/schema";
import { cardRenewalGraceMs as renewalGraceMs, planGrantedSql } from "../shared/plan-granted";
import { paymentsFor } from "./provider";

/** YooKassa's subscriptions are renewed, retried and ended by the app itself (yookassa/renewals-cron.ts). */
export { yookassaAfterDeletion, yookassaRenewals } from "./yookassa/renewals-cron";

export const sandboxBilling: CronTask = {
  name: "sandbox-billing",
  async run({ env, db, now }) {
    const sandbox = paymentsFor(env, db, env.APP_URL || "http://localhost")?.sandbox;
    if (!sandbox) return "no sandbox";
    const { renewed, ended, unpaid } = await sandbox.bill(now);
    return `renewed ${renewed}, ended ${ended}, unpaid ${unpaid}`;
  },
};

/**
 * Canceled subscriptions end at their period's end; active ones that the provider has not
 * renewed within the grace period end too. Their members go back to FREE. YooKassa's are left
 * to its own run, whose grace and retries are the app's (decision 0050), except one the app has
 * ended already whose member's plan was not (the ending's publish failed, or had no YooKassa to
 * publish through): it ends now.
 */
export const expireSubscriptions: CronTask = {
  name: "expire-subscriptions",
  async run({ db, now }) {
    const s = subscriptions;
    const yk = yookassaSubscriptions;
    const ykEnded = sql`EXISTS (SELECT 1 FROM ${yk} WHERE ${yk.id} = ${s.subscriptionId} AND ${yk.status} = 'canceled')`;
    const ended = sql`${s.status} IN ('active', 'canceled') AND ((${s.provider} != 'yookassa' AND ((${s.status} = 'canceled' AND ${s.currentPeriodEnd} <= ${now}) OR (${s.status} = 'active' AND ${s.currentPeriodEnd} <= ${now - renewalGraceMs}))) OR (${s.provider} = 'yookassa' AND ${ykEnded}))`;
    // One batch, no id list (D1 binds at most 100 parameters): profiles first, while the rows still match.
    const [, expired] = await db.batch([
      db
        .update(profiles)
        .set({ plan: "FREE", updatedAt: new Date(now) })
        .where(inArray(profiles.userId, db.select({ userId: subscriptions.userId }).from(subscriptions).where(ended))),
      db
        .update(subscriptions)
        .set({ status: "expired", updatedAt: new Date(now) })
        .where(ended)
        .returning({ userId: subscriptions.userId }),
    ]);
    return `expired ${expired.length}`;
  },
};

/**
 * Each Pro member's transformations start again with the month (the chat's messages do by
 * themselves). Only while the row still grants Pro: at 00:00 on the 1st a subscription canceled
 * for the end of a period that is over may still say "canceled" until the next expiry run (five
 * past the hour), and would otherwise get a month it has not paid for.
 */
export const restoreAllowances: CronTask = {
  name: "restore-allowances",
  async run({ db, now }) {
    const pro = await db
      .update(subscriptions)
      .set({ predicatesLeft: allowances.PRO.transformations, previewsMonth: new Date(monthStart(now)), updatedAt: new Date(now) })
      .where(and(eq(subscriptions.plan, "PRO"), ne(subscriptions.status, "expired"), sql.raw(planGrantedSql(now))))
      .returning({ userId: subscriptions.userId });
    // The coach's monthly allowance needs no reset here: each member's limiter starts a new
    // count by itself in a new calendar month (worker/chat/limiter.ts). Calling every Pro
    // member's Durable Object from one cron run failed once there were many of them.
    return `restored ${pro.length}`;
  },
};
