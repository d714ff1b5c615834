// Password checks. Each attempt is counted per account and per client address BEFORE the
// password is hashed, in one conditional write per limit, so no more wrong guesses than the
// limits allow are ever checked in a window, however many arrive at once. A right password
// hands its own count back (the wrong guesses of the window stay counted); at the limit both
// sign-in and the settings' re-check answer 429 until the window ends or the password is reset.
import { and, eq } from "drizzle-orm";
import type { Locale } from "../../core/locale";
import type { SessionUser } from "../../core/session";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";
import { ApiError } from "../platform/errors";
import { clear } from "../platform/rate-limit";
import { findUserByEmail, findUserById } from "./accounts";
import { limitFor, spend } from "./limits";
import { dummyHash, hashPassword, needsRehash, verifyPassword } from "./password";

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
  if (needsRehash(user.passwordHash!)) return { ...user, passwordHash: await rehashOver(db, user.id, password, user.passwordHash!) };
  return user;
}

/**
 * The same password under today's parameters, written only over the hash that was checked: of
 * sign-ins rehashing at once one write wins, and the others take its hash once the password
 * verifies against it. A real change meanwhile does not verify: the checked hash is answered, so
 * that sign-in gets no session (finish.ts).
 */
async function rehashOver(db: Db, userId: string, password: string, checked: string): Promise<string> {
  const fresh = await hashPassword(password);
  const written = await db
    .update(users)
    .set({ passwordHash: fresh })
    .where(and(eq(users.id, userId), eq(users.passwordHash, checked)))
    .returning({ id: users.id })
    .get();
  if (written) return fresh;
  const current = (await findUserById(db, userId))?.passwordHash;
  return current && (await verifyPassword(password, current)) ? current : checked;
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
