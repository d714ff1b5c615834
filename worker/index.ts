import { app } from "./app";
import { runScheduled } from "./cron/scheduled";

export { ChatLimiter } from "./chat/limiter";

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller.cron, env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Cloudflare.Env>;
