// The weekly diet adjustments go through a queue (decision 0051): the Monday cron only pages
// through the members due and sends their ids; the consumer (adjustment-queue-consumer.ts)
// adjusts them, a message at a time. Each invocation then makes a bounded number of D1 queries,
// where one run over everyone passed D1's 1,000 queries per invocation at a few hundred members.
import { and, asc, gt } from "drizzle-orm";
import * as v from "valibot";
import { utcDay } from "../../core/validation/progress";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import { dueForAdjustment } from "./adjustments";
import { mondayOf } from "./service";

/** Member ids a message carries: with four queries a member at most, about 200 queries a message. */
export const membersPerMessage = 50;
/** Queues takes at most 100 messages (and 256 KB) a `sendBatch`; 100 of 50 ids are about 210 KB. */
export const messagesPerSend = 100;
/** The ids one query of the cron reads: exactly one `sendBatch`. */
const pageSize = membersPerMessage * messagesPerSend;

/**
 * A message of the queue. `at` is the cron's time: the consumer adjusts as of then, so a retry
 * minutes later still makes that week's adjustment. `version` lets a later shape be told apart
 * from this one while both are in the queue.
 */
export const adjustmentMessage = v.object({
  version: v.literal(1),
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
  members: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), v.minLength(1), v.maxLength(membersPerMessage)),
});
export type AdjustmentMessage = v.InferOutput<typeof adjustmentMessage>;

/**
 * Sends the id of every member due this week to the queue, by user id, a page at a time. Its D1
 * queries: one a page of 5,000 members, and the one that finds the end; 100,000 members make 21
 * (and 20 `sendBatch` calls), a million 201: far under 1,000 an invocation.
 */
export async function queueDueMembers(db: Db, queue: Queue<AdjustmentMessage>, now: number) {
  const week = mondayOf(utcDay(now));
  const sent = { members: 0, messages: 0 };
  let after = "";
  try {
    for (;;) {
      const page = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(and(gt(profiles.userId, after), dueForAdjustment(db, week)))
        .orderBy(asc(profiles.userId))
        .limit(pageSize)
        .all();
      const ids = page.map((r) => r.userId);
      const messages = [];
      for (let i = 0; i < ids.length; i += membersPerMessage) {
        const body: AdjustmentMessage = { version: 1, at: now, members: ids.slice(i, i + membersPerMessage) };
        messages.push({ body, contentType: "json" as const });
      }
      if (messages.length) await queue.sendBatch(messages);
      sent.members += ids.length;
      sent.messages += messages.length;
      if (ids.length < pageSize) return sent;
      after = ids.at(-1)!;
    }
  } catch (err) {
    // The members already sent are adjusted; the record says how far the run got.
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`queued ${sent.members} members in ${sent.messages} messages, then failed: ${reason}`, { cause: err });
  }
}
