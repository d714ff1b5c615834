// Account endpoints under /api/auth: sign-up with e-mail verification, password and
// e-mailed-link sign-in, forgot and reset, sign-out. Answers that could reveal whether an
// address has an account are the same either way.
import { Hono, type Context } from "hono";
import type { LinkConfirmationJson, OkJson, SessionState, SignUpJson } from "../../core/api/auth";
import { emailOnlySchema, resetPasswordSchema, signInLinkSchema, signInSchema, signUpSchema, tokenSchema } from "../../core/validation/account";
import { normalizeActivity } from "../../core/plans";
import * as m from "../../i18n/paraglide/messages.js";
import type { SignUpCredentials, User } from "../db/schema";
import type { AppEnv } from "../env";
import { verifyCaptcha } from "../platform/captcha";
import { ApiError } from "../platform/errors";
import { mailerFor } from "../platform/mail/select";
import { jsonBody } from "../platform/validate";
import { createAccount, findUserById, findUserByEmail, sendAuthMail } from "./accounts";
import { confirmAddress } from "./confirm";
import { clearSignInFailures, signInUser } from "./credentials";
import { clientAddress } from "../platform/client-address";
import { limitFor, mailLimits, spend, takeAll } from "./limits";
import { AppUrlMissing, mailLinks, type MailLink } from "./mail-links";
import { hashPassword } from "./password";
import {
  clearSessionCookie,
  forgetSession,
  revokeUserSessions,
} from "../shared/session/sessions";
import { currentCredentials } from "./passkeys/store";
import { consumeLink, consumeSignInHere, consumeToken, createToken, pendingCredentials, signInLinkAddress } from "./tokens";
import { bindLinkToBrowser, forgetLinkBrowser, linkBrowserHash, maskAddress } from "./link-browser";
import { finishSignIn } from "./sign-in/finish";
import { errorText } from "../platform/error-text";

const ok: OkJson = { ok: true };

const linkInvalid = (c: Context<AppEnv>) =>
  new ApiError(400, "link_invalid", m.validation_link_invalid({}, { locale: c.get("locale") }));

function logFailure(event: string, err: unknown) {
  // The error's name and message only: never the address or the link.
  const entry =
    err instanceof AppUrlMissing
      ? { level: "error", event: "app_url_missing", error: err.message }
      : { level: "error", event, error: errorText(err) };
  console.error(JSON.stringify(entry));
}

/**
 * Mails after the answer has gone out (failures are logged), so answers that must not reveal
 * whether an address has an account take the same time and read the same either way.
 */
export function mailLater(c: Context<AppEnv>, event: string, send: (link: MailLink) => Promise<void>) {
  const task = async () => send(mailLinks(c.env, c.req.url));
  c.executionCtx.waitUntil(task().catch((err: unknown) => logFailure(event, err)));
}

/** Looks the address up after the answer has gone out, and lets `send` mail its account, if any. */
function mailOwnerLater(
  c: Context<AppEnv>,
  event: string,
  email: string,
  send: (user: User, link: MailLink) => Promise<void>,
) {
  mailLater(c, event, async (link) => {
    const user = await findUserByEmail(c.var.db, email);
    if (user) await send(user, link);
  });
}

const mailer = (c: Context<AppEnv>) => mailerFor(c.env, c.var.db);

/** The client address's budget for this kind of request, then the captcha. */
export async function admitRequest(c: Context<AppEnv>, ipLimit: Parameters<typeof limitFor>[0], captchaToken?: string) {
  await spend(c.var.db, [limitFor(ipLimit, clientAddress(c.req.raw))], c.get("locale"), c.var.clock.now());
  if (!(await verifyCaptcha(c.env, captchaToken, c.req.header("CF-Connecting-IP") ?? null))) {
    throw new ApiError(400, "captcha_failed", m.auth_captcha_failed({}, { locale: c.get("locale") }));
  }
}

/**
 * The checks before a request whose only purpose is an e-mail: the request's own budget and
 * captcha, then the address's e-mail budget (spent whether or not it has an account, so a 429
 * reveals nothing).
 */
async function admitMailRequest(
  c: Context<AppEnv>,
  ipLimit: Parameters<typeof limitFor>[0],
  email: string,
  captchaToken?: string,
) {
  await admitRequest(c, ipLimit, captchaToken);
  await spend(c.var.db, mailLimits(email), c.get("locale"), c.var.clock.now());
}

/** A confirmation link that makes `credentials` the account's ways in when opened (confirm.ts). */
export async function sendVerification(c: Context<AppEnv>, user: User, link: MailLink, credentials: SignUpCredentials) {
  const token = await createToken(c.var.db, user.id, "verify_email", c.var.clock.now(), credentials);
  await sendAuthMail(mailer(c), "verify", user, link(`/login?verify=${token}`));
}

/**
 * A sign-up for an address that has an account: its owner is told. An unconfirmed account gets a
 * confirmation link of this sign-up's own: whoever opens it has the mailbox, so this sign-up's
 * password or passkey become the account's, and the first sign-up's are dropped.
 */
export function mailExistingOwner(c: Context<AppEnv>, user: User, credentials: SignUpCredentials) {
  mailLater(c, "exists_mail_failed", (link) =>
    user.emailVerifiedAt
      ? sendAuthMail(mailer(c), "exists", user, link("/login"), link("/forgot-password"))
      : sendVerification(c, user, link, credentials),
  );
}

export const authRoutes = new Hono<AppEnv>()
  .get("/session", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ user: c.get("user") } satisfies SessionState);
  })

  .post("/sign-up", jsonBody(signUpSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.db;
    await admitRequest(c, "signUpsPerIp", input.captchaToken);
    // A repeated sign-up (a double submit, the form sent again from another tab) answers
    // exactly as the first: when the address's e-mail budget is spent, only the e-mail waits.
    const mayMail = (await takeAll(db, mailLimits(input.email), c.var.clock.now())).ok;
    const user = await findUserByEmail(db, input.email);
    const warnings: SignUpJson["warnings"] = normalizeActivity(input.metrics.activity).defaulted ? ["activity_defaulted"] : [];
    const reply = () => c.json({ ok: true, email: input.email, warnings } satisfies SignUpJson, 201);

    if (!user) {
      // Sign-ups of one address at once make one account; each of them answers it.
      const created = await createAccount(db, { ...input, locale: c.get("locale") });
      const own = { passwordHash: created.passwordHash, passkey: null, firstName: created.firstName, lastName: created.lastName, metrics: null };
      if (mayMail) mailLater(c, "verification_mail_failed", (link) => sendVerification(c, created, link, own));
      return reply();
    }
    // The address has an account: same answer, and its owner hears about it by e-mail. The
    // hash a new account would cost is spent too, so the answer takes as long.
    const passwordHash = await hashPassword(input.password);
    const { firstName, lastName, metrics } = input;
    if (mayMail) mailExistingOwner(c, user, { passwordHash, passkey: null, firstName, lastName, metrics });
    return reply();
  })

  .post("/resend-verification", jsonBody(emailOnlySchema), async (c) => {
    const { email, captchaToken } = c.req.valid("json");
    await admitMailRequest(c, "linkRequestsPerIp", email, captchaToken);
    // For the sign-in link it may send (below); set for any address, like the link request's.
    const browserHash = bindLinkToBrowser(c);
    mailOwnerLater(c, "verification_mail_failed", email, async (user, link) => {
      if (user.emailVerifiedAt) return;
      // Anyone may ask for this. With one sign-up waiting, its link goes again. With several, the
      // newest may be someone else's (a sign-up after the owner's), so no sign-up's ways in go out:
      // a sign-in link instead, which confirms the address with no password or passkey (confirm.ts).
      const pending = await pendingCredentials(c.var.db, user.id, c.var.clock.now());
      if (pending.length > 1) {
        const token = await createToken(c.var.db, user.id, "sign_in", c.var.clock.now(), null, browserHash);
        await sendAuthMail(mailer(c), "sign_in", user, link(`/login?link=${token}`));
        return;
      }
      await sendVerification(c, user, link, pending[0] ?? (await currentCredentials(c.var.db, user)));
    });
    return c.json(ok);
  })

  .post("/verify-email", jsonBody(tokenSchema), async (c) => {
    const now = c.var.clock.now();
    const opened = await consumeLink(c.var.db, c.req.valid("json").token, "verify_email", now);
    if (!opened) throw linkInvalid(c);
    await confirmAddress(c.var.db, opened.userId, { kind: "confirmation-link", credentials: opened.credentials }, now);
    return c.json(ok);
  })

  .post("/sign-in", jsonBody(signInSchema), async (c) => {
    const { email, password, returnToken } = c.req.valid("json");
    const user = await signInUser(c.var.db, email, password, clientAddress(c.req.raw), c.get("locale"), c.var.clock.now());
    return finishSignIn(c, user.id, { method: "password", returnToken, passwordHash: user.passwordHash! });
  })

  .post("/sign-in-link", jsonBody(emailOnlySchema), async (c) => {
    const { email, captchaToken } = c.req.valid("json");
    await admitMailRequest(c, "linkRequestsPerIp", email, captchaToken);
    // The cookie goes out whether or not the address has an account, so the answer tells nothing.
    const browserHash = bindLinkToBrowser(c);
    mailOwnerLater(c, "sign_in_mail_failed", email, async (user, link) => {
      const token = await createToken(c.var.db, user.id, "sign_in", c.var.clock.now(), null, browserHash);
      await sendAuthMail(mailer(c), "sign_in", user, link(`/login?link=${token}`));
    });
    return c.json(ok);
  })

  // In the browser that asked for the link, signs in. Elsewhere only with `confirm`: first the
  // answer names the account, masked, and the link stays unused (link-browser.ts).
  .post("/sign-in-link/consume", jsonBody(signInLinkSchema), async (c) => {
    const { token, confirm } = c.req.valid("json");
    const db = c.var.db;
    const now = c.var.clock.now();
    c.header("Cache-Control", "no-store");
    let userId: string | null;
    if (confirm) userId = await consumeToken(db, token, "sign_in", now);
    else {
      const browserHash = linkBrowserHash(c);
      userId = browserHash ? await consumeSignInHere(db, token, browserHash, now) : null;
      if (!userId) {
        const email = await signInLinkAddress(db, token, now);
        if (!email) throw linkInvalid(c);
        return c.json({ confirmation: { email: maskAddress(email) } } satisfies LinkConfirmationJson);
      }
    }
    if (!userId) throw linkInvalid(c);
    forgetLinkBrowser(c);
    // Opening the e-mailed link proves the address, so it also counts as confirmation.
    await confirmAddress(db, userId, { kind: "sign-in-link" }, now);
    return finishSignIn(c, userId, { method: "link" });
  })

  .post("/forgot-password", jsonBody(emailOnlySchema), async (c) => {
    const { email, captchaToken } = c.req.valid("json");
    await admitMailRequest(c, "resetRequestsPerIp", email, captchaToken);
    mailOwnerLater(c, "reset_mail_failed", email, async (user, link) => {
      const token = await createToken(c.var.db, user.id, "reset_password");
      await sendAuthMail(mailer(c), "reset", user, link(`/reset-password?token=${token}`));
    });
    return c.json(ok);
  })

  .post("/reset-password", jsonBody(resetPasswordSchema), async (c) => {
    const { token, newPassword } = c.req.valid("json");
    const db = c.var.db;
    const now = c.var.clock.now();
    const userId = await consumeToken(db, token, "reset_password", now);
    if (!userId) throw linkInvalid(c);
    const user = await findUserById(db, userId);
    if (!user) throw linkInvalid(c);
    // The reset link came by e-mail, so it also confirms the address.
    await confirmAddress(db, userId, { kind: "reset", passwordHash: await hashPassword(newPassword) }, now);
    await revokeUserSessions(db, c.env.SESSIONS, userId);
    await clearSignInFailures(db, user.email);
    clearSessionCookie(c);
    return c.json(ok);
  })

  // Ends this session; answers the same for visitors, so signing out twice is harmless.
  .post("/sign-out", async (c) => {
    const sessionId = c.get("sessionId");
    if (sessionId) await forgetSession(c.var.db, c.env.SESSIONS, sessionId);
    clearSessionCookie(c);
    c.header("Cache-Control", "no-store");
    return c.json(ok);
  });
