import { app } from "./app";
import { lowerHashingCost } from "./auth/password";
import { runScheduled } from "./cron/scheduled";
import { adjustQueuedMembers } from "./plans/adjustment-queue-consumer";
import { devToolsBuilt } from "./platform/development";

export { ChatLimiter } from "./chat/limiter";

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
  // The one queue this worker consumes: the weekly diet adjustments (wrangler.toml).
  async queue(batch, env) {
    await adjustQueuedMembers(batch, env);
  },
} satisfies ExportedHandler<Cloudflare.Env>;
