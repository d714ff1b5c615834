// The consumer of the reminders' queue (decision 0053): each member of a message is reminded
// through remindMember, whose claim of the day's reminder keeps it from going out twice however
// often a message arrives. A batch's summary goes to cron_runs, beside the cron's record.
import { getWorkerDb, type Db } from "../db/client";
import { errorText } from "../platform/error-text";
import { consumeMemberMessages, logEvent, type MemberMessage } from "../platform/member-queue";
import type { Backoff } from "./push";
import { reminderMessage } from "./queue";
import { noCounts, remindMember, sendDepsFor, type RunCounts, type SendDeps } from "./send";

type Counts = RunCounts & { messages: number; retried: number; malformed: number };

/**
 * One message: its members reminded in turn, as of the cron's time plus how long the message
 * waited (in production, now; a reminder past its window is not sent). A member whose turn throws
 * is logged and counted, and the others go on. Answers false when every member failed (the
 * database, not a member's data), so the queue should deliver it again.
 */
async function remindMessage(db: Db, deps: SendDeps, { at, members }: MemberMessage, waitedMs: number, backoff: Backoff, counts: Counts) {
  const now = at + Math.max(0, waitedMs);
  const ids = [...new Set(members)];
  let failed = 0;
  for (const id of ids) {
    try {
      const c = await remindMember(db, deps, id, now, backoff);
      for (const key of Object.keys(c) as (keyof RunCounts)[]) counts[key] += c[key];
    } catch (err) {
      failed += 1;
      // The member id and the database's message only: never a device's endpoint or keys.
      logEvent("reminder_member_failed", { member: id, error: errorText(err) });
    }
  }
  counts.failed += failed;
  return failed < ids.length;
}

/**
 * The queue handler's work; the push services' back-off holds for the invocation. Its D1 queries,
 * with max_batch_size = 1 in wrangler.toml: 20 × 42 + 1 = 841 at most, whatever the membership.
 */
export async function remindQueuedMembers(batch: MessageBatch<unknown>, env: Cloudflare.Env): Promise<void> {
  const db = getWorkerDb(env.DB);
  const deps = sendDepsFor(env, db);
  const backoff: Backoff = new Map();
  const counts: Counts = { ...noCounts(), messages: batch.messages.length, retried: 0, malformed: 0 };
  await consumeMemberMessages(batch, db, {
    schema: reminderMessage,
    counts,
    handle: (body, message) => remindMessage(db, deps, body, Date.now() - message.timestamp.getTime(), backoff, counts),
    task: "reminders-batch",
    event: "reminder",
    detail: (c) =>
      `messages ${c.messages}, members ${c.members}, pushed ${c.pushed}, mailed ${c.mailed}, deferred ${c.deferred}, ` +
      `devices removed ${c.removed}, failed ${c.failed}, retried ${c.retried}, malformed ${c.malformed}`,
  });
}
