// The consumer of the weekly diet adjustments' queue (decision 0051): each member of a message
// gets this week's adjustment through adjustThisWeek, which makes at most one a member and week
// however often a message arrives. A batch's summary goes to cron_runs, beside the cron's record.
import { and, inArray } from "drizzle-orm";
import { utcDay } from "../../core/validation/progress";
import { getWorkerDb, type Db } from "../db/client";
import { profiles, type Profile } from "../db/schema";
import { consumeMemberMessages, logEvent, type MemberMessage } from "../platform/member-queue";
import { adjustmentMessage } from "./adjustment-queue";
import { adjustForRun, dueForAdjustment, type RunOutcome } from "./adjustments";
import { mondayOf } from "./service";
import { errorText } from "../platform/error-text";

type Counts = Record<RunOutcome | "members" | "failed" | "notDue" | "retried" | "malformed", number>;

/**
 * One message: the members still due (one query), each adjusted in turn (at most four queries
 * each). A member whose adjustment throws is logged and counted, and the others go on. Answers
 * false when the message failed as a whole: the read failed, or every member did (the database,
 * not a member's data), so the queue should deliver it again.
 */
async function adjustMessage(db: Db, { at, members }: MemberMessage, counts: Counts): Promise<boolean> {
  const ids = [...new Set(members)];
  counts.members += ids.length;
  let due: Profile[];
  try {
    due = await db
      .select()
      .from(profiles)
      .where(and(inArray(profiles.userId, ids), dueForAdjustment(db, mondayOf(utcDay(at)))))
      .all();
  } catch (err) {
    logEvent("diet_adjustment_message_failed", { error: errorText(err) });
    return false;
  }
  counts.notDue += ids.length - due.length;
  let failed = 0;
  for (const profile of due) {
    try {
      counts[await adjustForRun(db, profile, at)] += 1;
    } catch (err) {
      failed += 1;
      // Counted in the batch's record; the log says whose and why (the member id only).
      logEvent("diet_adjustment_failed", { member: profile.userId, error: errorText(err) });
    }
  }
  counts.failed += failed;
  return due.length === 0 || failed < due.length;
}

/**
 * The queue handler's work. Its D1 queries, with max_batch_size = 2 in wrangler.toml:
 * 2 × (1 + 50 × 4) + 1 = 403 at most, whatever the membership.
 */
export async function adjustQueuedMembers(batch: MessageBatch<unknown>, env: Cloudflare.Env): Promise<void> {
  const db = getWorkerDb(env.DB);
  const counts: Counts = { members: 0, changed: 0, unchanged: 0, waiting: 0, paused: 0, failed: 0, notDue: 0, retried: 0, malformed: 0 };
  await consumeMemberMessages(batch, db, {
    schema: adjustmentMessage,
    counts,
    handle: (body) => adjustMessage(db, body, counts),
    task: "diet-adjustments-batch",
    event: "diet_adjustment",
    detail: (c) =>
      `messages ${batch.messages.length}, members ${c.members}, changed ${c.changed}, unchanged ${c.unchanged}, waiting for data ${c.waiting}, ` +
      `paused ${c.paused}, failed ${c.failed}, no longer due ${c.notDue}, retried ${c.retried}, malformed ${c.malformed}`,
  });
}
