// The consumer of the renewals' queue (renewals-queue.ts): each subscription of a message is
// renewed or ended as it is now (renewals-cron.ts, renewSubscription); the claim of a charge and
// the conditional end keep a message delivered twice from doing anything twice. A batch's summary
// goes to cron_runs, beside the cron's record.
import { getWorkerDb } from "../../db/client";
import { consumeMemberMessages, type ConsumerCounts } from "../../platform/member-queue";
import { renewMessage, reportOf } from "./renewals-cron";
import { renewalMessage, renewalsContext } from "./renewals-queue";

/**
 * The queue handler's work. Its D1 queries, with max_batch_size = 1 in wrangler.toml: 20
 * subscriptions of at most about 20 queries each (a charge that fails, its e-mail included), and
 * the summary: about 400, whatever the number due.
 */
export async function renewQueuedSubscriptions(batch: MessageBatch<unknown>, env: Cloudflare.Env): Promise<void> {
  const db = getWorkerDb(env.DB);
  const outcomes: Record<string, number> = {};
  const counts: ConsumerCounts & { subscriptions: number } = { subscriptions: 0, retried: 0, malformed: 0 };
  await consumeMemberMessages(batch, db, {
    schema: renewalMessage,
    counts,
    handle: async (body, message) => {
      counts.subscriptions += body.members.length;
      // As of the cron's time plus how long the message waited: in production, now; in tests, the run's time.
      const now = body.at + Math.max(0, Date.now() - message.timestamp.getTime());
      const ctx = renewalsContext(env, db, now);
      if (!ctx) {
        // YooKassa switched off since the cron ran: nothing is charged; the subscriptions are due again after the lease.
        outcomes["yookassa off"] = (outcomes["yookassa off"] ?? 0) + body.members.length;
        return true;
      }
      return renewMessage(ctx, body, outcomes);
    },
    task: "yookassa-renewals-batch",
    event: "renewal",
    detail: (c) =>
      `messages ${batch.messages.length}, subscriptions ${c.subscriptions}, ${reportOf(outcomes)}, retried ${c.retried}, malformed ${c.malformed}`,
  });
}
