// Settings endpoints under /api/account (member only): names, password, account deletion.
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { SessionState } from "../../core/session";
import { changePasswordSchema, deleteAccountSchema, namesSchema } from "../../core/validation/account";
import * as m from "../../web/paraglide/messages.js";
import { findUserById } from "../auth/accounts";
import { clientIp, ensureUnder, limitFor } from "../auth/limits";
import { hashPassword, verifyPassword } from "../auth/password";
import { memberOf, requireUser } from "../auth/require-user";
import { loadUser } from "../auth/session-middleware";
import { clearSessionCookie, revokeUserSessions } from "../auth/sessions";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { deleteUserPhotos } from "../platform/photo-keys";
import { hit } from "../platform/rate-limit";
import { jsonBody } from "../platform/validate";

/** Re-checks the password; wrong guesses count toward the same lockout as sign-in. */
async function confirmPassword(c: Context<AppEnv>, password: string) {
  const member = memberOf(c);
  const limits = [limitFor("signInFailuresPerAccount", member.email), limitFor("signInFailuresPerIp", clientIp(c))];
  await ensureUnder(c, limits);
  const user = await findUserById(c.env.DB, member.id);
  if (!user?.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    for (const limit of limits) await hit(c.env.DB, limit);
    throw new ApiError(400, "wrong_password", m.auth_wrong_password({}, { locale: c.get("locale") }), {
      "X-Invalid-Field": "currentPassword",
    });
  }
}

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/names", jsonBody(namesSchema), async (c) => {
    const { firstName, lastName } = c.req.valid("json");
    const db = getDb(c.env.DB);
    await db.update(users).set({ firstName, lastName, updatedAt: new Date() }).where(eq(users.id, memberOf(c).id)).run();
    return c.json<SessionState>({ user: await loadUser(db, memberOf(c).id) });
  })
  .post("/password", jsonBody(changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    await confirmPassword(c, currentPassword);
    const userId = memberOf(c).id;
    await getDb(c.env.DB)
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .run();
    // Every other device signs in again; this one stays signed in.
    const endedSessions = await revokeUserSessions(c.env, userId, c.get("sessionId"));
    return c.json({ ok: true, endedSessions });
  })
  .post("/delete", jsonBody(deleteAccountSchema), async (c) => {
    await confirmPassword(c, c.req.valid("json").password);
    const userId = memberOf(c).id;
    await deleteUserPhotos(c.env.PHOTOS, userId);
    await revokeUserSessions(c.env, userId);
    // Profiles, the session index and e-mailed tokens go with the user (ON DELETE CASCADE).
    await getDb(c.env.DB).delete(users).where(eq(users.id, userId)).run();
    clearSessionCookie(c);
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true });
  });
