// The weekly diet adjustments in a test, as deployed: the Monday cron sends the members due to
// the queue, the queue's consumer adjusts them. The cron's producer here keeps what it is sent
// (nothing reaches the local queue, so nothing is delivered later, behind another test's back).
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import worker from "../../worker/index";
import { weeklyCron } from "../../worker/cron/scheduled";
import { getDb } from "../../worker/db/client";
import { cronRuns } from "../../worker/db/schema";
import type { AdjustmentMessage } from "../../worker/plans/adjustment-queue";
import { consumeOn, keptQueue } from "./member-queue-helpers";

/** The queue's name in wrangler.toml. */
export const queueName = "forma-diet-adjustments";


/** The weekly cron at `scheduledTime`: the messages it sent, call by call. */
/** One invocation of the consumer with these bodies (member-queue-helpers.ts, consumeOn). */
export const consume = (bodies: unknown[], opts: Parameters<typeof consumeOn>[2] = {}) => consumeOn(queueName, bodies, opts);

export async function runWeeklyCron(scheduledTime: number, kept = keptQueue()): Promise<AdjustmentMessage[][]> {
  const { queue, sends } = kept;
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: weeklyCron, scheduledTime }), { ...env, DIET_ADJUSTMENTS: queue }, ctx);
  await waitOnExecutionContext(ctx);
  return sends;
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
