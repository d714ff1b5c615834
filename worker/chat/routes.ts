// The AI coach under /api/chat: the conversation (D1), sending a message (streamed
// back as text), clearing it. Pro only; the member's CHAT_LIMITER object counts every send.
import { Hono } from "hono";
import { chatSendSchema } from "../../core/validation/chat";
import { memberOf, requireUser } from "../shared/require-user";
import { requireEntitlement } from "../shared/entitlements";
import type { AppEnv } from "../env";
import { jsonBody } from "../platform/validate";
import { chatState, clearMessages } from "./messages";
import { reply } from "./reply";

export const chatRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .use(requireEntitlement("chat"))
  .get("/messages", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await chatState(c.var.db, c.env.CHAT_LIMITER, memberOf(c), c.var.clock.now()));
  })
  .delete("/messages", async (c) => {
    await clearMessages(c.var.db, memberOf(c).id);
    return c.body(null, 204);
  })
  .post("/messages", jsonBody(chatSendSchema), async (c) => {
    const { content, today } = c.req.valid("json");
    const answer = await reply(c.var.db, c.env, c.var.clock, { user: memberOf(c), locale: c.get("locale"), content, today });
    c.executionCtx.waitUntil(answer.saved);
    return new Response(answer.body, {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        // No compression on the way: a gzip stage would hold the pieces back until the end.
        "Cache-Control": "no-store, no-transform",
        "Content-Encoding": "identity",
        "X-Chat-Remaining": String(answer.remaining),
        "X-Chat-Resets-At": String(answer.resetsAt),
      },
    });
  });
