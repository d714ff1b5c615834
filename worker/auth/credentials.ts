// Password checks. Wrong guesses count per account and per IP; at the limit both sign-in and
// the settings' re-check answer 429 until the window ends.
import type { Locale } from "../../core/locale";
import type { SessionUser } from "../../core/session";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import type { User } from "../db/schema";
import { ApiError } from "../platform/errors";
import { clear, hit } from "../platform/rate-limit";
import { findUserByEmail, findUserById, rehashPassword } from "./accounts";
import { ensureUnder, limitFor } from "./limits";
import { dummyHash, needsRehash, verifyPassword } from "./password";

const failureLimits = (email: string, ip: string) => [
  limitFor("signInFailuresPerAccount", email),
  limitFor("signInFailuresPerIp", ip),
];

/** The verified account of a sign-in; the failure counters of the account start again. */
export async function signInUser(db: Db, email: string, password: string, ip: string, locale: Locale): Promise<User> {
  const limits = failureLimits(email, ip);
  await ensureUnder(db, limits, locale);
  const user = await findUserByEmail(db, email);
  // Unknown addresses are checked against a dummy hash, so both failures take as long.
  const ok = (await verifyPassword(password, user?.passwordHash ?? dummyHash)) && !!user?.passwordHash;
  if (!ok || !user) {
    for (const limit of limits) await hit(db, limit);
    throw new ApiError(401, "invalid_credentials", m.auth_invalid_credentials({}, { locale }));
  }
  if (!user.emailVerifiedAt) throw new ApiError(403, "email_not_verified", m.auth_email_not_verified({}, { locale }));
  await clear(db, limits[0]!.key);
  if (needsRehash(user.passwordHash!)) await rehashPassword(db, user.id, password);
  return user;
}

/** Re-checks the signed-in member's password before a sensitive change. */
export async function confirmPassword(db: Db, member: SessionUser, password: string, ip: string, locale: Locale) {
  const limits = failureLimits(member.email, ip);
  await ensureUnder(db, limits, locale);
  const user = await findUserById(db, member.id);
  if (!user?.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    for (const limit of limits) await hit(db, limit);
    throw new ApiError(400, "wrong_password", m.auth_wrong_password({}, { locale }), {
      "X-Invalid-Field": "currentPassword",
    });
  }
}

/** After a password reset the account's lockout is lifted. */
export const clearSignInFailures = (db: Db, email: string) => clear(db, limitFor("signInFailuresPerAccount", email).key);
