// The weekly diet adjustments in a test, as deployed: the Monday cron sends the members due to
// the queue, the queue's consumer adjusts them. The cron's producer here keeps what it is sent
// (nothing reaches the local queue, so nothing is delivered later, behind another test's back).
import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { vi } from "vitest";
import worker from "../../worker/index";
import { weeklyCron } from "../../worker/cron/scheduled";
import { getDb } from "../../worker/db/client";
import { cronRuns } from "../../worker/db/schema";
import type { AdjustmentMessage } from "../../worker/plans/adjustment-queue";

/** The queue's name in wrangler.toml. */
export const queueName = "forma-diet-adjustments";

/** A producer that keeps the messages of each `sendBatch` call. */
export function keptQueue() {
  const sends: AdjustmentMessage[][] = [];
  const queue = {
    send() {
      return Promise.reject(new Error("the cron sends in batches"));
    },
    sendBatch(messages: Iterable<MessageSendRequest<AdjustmentMessage>>) {
      sends.push([...messages].map((m) => m.body));
      return Promise.resolve();
    },
  };
  return { queue: queue as unknown as Queue<AdjustmentMessage>, sends };
}

/** The weekly cron at `scheduledTime`: the messages it sent, call by call. */
export async function runWeeklyCron(scheduledTime: number, kept = keptQueue()): Promise<AdjustmentMessage[][]> {
  const { queue, sends } = kept;
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: weeklyCron, scheduledTime }), { ...env, DIET_ADJUSTMENTS: queue }, ctx);
  await waitOnExecutionContext(ctx);
  return sends;
}

let delivered = 0;

/**
 * One invocation of the consumer with these bodies, as the queue delivers them: its acks and
 * retries (with each retry's options, which the queue result leaves out) and its summary in
 * cron_runs. Each invocation names its own queue (the consumer writes the name into its
 * summary), so the summary is found even while other files run theirs.
 */
export async function consume(bodies: unknown[], opts: { attempts?: number; env?: Cloudflare.Env } = {}) {
  delivered += 1;
  const queue = `${queueName} (test ${delivered})`;
  const messages = bodies.map((body, i) => ({ id: `${delivered}-${i}`, timestamp: Date.now(), attempts: opts.attempts ?? 1, body }));
  const batch = createMessageBatch(queue, messages);
  const retries = batch.messages.map((m) => vi.spyOn(m, "retry"));
  const ctx = createExecutionContext();
  await worker.queue(batch, opts.env ?? env);
  const result = await getQueueResult(batch, ctx);
  const summary = await getDb(env.DB).select().from(cronRuns).where(eq(cronRuns.cron, queue)).get();
  return { ids: messages.map((m) => m.id), result, retryOptions: retries.map((r) => r.mock.calls[0]?.[0]), summary };
}

/** The cron's own record of its run at `scheduledTime`. */
export const cronRecord = (scheduledTime: number) =>
  getDb(env.DB)
    .select()
    .from(cronRuns)
    .where(and(eq(cronRuns.task, "diet-adjustments"), eq(cronRuns.ranAt, new Date(scheduledTime))))
    .get();

/** The weekly run from the cron to the consumer, every message it sent in one invocation: both records. */
export async function runWeeklyAdjustments(scheduledTime: number) {
  const bodies = (await runWeeklyCron(scheduledTime)).flat();
  const { summary } = await consume(bodies);
  return { cron: await cronRecord(scheduledTime), batch: summary };
}
