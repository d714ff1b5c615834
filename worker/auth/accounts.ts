// Account records: lookup, creation (user, then profile), password and name changes (deletion:
// delete-account.ts).
import { and, eq, isNull } from "drizzle-orm";
import type { Locale } from "../../core/locale";
import { normalizeActivity } from "../../core/plans";
import type { Metrics, UnitSystem } from "../../core/validation/account";
import type { Db } from "../db/client";
import { profiles, users, type User } from "../db/schema";
import type { Mailer } from "../platform/mail/port";
import { authMail, type AuthMailKind } from "./emails";
import { hashPassword } from "./password";
import { errorText } from "../platform/error-text";

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export interface NewAccount {
  /** Chosen before the account exists when something must name it first (a passkey's user handle). */
  id?: string;
  email: string;
  /** Null for an account made without one (a passkey, an identity provider). */
  password: string | null;
  firstName: string;
  lastName: string;
  metrics: Metrics;
  locale: Locale;
}

/**
 * Creates the user, then the profile from the metrics (the profile-create payload). A failed
 * profile is logged and does not fail the sign-up; the profile screen can create it later.
 * Two sign-ups with one address at once: the second answers the first's account.
 */
export async function createAccount(db: Db, account: NewAccount): Promise<User> {
  const id = account.id ?? crypto.randomUUID();
  try {
    await db.insert(users).values({
      id,
      email: account.email,
      passwordHash: account.password === null ? null : await hashPassword(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      locale: account.locale,
    });
  } catch (err) {
    const first = await findUserByEmail(db, account.email);
    if (!first) throw err;
    return first;
  }
  const { weight, height, age, gender, goal } = account.metrics;
  const { activity } = normalizeActivity(account.metrics.activity);
  try {
    await db.insert(profiles).values({ id: crypto.randomUUID(), userId: id, weight, height, age, gender, activity, goal });
  } catch (err) {
    console.error(
      JSON.stringify({ level: "error", event: "profile_create_failed", error: errorText(err) }),
    );
  }
  return (await findUserById(db, id))!;
}

export const setNames = (db: Db, userId: string, firstName: string, lastName: string) =>
  db.update(users).set({ firstName, lastName, updatedAt: new Date() }).where(eq(users.id, userId)).run();

export const setUnits = (db: Db, userId: string, units: UnitSystem) =>
  db.update(users).set({ units, updatedAt: new Date() }).where(eq(users.id, userId)).run();

export async function changePassword(db: Db, userId: string, newPassword: string) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .run();
}

/** Sets the password of an account that has none, in the same statement that checks it has none. */
export async function setFirstPassword(db: Db, userId: string, newPassword: string): Promise<boolean> {
  const res = await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .run();
  return (res.meta.changes ?? 0) > 0;
}

/** Sends one account e-mail in the user's language; a failure propagates as MailError. */
export async function sendAuthMail(mailer: Mailer, kind: AuthMailKind, user: User, link: string, secondLink?: string) {
  await mailer.send(authMail({ kind, to: user.email, locale: user.locale, firstName: user.firstName, link, secondLink }));
}
