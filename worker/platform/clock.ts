// The one place the worker reads the time. Requests get it as `c.var.clock`; tests hand the app
// a fixed clock in the env object (`app.fetch(req, { ...env, clock })`), which no deployed
// binding can set, so "today" in a test never depends on the day the suite runs.
import { createMiddleware } from "hono/factory";
import type { Clock } from "../../core/clock";
import type { AppEnv } from "../env";

export const systemClock: Clock = { now: () => Date.now() };

export const clockMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("clock", c.env.clock ?? systemClock);
  await next();
});
