// The request's database: one drizzle client per request as `c.var.db`, so handlers and the
// modules they call take a `Db` instead of reaching for the binding themselves.
import { createMiddleware } from "hono/factory";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";

export const dbMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", getDb(c.env.DB));
  await next();
});
