// The weekly diet adjustments go through a queue (decision 0051): the Monday cron only pages
// through the members due and sends their ids; the consumer (adjustment-queue-consumer.ts)
// adjusts them, a message at a time. One run over everyone passed D1's 1,000 queries per
// invocation at a few hundred members.
import { and, asc, gt } from "drizzle-orm";
import { utcDay } from "../../core/validation/progress";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import { memberMessage, messagesPerSend, queueMemberPages, type MemberMessage } from "../platform/member-queue";
import { dueForAdjustment } from "./adjustments";
import { mondayOf } from "./service";

export { messagesPerSend };
/** Member ids a message carries: with four queries a member at most, about 200 queries a message; 100 of 50 ids are about 210 KB a send. */
export const membersPerMessage = 50;
export const adjustmentMessage = memberMessage(membersPerMessage);
export type AdjustmentMessage = MemberMessage;

/**
 * Sends the id of every member due this week to the queue, by user id, 5,000 a query and a
 * `sendBatch`: 100,000 members make 21 queries (with the one that finds the end) and 20 sends,
 * a million 201: far under 1,000 an invocation.
 */
export function queueDueMembers(db: Db, queue: Queue<AdjustmentMessage>, now: number) {
  const week = mondayOf(utcDay(now));
  return queueMemberPages(queue, now, membersPerMessage, async (after) =>
    (
      await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(and(gt(profiles.userId, after), dueForAdjustment(db, week)))
        .orderBy(asc(profiles.userId))
        .limit(membersPerMessage * messagesPerSend)
        .all()
    ).map((r) => r.userId),
  );
}
