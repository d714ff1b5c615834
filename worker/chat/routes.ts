// The AI coach (issue 8) under /api/chat: the conversation (D1), sending a message (streamed
// back as text), clearing it. Pro only; the member's CHAT_LIMITER object counts every send.
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { CHAT_CONTEXT_MESSAGES, CHAT_HISTORY_LIMIT, CHAT_MIN_INTERVAL_MS, CHAT_MONTHLY_LIMIT, type ChatStateJson } from "../../core/chat/limits";
import { chatSendSchema } from "../../core/validation/chat";
import * as m from "../../web/paraglide/messages.js";
import { memberOf, requireUser } from "../auth/require-user";
import { requireEntitlement } from "../billing/entitlements";
import { getDb, type Db } from "../db/client";
import { chatMessages } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { chatModelFor } from "../platform/ai/provider";
import { jsonBody } from "../platform/validate";
import { memberToday } from "../profiles/overview";
import { coachContext } from "./context";

const limiterOf = (env: Cloudflare.Env, userId: string) => env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(userId));

async function recent(db: Db, userId: string, limit: number) {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(desc(chatMessages.createdAt)).limit(limit).all();
  return rows.reverse();
}

function save(db: Db, userId: string, role: "user" | "assistant", content: string, at: number) {
  return db.insert(chatMessages).values({ id: crypto.randomUUID(), userId, role, content, createdAt: new Date(at) });
}

export const chatRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .use(requireEntitlement("chat"))
  .get("/messages", async (c) => {
    c.header("Cache-Control", "no-store");
    const userId = memberOf(c).id;
    const [rows, usage] = await Promise.all([recent(getDb(c.env.DB), userId, CHAT_HISTORY_LIMIT), limiterOf(c.env, userId).usage(Date.now(), CHAT_MONTHLY_LIMIT)]);
    const state: ChatStateJson = {
      messages: rows.map((r) => ({ id: r.id, role: r.role, content: r.content, createdAt: r.createdAt.getTime() })),
      remaining: usage.remaining,
      limit: CHAT_MONTHLY_LIMIT,
      resetsAt: usage.resetsAt,
    };
    return c.json(state);
  })
  .delete("/messages", async (c) => {
    await getDb(c.env.DB).delete(chatMessages).where(eq(chatMessages.userId, memberOf(c).id));
    return c.body(null, 204);
  })
  .post("/messages", jsonBody(chatSendSchema), async (c) => {
    const { content, today } = c.req.valid("json");
    const user = memberOf(c);
    const locale = c.get("locale");
    const now = Date.now();
    const limiter = limiterOf(c.env, user.id);
    // Counted first, in the member's one Durable Object: concurrent sends are serialised there.
    const verdict = await limiter.consume({ now, monthlyLimit: CHAT_MONTHLY_LIMIT, minIntervalMs: CHAT_MIN_INTERVAL_MS });
    if (!verdict.ok) {
      if (verdict.reason === "too_soon") throw new ApiError(429, "chat_too_soon", undefined, { "Retry-After": String(Math.ceil(verdict.retryAfterMs / 1000)) });
      const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(verdict.resetsAt);
      throw new ApiError(429, "chat_monthly_limit", m.chat_monthly_limit({ date }, { locale }));
    }
    const db = getDb(c.env.DB);
    const [context, history] = await Promise.all([coachContext(db, user, locale, memberToday(today, now)), recent(db, user.id, CHAT_CONTEXT_MESSAGES)]);
    const pieces = chatModelFor(c.env)
      .stream({ context, history: history.map((h) => ({ role: h.role, content: h.content })), message: content })
      [Symbol.asyncIterator]();
    // The first piece decides between an answer and a clean failure (the message is given back).
    let first: IteratorResult<string>;
    try {
      first = await pieces.next();
    } catch (err) {
      console.error("chat model failed", err instanceof Error ? err.name : "unknown");
      await limiter.refund(now);
      throw new ApiError(502, "chat_send_failed");
    }
    await save(db, user.id, "user", content, now);
    // The answer is written to the member as it comes and kept once complete, even when the
    // member leaves before the end (the writes then go nowhere, the saving still happens).
    const encoder = new TextEncoder();
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const finish = (async () => {
      let written = "";
      const write = (text: string) => {
        written += text;
        writer.write(encoder.encode(text)).catch(() => undefined);
      };
      try {
        if (!first.done) write(first.value);
        for (let next = await pieces.next(); !next.done; next = await pieces.next()) write(next.value);
      } catch (err) {
        console.error("chat stream broke", err instanceof Error ? err.name : "unknown");
        write(`\n\n_${m.chat_send_failed({}, { locale })}_`);
      }
      await save(db, user.id, "assistant", written, Date.now() + 1);
      await writer.close().catch(() => undefined);
    })();
    c.executionCtx.waitUntil(finish);
    return new Response(readable, {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        // No compression on the way: a gzip stage would hold the pieces back until the end.
        "Cache-Control": "no-store, no-transform",
        "Content-Encoding": "identity",
        "X-Chat-Remaining": String(verdict.remaining),
        "X-Chat-Resets-At": String(verdict.resetsAt),
      },
    });
  });
