// Account endpoints under /api/auth (issue 3): sign-up with e-mail verification, password and
// e-mailed-link sign-in, forgot and reset, sign-out. Answers that could reveal whether an
// address has an account are the same either way.
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { SessionState, SessionUser } from "../../core/session";
import {
  emailOnlySchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  tokenSchema,
} from "../../core/validation/account";
import { normalizeActivity } from "../../core/plans";
import * as m from "../../web/paraglide/messages.js";
import { getDb } from "../db/client";
import { users, type User } from "../db/schema";
import type { AppEnv } from "../env";
import { verifyCaptcha } from "../platform/captcha";
import { ApiError } from "../platform/errors";
import { clear, hit } from "../platform/rate-limit";
import { jsonBody } from "../platform/validate";
import { appUrl, createAccount, findUserByEmail, findUserById, sendAuthMail } from "./accounts";
import { clientIp, ensureUnder, limitFor, mailLimits, spend } from "./limits";
import { dummyHash, hashPassword, needsRehash, verifyPassword } from "./password";
import { loadUser } from "./session-middleware";
import { clearSessionCookie, forgetSession, issueSession, revokeUserSessions, setSessionCookie } from "./sessions";
import { consumeToken, createToken } from "./tokens";

const locale = (c: Context<AppEnv>) => ({ locale: c.get("locale") });

const linkInvalid = (c: Context<AppEnv>) => new ApiError(400, "link_invalid", m.validation_link_invalid({}, locale(c)));

function logMailFailure(event: string, err: unknown) {
  // The error's name and message only: never the address or the link.
  console.error(JSON.stringify({ level: "error", event, error: err instanceof Error ? `${err.name}: ${err.message}` : "unknown" }));
}

/**
 * Sends after the answer has gone out (failures are logged), so answers that must not reveal
 * whether an address has an account take the same time either way.
 */
function sendInBackground(c: Context<AppEnv>, event: string, send: () => Promise<void>) {
  c.executionCtx.waitUntil(send().catch((err: unknown) => logMailFailure(event, err)));
}

/** Sends, or answers 502 "Failed to send verification code" when the mail port fails. */
async function sendOrFail(c: Context<AppEnv>, event: string, send: () => Promise<void>) {
  try {
    await send();
  } catch (err) {
    logMailFailure(event, err);
    throw new ApiError(502, "mail_failed", m.auth_mail_failed({}, locale(c)));
  }
}

const markVerified = (d1: D1Database, userId: string) =>
  getDb(d1).update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId)).run();

async function requireCaptcha(c: Context<AppEnv>, token: string | undefined) {
  if (!(await verifyCaptcha(c.env, token, c.req.header("CF-Connecting-IP") ?? null))) {
    throw new ApiError(400, "captcha_failed", m.auth_captcha_failed({}, locale(c)));
  }
}

/**
 * The checks before any request that e-mails an address: the IP's budget for this kind of
 * request, the captcha, then the address's e-mail budget (counted whether or not it has an
 * account, so a 429 reveals nothing). Answers the account, if there is one.
 */
async function admitMailRequest(c: Context<AppEnv>, ipLimit: Parameters<typeof limitFor>[0], email: string, captchaToken?: string) {
  await spend(c, [limitFor(ipLimit, clientIp(c))]);
  await requireCaptcha(c, captchaToken);
  await spend(c, mailLimits(email));
  return findUserByEmail(c.env.DB, email);
}

async function sendVerification(c: Context<AppEnv>, user: User) {
  const token = await createToken(c.env.DB, user.id, "verify_email");
  await sendAuthMail(c, "verify", user, appUrl(c, `/login?verify=${token}`));
}

/** Signs the user in: a new session, as a cookie or (for API clients) in the body. */
async function startSession(c: Context<AppEnv>, userId: string, returnToken = false) {
  const session = await issueSession(c.env, userId);
  const user = (await loadUser(getDb(c.env.DB), userId)) as SessionUser;
  c.header("Cache-Control", "no-store");
  if (returnToken) return c.json({ user, token: session.token, expiresAt: session.expiresAt });
  setSessionCookie(c, session);
  return c.json<SessionState>({ user });
}

export const authRoutes = new Hono<AppEnv>()
  .get("/session", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json<SessionState>({ user: c.get("user") });
  })

  .post("/sign-up", jsonBody(signUpSchema), async (c) => {
    const input = c.req.valid("json");
    let user = await admitMailRequest(c, "signUpsPerIp", input.email, input.captchaToken);
    const warnings = normalizeActivity(input.metrics.activity).defaulted ? ["activity_defaulted"] : [];
    const reply = () => c.json({ ok: true, email: input.email, warnings }, 201);

    if (!user) {
      try {
        const { id } = await createAccount(c.env.DB, { ...input, locale: c.get("locale") });
        user = await findUserById(c.env.DB, id);
      } catch (err) {
        // Two sign-ups with one address at once: the second finds the first's account.
        user = await findUserByEmail(c.env.DB, input.email);
        if (!user) throw err;
      }
      const created = user!;
      sendInBackground(c, "verification_mail_failed", () => sendVerification(c, created));
      return reply();
    }
    // The address has an account: same answer, and its owner hears about it by e-mail. The
    // hash a new account would cost is spent too, so the answer takes as long.
    await hashPassword(input.password);
    const existing = user;
    sendInBackground(c, "exists_mail_failed", () =>
      existing.emailVerifiedAt
        ? sendAuthMail(c, "exists", existing, appUrl(c, "/login"), appUrl(c, "/forgot-password"))
        : sendVerification(c, existing),
    );
    return reply();
  })

  .post("/resend-verification", jsonBody(emailOnlySchema), async (c) => {
    const { email, captchaToken } = c.req.valid("json");
    const user = await admitMailRequest(c, "linkRequestsPerIp", email, captchaToken);
    if (user && !user.emailVerifiedAt) await sendOrFail(c, "verification_mail_failed", () => sendVerification(c, user));
    return c.json({ ok: true });
  })

  .post("/verify-email", jsonBody(tokenSchema), async (c) => {
    const userId = await consumeToken(c.env.DB, c.req.valid("json").token, "verify_email");
    if (!userId) throw linkInvalid(c);
    await markVerified(c.env.DB, userId);
    return c.json({ ok: true });
  })

  .post("/sign-in", jsonBody(signInSchema), async (c) => {
    const { email, password, returnToken } = c.req.valid("json");
    const failureLimits = [limitFor("signInFailuresPerAccount", email), limitFor("signInFailuresPerIp", clientIp(c))];
    await ensureUnder(c, failureLimits);
    const user = await findUserByEmail(c.env.DB, email);
    // Unknown addresses are checked against a dummy hash, so both failures take as long.
    const ok = (await verifyPassword(password, user?.passwordHash ?? dummyHash)) && !!user?.passwordHash;
    if (!ok || !user) {
      for (const limit of failureLimits) await hit(c.env.DB, limit);
      throw new ApiError(401, "invalid_credentials", m.auth_invalid_credentials({}, locale(c)));
    }
    if (!user.emailVerifiedAt) throw new ApiError(403, "email_not_verified", m.auth_email_not_verified({}, locale(c)));
    await clear(c.env.DB, failureLimits[0]!.key);
    if (needsRehash(user.passwordHash!)) {
      await getDb(c.env.DB).update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id)).run();
    }
    return startSession(c, user.id, returnToken);
  })

  .post("/sign-in-link", jsonBody(emailOnlySchema), async (c) => {
    const { email, captchaToken } = c.req.valid("json");
    const user = await admitMailRequest(c, "linkRequestsPerIp", email, captchaToken);
    if (user) {
      const token = await createToken(c.env.DB, user.id, "sign_in");
      await sendOrFail(c, "sign_in_mail_failed", () => sendAuthMail(c, "sign_in", user, appUrl(c, `/login?link=${token}`)));
    }
    return c.json({ ok: true });
  })

  .post("/sign-in-link/consume", jsonBody(tokenSchema), async (c) => {
    const userId = await consumeToken(c.env.DB, c.req.valid("json").token, "sign_in");
    if (!userId) throw linkInvalid(c);
    // Opening the e-mailed link proves the address, so it also counts as verification.
    await markVerified(c.env.DB, userId);
    return startSession(c, userId);
  })

  .post("/forgot-password", jsonBody(emailOnlySchema), async (c) => {
    const { email, captchaToken } = c.req.valid("json");
    const user = await admitMailRequest(c, "resetRequestsPerIp", email, captchaToken);
    // SPEC section 8: a failed reset is silent; the answer must not reveal the account.
    if (user) {
      sendInBackground(c, "reset_mail_failed", async () => {
        const token = await createToken(c.env.DB, user.id, "reset_password");
        await sendAuthMail(c, "reset", user, appUrl(c, `/reset-password?token=${token}`));
      });
    }
    return c.json({ ok: true });
  })

  .post("/reset-password", jsonBody(resetPasswordSchema), async (c) => {
    const { token, newPassword } = c.req.valid("json");
    const userId = await consumeToken(c.env.DB, token, "reset_password");
    if (!userId) throw linkInvalid(c);
    const user = await findUserById(c.env.DB, userId);
    if (!user) throw linkInvalid(c);
    await getDb(c.env.DB)
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .run();
    await revokeUserSessions(c.env, userId);
    await clear(c.env.DB, limitFor("signInFailuresPerAccount", user.email).key);
    clearSessionCookie(c);
    return c.json({ ok: true });
  })

  // Ends this session; answers the same for visitors, so signing out twice is harmless.
  .post("/sign-out", async (c) => {
    const sessionId = c.get("sessionId");
    if (sessionId) await forgetSession(c.env, sessionId);
    clearSessionCookie(c);
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true });
  });
