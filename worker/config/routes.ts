// GET /api/config/public: what the client needs before anyone signs in.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { publicConfig } from "./service";

export const configRoutes = new Hono<AppEnv>().get("/public", (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json(publicConfig(c.env));
});
