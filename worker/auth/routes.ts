import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import type { SessionState } from "../../core/session";
import type { AppEnv } from "../env";
import { deleteSession, sessionCookie } from "./session-store";

export const authRoutes = new Hono<AppEnv>()
  .get("/session", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json<SessionState>({ user: c.get("user") });
  })
  // Ends this session; answers the same for visitors, so signing out twice is harmless.
  .post("/sign-out", async (c) => {
    const sessionId = c.get("sessionId");
    if (sessionId) await deleteSession(c.env.SESSIONS, sessionId);
    deleteCookie(c, sessionCookie, { path: "/", secure: true, prefix: "host" });
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true });
  });
