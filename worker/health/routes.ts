import { Hono } from "hono";
import type { HealthJson } from "../../core/api/health";
import type { AppEnv } from "../env";

// Connectivity check of the client: only the status matters; never cached.
export const healthRoutes = new Hono<AppEnv>().on(["GET", "HEAD"], "/", (c) => {
  c.header("Cache-Control", "no-cache, no-store, must-revalidate");
  return c.json({ ok: true } satisfies HealthJson);
});
