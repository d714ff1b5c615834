// The second step of a sign-in: the ticket the first step answered, and an app's code or a
// recovery code. Guesses are counted per account and per client address BEFORE the code is
// checked (one conditional write per limit, as for passwords), so no more wrong codes than the
// limits allow are ever checked, however many arrive at once; a ticket also dies after a few wrong
// answers, after a few minutes, and when the account's password is reset or changed.
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import * as v from "valibot";
import type { TwoStepNeededJson } from "../../../core/api/security";
import { signInMethods } from "../../../core/auth/ways-in";
import type { Locale } from "../../../core/locale";
import * as m from "../../../i18n/paraglide/messages.js";
import type { Db } from "../../db/client";
import { authChallenges } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../platform/errors";
import { sessionIdFromToken as sha256Hex } from "../../shared/session/store";
import { consumeChallenge, countWrongAnswer } from "../challenges";
import { clientAddress } from "../../platform/client-address";
import { limitFor, spend, type Taken } from "../limits";
import { finishSignIn, ticketExpired } from "../sign-in/finish";
import { currentPasswordHash, passwordStamp } from "../sign-in/password-bound";
import { redeemRecoveryCode } from "./recovery-codes";
import { acceptCode } from "./store";

/** Wrong answers a ticket takes before it stops working. */
export const maxWrongAnswers = 5;

/** Counts one code guess for the account and the client address; 429 when either is used up. */
export const spendCodeGuess = (db: Db, userId: string, address: string, locale: Locale, now: number): Promise<Taken> =>
  spend(db, [limitFor("twoStepFailuresPerAccount", userId), limitFor("twoStepFailuresPerIp", address)], locale, now);

/**
 * The ticket's row whatever its state: the account it belongs to is needed to count the guess
 * before anything else is decided (challenges.ts stores the value's SHA-256 as the id).
 */
const findTicket = (db: Db, ticket: string) =>
  db
    .select()
    .from(authChallenges)
    .where(and(eq(authChallenges.id, sha256Hex(ticket)), eq(authChallenges.purpose, "second_step")))
    .get();

const ticketDataSchema = v.object({
  method: v.picklist(signInMethods),
  returnToken: v.optional(v.boolean(), false),
  /** What the ticket keeps of the account's password when it was given (passwordStamp). */
  password: v.string(),
});

export interface SecondStepInput {
  ticket: string;
  code?: string;
  recoveryCode?: string;
  returnToken?: boolean;
}

/** Checks the second step and, when right, finishes the sign-in the ticket was given for. */
export async function answerSecondStep(c: Context<AppEnv>, input: SecondStepInput) {
  const db = c.var.db;
  const locale = c.get("locale");
  const now = c.var.clock.now();
  const row = await findTicket(db, input.ticket);
  const data = v.safeParse(ticketDataSchema, row?.data);
  if (!row?.userId || !data.success) throw ticketExpired(locale);
  const userId = row.userId;
  const taken = await spendCodeGuess(db, userId, clientAddress(c.req.raw), locale, c.var.clock.now());
  const hash = await currentPasswordHash(db, userId);
  if (row.usedAt || row.expiresAt.getTime() <= now || hash === undefined || passwordStamp(hash) !== data.output.password) {
    // Not a guess at a code: the ticket was already spent or too old, or the password was reset or
    // changed since (its code is not even checked).
    await taken.release();
    throw ticketExpired(locale);
  }
  const right = input.code
    ? await acceptCode(db, userId, input.code, now)
    : await redeemRecoveryCode(db, userId, input.recoveryCode ?? "", now);
  if (!right) {
    // A ticket already used up by other wrong answers (or a right one) is expired, not wrong.
    if (!(await countWrongAnswer(db, input.ticket, "second_step", maxWrongAnswers, now))) throw ticketExpired(locale);
    throw new ApiError(401, "two_step_invalid", m.security_error_two_step_invalid({}, { locale }), {
      "X-Invalid-Field": input.code ? "code" : "recoveryCode",
    });
  }
  await taken.release();
  // Single use: of two right answers sent at once, one signs in.
  if (!(await consumeChallenge(db, input.ticket, "second_step", now))) throw ticketExpired(locale);
  const answer = await finishSignIn(c, userId, {
    method: data.output.method,
    secondStep: input.code ? "totp" : "recovery",
    returnToken: input.returnToken ?? data.output.returnToken,
    // Written only while the password is still this one: a reset from here on ends the sign-in too.
    passwordHash: hash,
  });
  // With the second step made, the answer is the session, never another ticket.
  return answer as Exclude<typeof answer, { _data: TwoStepNeededJson }>;
}
