// Password checks. Each attempt is counted per account and per client address BEFORE the
// password is hashed, in one conditional write per limit, so no more wrong guesses than the
// limits allow are ever checked in a window, however many arrive at once. A right password
// hands its own count back (the wrong guesses of the window stay counted); at the limit both
// sign-in and the settings' re-check answer 429 until the window ends or the password is reset.
import type { Locale } from "../../core/locale";
import type { SessionUser } from "../../core/session";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import type { User } from "../db/schema";
import { ApiError } from "../platform/errors";
import { clear } from "../platform/rate-limit";
import { findUserByEmail, findUserById, rehashPassword } from "./accounts";
import { limitFor, spend } from "./limits";
import { dummyHash, needsRehash, verifyPassword } from "./password";

const guessLimits = (email: string, address: string) => [
  limitFor("signInFailuresPerAccount", email),
  limitFor("signInFailuresPerIp", address),
];

/** The verified account of a sign-in. */
export async function signInUser(db: Db, email: string, password: string, address: string, locale: Locale, now: number): Promise<User> {
  const taken = await spend(db, guessLimits(email, address), locale, now);
  const user = await findUserByEmail(db, email);
  // Unknown addresses are checked against a dummy hash, so both failures take as long.
  const ok = (await verifyPassword(password, user?.passwordHash ?? dummyHash)) && !!user?.passwordHash;
  if (!ok || !user) throw new ApiError(401, "invalid_credentials", m.auth_invalid_credentials({}, { locale }));
  await taken.release();
  if (!user.emailVerifiedAt) throw new ApiError(403, "email_not_verified", m.auth_email_not_verified({}, { locale }));
  // The hash the session will be checked against (finish.ts): the new one after a rehash.
  if (needsRehash(user.passwordHash!)) return { ...user, passwordHash: await rehashPassword(db, user.id, password) };
  return user;
}

/** Re-checks the signed-in member's password before a sensitive change. */
export async function confirmPassword(db: Db, member: SessionUser, password: string, address: string, locale: Locale, now: number) {
  const taken = await spend(db, guessLimits(member.email, address), locale, now);
  const user = await findUserById(db, member.id);
  if (!user?.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    throw new ApiError(400, "wrong_password", m.auth_wrong_password({}, { locale }), {
      "X-Invalid-Field": "currentPassword",
    });
  }
  await taken.release();
}

/** After a password reset the account's lockout is lifted. */
export const clearSignInFailures = (db: Db, email: string) => clear(db, limitFor("signInFailuresPerAccount", email).key);
