// The end of every sign-in (password, e-mailed link, passkey, identity provider, second step): a
// new session as a cookie or, for API clients, in the body, and a row in the recent sign-ins. When
// the account has two-step verification on and the first step alone was made, no session yet: the
// answer is a ticket for POST /api/auth/two-step, bound to the account's password as it is now
// (password-bound.ts; a passkey counts as both steps).
import { and, eq, isNotNull } from "drizzle-orm";
import type { Context } from "hono";
import type { SecondStep, SignInMethod } from "../../../core/auth/ways-in";
import type { SessionState, TokenSessionJson } from "../../../core/api/auth";
import type { TwoStepNeededJson } from "../../../core/api/security";
import type { Locale } from "../../../core/locale";
import type { SessionUser } from "../../../core/session";
import type { Db } from "../../db/client";
import { twoStep } from "../../db/schema";
import type { AppEnv } from "../../env";
import { loadUser } from "../../shared/session/middleware";
import { issueSession, setSessionCookie, type IssuedSession } from "../../shared/session/sessions";
import { sessionIdFromToken } from "../../shared/session/store";
import { createChallenge } from "../challenges";
import { currentPasswordHash, issuePasswordBoundSession, passwordStamp } from "./password-bound";
import { recordSignIn } from "./record";
import { ApiError } from "../../platform/errors";
import * as m from "../../../i18n/paraglide/messages.js";

export interface SignInStep {
  method: SignInMethod;
  /** The second step just made (an app's code, a recovery code). */
  secondStep?: SecondStep | null;
  /** The first step proves both (a passkey: something held, unlocked by something known or one's body). */
  bothSteps?: boolean;
  /** API clients take the session in the body, without a cookie. */
  returnToken?: boolean;
  /**
   * The password hash the sign-in is bound to, so a reset or change meanwhile leaves it no session:
   * the hash a password sign-in checked, or the one its second-step ticket was given under (null:
   * the account had no password). Unbound when absent.
   */
  passwordHash?: string | null;
}

/** A second-step ticket that can no longer finish: used, too old, or its password changed. */
export const ticketExpired = (locale: Locale) => new ApiError(401, "ticket_expired", m.security_error_ticket_expired({}, { locale }));

/** Whether the account has two-step verification on (set up and confirmed). */
export async function twoStepOn(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .select({ userId: twoStep.userId })
    .from(twoStep)
    .where(and(eq(twoStep.userId, userId), isNotNull(twoStep.enabledAt)))
    .get();
  return !!row;
}

/** What the steps made: a session (its cookie not yet set), or the second step's ticket. */
export type SignInOutcome = { session: IssuedSession } | TwoStepNeededJson;

/**
 * A session after the steps the account asks for, or the ticket of the second step; recorded in
 * the recent sign-ins. The JSON routes answer it with `finishSignIn`; a provider's return
 * (identities/callback.ts) turns it into a redirect.
 */
export async function completeSignIn(c: Context<AppEnv>, userId: string, step: SignInStep): Promise<SignInOutcome> {
  const db = c.var.db;
  const now = c.var.clock.now();
  c.header("Cache-Control", "no-store");
  if (!step.bothSteps && !step.secondStep && (await twoStepOn(db, userId))) {
    // Bound to the password as it is now (password-bound.ts), whichever way the first step was made.
    const hash = step.passwordHash !== undefined ? step.passwordHash : ((await currentPasswordHash(db, userId)) ?? null);
    const ticket = await createChallenge(db, "second_step", {
      userId,
      data: { method: step.method, returnToken: !!step.returnToken, password: passwordStamp(hash) },
      now,
    });
    return { twoStep: { ticket: ticket.value, expiresAt: ticket.expiresAt } };
  }
  const session =
    step.passwordHash === undefined
      ? await issueSession(db, c.env.SESSIONS, userId)
      : await issuePasswordBoundSession(db, c.env.SESSIONS, userId, step.passwordHash);
  if (!session) {
    const locale = c.get("locale");
    throw step.secondStep ? ticketExpired(locale) : new ApiError(401, "invalid_credentials", m.auth_invalid_credentials({}, { locale }));
  }
  await recordSignIn(db, c.req.raw, {
    userId,
    method: step.method,
    secondStep: step.secondStep ?? null,
    sessionId: sessionIdFromToken(session.token),
    now,
  });
  return { session };
}

/** The JSON answer of a sign-in: the session as a cookie or (API clients) in the body, or the ticket. */
export async function finishSignIn(c: Context<AppEnv>, userId: string, step: SignInStep) {
  const outcome = await completeSignIn(c, userId, step);
  if ("twoStep" in outcome) return c.json(outcome satisfies TwoStepNeededJson);
  const { session } = outcome;
  const user = (await loadUser(c.var.db, userId)) as SessionUser;
  if (step.returnToken) return c.json({ user, token: session.token, expiresAt: session.expiresAt } satisfies TokenSessionJson);
  setSessionCookie(c, session);
  return c.json({ user } satisfies SessionState);
}
