import { lt } from "drizzle-orm";
import { getWorkerDb } from "../db/client";
import type { CronTask } from "../platform/cron-task";
import { cronRuns } from "../db/schema";
import { pruneSessions } from "../shared/session/sessions";
import { pruneTokens } from "../auth/tokens";
import { pruneChallenges } from "../auth/challenges";
import { pruneSignIns } from "../auth/sign-in/record";
import { pruneLimits } from "../platform/rate-limit";
import { devToolsBuilt } from "../platform/development";
import { errorText } from "../platform/error-text";
import {
  expireSubscriptions,
  restoreAllowances,
  sandboxBilling,
  yookassaAfterDeletion,
  yookassaRenewals,
} from "../billing/cron-tasks";
import { weeklyDietAdjustments } from "../plans/adjustment-cron";
import { pruneBarcodeCache } from "../foods/barcode-cache";
import { pruneDiaryTombstones } from "../diary/tombstones";
import { pruneWorkoutTombstones } from "../workouts/tombstones";
import { pruneReminders, sendReminders } from "../reminders/cron-tasks";

// Scheduled work by cron expression (wrangler.toml [triggers]). Features add their tasks here.
export const monthlyCron = "0 0 1 * *";
export const dailyCron = "30 3 * * *";
/** Mondays at 04:00 UTC: the weekly diet adjustments. */
export const weeklyCron = "0 4 * * 1";
/** Every 15 minutes: the reminders due on each member's own clock. */
export const remindersCron = "*/15 * * * *";
/**
 * Five past every hour: subscriptions whose plan has ended (a canceled one's period, an unpaid
 * card renewal's grace) end within the hour, not at the next daily run up to a day later, during
 * which the member kept the plan and the billing page said it lasted until a day already gone.
 */
export const hourlyCron = "5 * * * *";

const keepRunsMs = 90 * 24 * 60 * 60 * 1000;

const pruneCronRuns: CronTask = {
  name: "prune-cron-runs",
  async run({ db, now }) {
    const res = await db
      .delete(cronRuns)
      .where(lt(cronRuns.ranAt, new Date(now - keepRunsMs)))
      .run();
    return `deleted ${res.meta.changes ?? 0}`;
  },
};

const pruneAuth: CronTask = {
  name: "prune-auth",
  async run({ db, now }) {
    const sessions = await pruneSessions(db, now);
    const tokens = await pruneTokens(db, now);
    const challenges = await pruneChallenges(db, now);
    const signIns = await pruneSignIns(db, now);
    // The longest limit window is an hour; a day later its counter is history.
    const limits = await pruneLimits(db, now - 24 * 60 * 60 * 1000);
    return `sessions ${sessions}, tokens ${tokens}, challenges ${challenges}, sign-ins ${signIns}, limits ${limits}`;
  },
};

export const tasksByCron: Record<string, CronTask[]> = {
  [monthlyCron]: [restoreAllowances],
  // The sandbox (only in builds with the development tools) bills first, so a renewal it makes
  // today is not mistaken for a lapse. YooKassa's renewals run the app's own retries and grace.
  [dailyCron]: [
    pruneCronRuns,
    pruneAuth,
    pruneBarcodeCache,
    pruneDiaryTombstones,
    pruneWorkoutTombstones,
    pruneReminders,
    ...(devToolsBuilt ? [sandboxBilling] : []),
    yookassaRenewals,
    yookassaAfterDeletion,
    expireSubscriptions,
  ],
  [weeklyCron]: [weeklyDietAdjustments],
  [remindersCron]: [sendReminders],
  // The sandbox first here too: a subscription it still holds live must not end before it says so.
  [hourlyCron]: [...(devToolsBuilt ? [sandboxBilling] : []), expireSubscriptions],
};

/** Runs every task of a cron; one failing task is recorded and does not stop the others. */
export async function runScheduled(cron: string, env: Cloudflare.Env, now = Date.now()): Promise<void> {
  const db = getWorkerDb(env.DB);
  const tasks = tasksByCron[cron];
  if (!tasks?.length) {
    // Recorded either way, so a misconfigured trigger shows up in the audit table.
    const detail = tasks ? "no tasks registered yet" : "unknown cron expression";
    await db.insert(cronRuns).values({ cron, task: "none", ok: !!tasks, detail, ranAt: new Date(now) });
    return;
  }
  for (const task of tasks) {
    let ok = true;
    let detail: string;
    try {
      detail = await task.run({ env, db, now });
    } catch (err) {
      ok = false;
      detail = errorText(err);
    }
    await db.insert(cronRuns).values({ cron, task: task.name, ok, detail, ranAt: new Date(now) });
  }
}
