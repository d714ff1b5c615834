import { app } from "./app";
import { lowerHashingCost } from "./auth/password";
import { runScheduled } from "./cron/scheduled";
import { adjustQueuedMembers } from "./plans/adjustment-queue-consumer";
import { remindQueuedMembers } from "./reminders/queue-consumer";
import { renewQueuedSubscriptions } from "./billing/yookassa/renewals-queue-consumer";
import { devToolsBuilt } from "./platform/development";

export { ChatLimiter } from "./chat/limiter";

/**
 * The queues this worker consumes (wrangler.toml) and their consumers. A name is matched up to
 * its end or a space: queue names have no spaces, and the tests name each delivery's queue after
 * the real one ("forma-reminders (test 3)") to find its summary in cron_runs.
 */
const consumers: Record<string, (batch: MessageBatch<unknown>, env: Cloudflare.Env) => Promise<void>> = {
  "forma-diet-adjustments": adjustQueuedMembers,
  "forma-reminders": remindQueuedMembers,
  "forma-yookassa-renewals": renewQueuedSubscriptions,
};

export default {
  fetch(request, env, ctx) {
    // The browser tests' server (tests/e2e/global-setup.ts): cheaper password hashes, development only.
    // Written out (not isDevelopment()) so the production build drops it whole.
    if (devToolsBuilt && env.APP_ENV === "development" && env.PASSWORD_HASH_COST === "low") lowerHashingCost();
    return app.fetch(request, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller.cron, env, controller.scheduledTime));
  },
  // Each queue to its consumer (`consumers` above).
  async queue(batch, env) {
    const consume = consumers[batch.queue.split(" ")[0]!];
    // A queue without a consumer here: thrown, so the batch is retried rather than lost.
    if (!consume) throw new Error(`no consumer for the queue ${batch.queue}`);
    await consume(batch, env);
  },
} satisfies ExportedHandler<Cloudflare.Env>;
