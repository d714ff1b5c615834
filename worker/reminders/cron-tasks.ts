// The reminders' scheduled work, for the cron table: every 15 minutes the members due are queued
// (queue.ts; the queue's consumer reminds them, decision 0053), and daily the sent log (and the
// development push double's record) is pruned.
import { lt } from "drizzle-orm";
import { pushOutbox, reminderLog } from "../db/schema";
import type { CronTask } from "../platform/cron-task";
import { queueDueMembers } from "./queue";

/** A day's log is needed on that day only; two weeks keep it readable when something went wrong. */
const keepLogMs = 14 * 24 * 60 * 60_000;
const keepRecordedPushesMs = 7 * 24 * 60 * 60_000;

export const sendReminders: CronTask = {
  name: "reminders",
  async run({ env, db, now }) {
    const { members, messages } = await queueDueMembers(db, env.REMINDERS, now);
    return `queued ${members} members in ${messages} messages`;
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
