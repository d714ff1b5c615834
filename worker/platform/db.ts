// The request's database: one drizzle client per request as `c.var.db`, so handlers and the
// modules they call take a `Db` instead of reaching for the binding themselves.
import { createMiddleware } from "hono/factory";
import { getWorkerDb } from "../db/client";
import type { AppEnv } from "../env";
import { answerBookmark, planSession } from "./d1-session";

// A D1 session per request, so reads may come from a nearby replica (decision 0049); crons and
// the chat limiter's Durable Object keep the plain binding, which reads at the primary.
export const dbMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const plan = planSession(c.req.raw);
  const session = c.env.DB.withSession(plan.start);
  // drizzle, and the raw statements through `db.$client`, use only prepare and batch, which a
  // session has as well as the binding (checked by tests/worker/d1-sessions.test.ts).
  c.set("db", getWorkerDb(session as unknown as D1Database));
  await next();
  answerBookmark(c, plan, session);
});
