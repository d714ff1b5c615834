// The settings' security tab under /api/account (member only): the overview of the ways in and
// recent sign-ins, and "sign out everywhere else".
import { Hono } from "hono";
import type { PasswordChangedJson } from "../../../core/api/auth";
import type { AppEnv } from "../../env";
import { memberOf, requireUser } from "../../shared/require-user";
import { revokeUserSessions } from "../../shared/session/sessions";
import { spendChallengesOf } from "../challenges";
import { offeredProviders } from "../identities/providers";
import { securityOverview } from "./overview";

export const securityRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/security", async (c) => {
    const member = memberOf(c);
    c.header("Cache-Control", "no-store");
    const overview = await securityOverview(c.var.db, member.id, {
      sessionId: c.get("sessionId"),
      providers: offeredProviders(c.env, c.req.url),
    });
    return c.json(overview);
  })
  .post("/sign-out-others", async (c) => {
    const member = memberOf(c);
    // Every session but the one asking: the other devices sign in again, this one stays; a sign-in
    // waiting for its second step ends too.
    const endedSessions = await revokeUserSessions(c.var.db, c.env.SESSIONS, member.id, c.get("sessionId"));
    await spendChallengesOf(c.var.db, member.id, "second_step", c.var.clock.now());
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true, endedSessions } satisfies PasswordChangedJson);
  });
