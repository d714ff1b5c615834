// The end of every sign-in (password, e-mailed link, passkey, identity provider, second step): a
// new session as a cookie or, for API clients, in the body, and a row in the recent sign-ins. When
// the account has two-step verification on and the first step alone was made, no session yet: the
// answer is a ticket for POST /api/auth/two-step (a passkey counts as both steps).
import { and, eq, isNotNull } from "drizzle-orm";
import type { Context } from "hono";
import type { SecondStep, SignInMethod } from "../../../core/auth/ways-in";
import type { SessionState, TokenSessionJson } from "../../../core/api/auth";
import type { TwoStepNeededJson } from "../../../core/api/security";
import type { SessionUser } from "../../../core/session";
import type { Db } from "../../db/client";
import { twoStep } from "../../db/schema";
import type { AppEnv } from "../../env";
import { loadUser } from "../../shared/session/middleware";
import { issueSession, setSessionCookie } from "../../shared/session/sessions";
import { sessionIdFromToken } from "../../shared/session/store";
import { createChallenge } from "../challenges";
import { recordSignIn } from "./record";

export interface SignInStep {
  method: SignInMethod;
  /** The second step just made (an app's code, a recovery code). */
  secondStep?: SecondStep | null;
  /** The first step proves both (a passkey: something held, unlocked by something known or one's body). */
  bothSteps?: boolean;
  /** API clients take the session in the body, without a cookie. */
  returnToken?: boolean;
}

/** Whether the account has two-step verification on (set up and confirmed). */
export async function twoStepOn(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .select({ userId: twoStep.userId })
    .from(twoStep)
    .where(and(eq(twoStep.userId, userId), isNotNull(twoStep.enabledAt)))
    .get();
  return !!row;
}

/** A session after the steps the account asks for, or the ticket of the second step. */
export async function finishSignIn(c: Context<AppEnv>, userId: string, step: SignInStep) {
  const db = c.var.db;
  const now = c.var.clock.now();
  c.header("Cache-Control", "no-store");
  if (!step.bothSteps && !step.secondStep && (await twoStepOn(db, userId))) {
    const ticket = await createChallenge(db, "second_step", {
      userId,
      data: { method: step.method, returnToken: !!step.returnToken },
      now,
    });
    return c.json({ twoStep: { ticket: ticket.value, expiresAt: ticket.expiresAt } } satisfies TwoStepNeededJson);
  }
  const session = await issueSession(db, c.env.SESSIONS, userId, now);
  await recordSignIn(db, c.req.raw, {
    userId,
    method: step.method,
    secondStep: step.secondStep ?? null,
    sessionId: sessionIdFromToken(session.token),
    now,
  });
  const user = (await loadUser(db, userId)) as SessionUser;
  if (step.returnToken) return c.json({ user, token: session.token, expiresAt: session.expiresAt } satisfies TokenSessionJson);
  setSessionCookie(c, session);
  return c.json({ user } satisfies SessionState);
}
