// Billing's scheduled work (issue 6): the daily run bills the sandbox's subscriptions and
// expires ended ones; the monthly run gives Pro members their allowances again.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { allowances } from "../../core/billing/catalog";
import type { CronTask } from "../cron/scheduled";
import { profiles, subscriptions } from "../db/schema";
import { paymentsFor } from "./provider";

/** How long an unrenewed active subscription keeps its plan (the provider may retry a payment). */
export const renewalGraceMs = 3 * 24 * 60 * 60 * 1000;

export const sandboxBilling: CronTask = {
  name: "sandbox-billing",
  async run({ env, now }) {
    const sandbox = paymentsFor(env, env.APP_URL || "http://localhost")?.sandbox;
    if (!sandbox) return "no sandbox";
    const { renewed, ended } = await sandbox.bill(now);
    return `renewed ${renewed}, ended ${ended}`;
  },
};

/**
 * Canceled subscriptions end at their period's end; active ones that the provider has not
 * renewed within the grace period end too. Their members go back to FREE.
 */
export const expireSubscriptions: CronTask = {
  name: "expire-subscriptions",
  async run({ db, now }) {
    const ended = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(
        sql`(${subscriptions.status} = 'canceled' AND ${subscriptions.currentPeriodEnd} <= ${now}) OR (${subscriptions.status} = 'active' AND ${subscriptions.currentPeriodEnd} <= ${now - renewalGraceMs})`,
      )
      .all();
    const ids = ended.map((r) => r.userId);
    if (ids.length === 0) return "expired 0";
    await db.batch([
      db.update(subscriptions).set({ status: "expired", updatedAt: new Date(now) }).where(inArray(subscriptions.userId, ids)),
      db.update(profiles).set({ plan: "FREE", updatedAt: new Date(now) }).where(inArray(profiles.userId, ids)),
    ]);
    return `expired ${ids.length}`;
  },
};

/** Each Pro member's transformations and chat messages start again with the month. */
export const restoreAllowances: CronTask = {
  name: "restore-allowances",
  async run({ env, db, now }) {
    const pro = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(and(eq(subscriptions.plan, "PRO"), ne(subscriptions.status, "expired")))
      .all();
    await db
      .update(subscriptions)
      .set({ predicatesLeft: allowances.PRO.transformations, updatedAt: new Date(now) })
      .where(and(eq(subscriptions.plan, "PRO"), ne(subscriptions.status, "expired")))
      .run();
    for (const { userId } of pro) await env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(userId)).reset(now);
    return `restored ${pro.length}`;
  },
};

