// The reminders' scheduled work, for the cron table: the sending run every 15 minutes, and the
// daily pruning of the sent log (and of the development push double's record).
import { lt } from "drizzle-orm";
import { pushOutbox, reminderLog } from "../db/schema";
import type { CronTask } from "../platform/cron-task";
import { sendDepsFor, sendDueReminders } from "./send";

/** A day's log is needed on that day only; two weeks keep it readable when something went wrong. */
const keepLogMs = 14 * 24 * 60 * 60_000;
const keepRecordedPushesMs = 7 * 24 * 60 * 60_000;

export const sendReminders: CronTask = {
  name: "reminders",
  async run({ env, db, now }) {
    const c = await sendDueReminders(db, sendDepsFor(env, db), now);
    return `members ${c.members}, pushed ${c.pushed}, mailed ${c.mailed}, deferred ${c.deferred}, devices removed ${c.removed}, failed ${c.failed}`;
  },
};

export const pruneReminders: CronTask = {
  name: "prune-reminders",
  async run({ db, now }) {
    const log = await db.delete(reminderLog).where(lt(reminderLog.sentAt, now - keepLogMs)).run();
    const recorded = await db.delete(pushOutbox).where(lt(pushOutbox.createdAt, new Date(now - keepRecordedPushesMs))).run();
    return `log ${log.meta.changes ?? 0}, recorded pushes ${recorded.meta.changes ?? 0}`;
  },
};
