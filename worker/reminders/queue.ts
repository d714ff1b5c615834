// The reminders go through a queue (decision 0053): the 15-minute cron only takes the members due
// by `next_due_at` and sends their ids; the consumer (queue-consumer.ts) reminds them, a message
// at a time. One run over everyone due passed D1's 1,000 queries per invocation at about 160 members.
import { asc, inArray, lte } from "drizzle-orm";
import { runEveryMinutes } from "../../core/reminders/schedule";
import type { Db } from "../db/client";
import { reminderSettings } from "../db/schema";
import { memberMessage, messagesPerSend, queueMemberPages, type MemberMessage } from "../platform/member-queue";

export { messagesPerSend };
/** Member ids a message carries: at most 42 queries a member (3 reminders to 10 devices), 840 a message. */
export const membersPerMessage = 20;
/** The members one query of the cron takes: exactly one `sendBatch` (100 of 20 ids are about 90 KB). */
const pageSize = membersPerMessage * messagesPerSend;
/** A message; its `at` plus how long it waited is when the consumer looks at the members, so a reminder past its window is not sent. */
export const reminderMessage = memberMessage(membersPerMessage);
export type ReminderMessage = MemberMessage;

/**
 * Takes up to a page of the members due, oldest first, and moves their `next_due_at` a run ahead
 * in the same statement: a cron running at the same time, or the next one while they wait in the
 * queue, does not take them again. The consumer sets their real next look; a member whose message
 * is lost is due again a run later.
 */
const takeDue = (db: Db, now: number) =>
  db
    .update(reminderSettings)
    .set({ nextDueAt: now + runEveryMinutes * 60_000 })
    .where(
      inArray(
        reminderSettings.userId,
        db
          .select({ userId: reminderSettings.userId })
          .from(reminderSettings)
          .where(lte(reminderSettings.nextDueAt, now))
          .orderBy(asc(reminderSettings.nextDueAt))
          .limit(pageSize),
      ),
    )
    .returning({ userId: reminderSettings.userId })
    .all();

/**
 * Sends the id of every member due now to the queue, a page at a time. Its D1 queries: one a page
 * of 2,000 members, and the one that finds the end; 100,000 members due make 51 (and 50
 * `sendBatch` calls): far under 1,000 an invocation. If a send fails, the members taken but not
 * sent are due again a run later.
 */
export const queueDueMembers = (db: Db, queue: Queue<ReminderMessage>, now: number) =>
  queueMemberPages(queue, now, membersPerMessage, async () => (await takeDue(db, now)).map((r) => r.userId));
