// Settings endpoints under /api/account (member only): names, units, password (changed, or set for an
// account without one), account deletion.
import { Hono } from "hono";
import type { OkJson, PasswordChangedJson, SessionState } from "../../core/api/auth";
import { changePasswordSchema, namesSchema, unitsSchema } from "../../core/validation/account";
import { deleteAccountSchema } from "../../core/validation/security";
import { changePassword, setFirstPassword, setNames, setUnits } from "./accounts";
import { confirmPassword } from "./credentials";
import { deleteAccount } from "./delete-account";
import { confirmDeletion } from "./delete-confirmation";
import { clientAddress } from "../platform/client-address";
import { closeBilling } from "../billing/service";
import { appOrigin } from "../shared/app-url";
import { memberOf, requireUser } from "../shared/require-user";
import { loadUser } from "../shared/session/middleware";
import { clearSessionCookie, revokeUserSessions } from "../shared/session/sessions";
import type { AppEnv } from "../env";
import { jsonBody } from "../platform/validate";

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/names", jsonBody(namesSchema), async (c) => {
    const { firstName, lastName } = c.req.valid("json");
    const userId = memberOf(c).id;
    await setNames(c.var.db, userId, firstName, lastName);
    return c.json({ user: await loadUser(c.var.db, userId) } satisfies SessionState);
  })
  .post("/units", jsonBody(unitsSchema), async (c) => {
    const userId = memberOf(c).id;
    await setUnits(c.var.db, userId, c.req.valid("json").units);
    return c.json({ user: await loadUser(c.var.db, userId) } satisfies SessionState);
  })
  .post("/password", jsonBody(changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const member = memberOf(c);
    const db = c.var.db;
    // An account without a password (passkeys, Google, Yandex) sets its first one with the session
    // alone, and only while it still has none; otherwise the current password is checked first.
    const firstSet = currentPassword === undefined && (await setFirstPassword(db, member.id, newPassword));
    if (!firstSet) {
      await confirmPassword(db, member, currentPassword ?? "", clientAddress(c.req.raw), c.get("locale"), c.var.clock.now());
      await changePassword(db, member.id, newPassword);
    }
    // Every other device signs in again; this one stays signed in.
    const endedSessions = await revokeUserSessions(db, c.env.SESSIONS, member.id, c.get("sessionId"));
    return c.json({ ok: true, endedSessions } satisfies PasswordChangedJson);
  })
  .post("/delete", jsonBody(deleteAccountSchema), async (c) => {
    const member = memberOf(c);
    const db = c.var.db;
    await confirmDeletion(c, member, c.req.valid("json"));
    // The provider first: if billing cannot be stopped, nothing is deleted and the member can retry.
    await closeBilling(c.env, db, member, appOrigin(c), c.var.clock.now());
    await deleteAccount(c.env, db, member);
    clearSessionCookie(c);
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true } satisfies OkJson);
  });
