// Account records: lookup, creation (user, then profile), and the session user's shape.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Locale } from "../../core/locale";
import { normalizeActivity } from "../../core/plans";
import type { Metrics } from "../../core/validation/account";
import { getDb } from "../db/client";
import { profiles, users, type User } from "../db/schema";
import type { AppEnv } from "../env";
import { mailerFor } from "../platform/mail/select";
import { authMail, type AuthMailKind } from "./emails";
import { hashPassword } from "./password";

export async function findUserByEmail(d1: D1Database, email: string): Promise<User | undefined> {
  return getDb(d1).select().from(users).where(eq(users.email, email)).get();
}

export async function findUserById(d1: D1Database, id: string): Promise<User | undefined> {
  return getDb(d1).select().from(users).where(eq(users.id, id)).get();
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  metrics: Metrics;
  locale: Locale;
}

/**
 * Creates the user, then the profile from the metrics (the profile-create payload). A failed
 * profile is logged and does not fail the sign-up (SPEC section 8); the profile screen can
 * create it later. Answers the new user's id and whether the activity level was defaulted.
 */
export async function createAccount(d1: D1Database, account: NewAccount): Promise<{ id: string; activityDefaulted: boolean }> {
  const db = getDb(d1);
  const id = crypto.randomUUID();
  await db.insert(users).values({
    id,
    email: account.email,
    passwordHash: await hashPassword(account.password),
    firstName: account.firstName,
    lastName: account.lastName,
    locale: account.locale,
  });
  const { weight, height, age, gender, goal } = account.metrics;
  const { activity, defaulted } = normalizeActivity(account.metrics.activity);
  try {
    await db.insert(profiles).values({ id: crypto.randomUUID(), userId: id, weight, height, age, gender, activity, goal });
  } catch (err) {
    console.error(JSON.stringify({ level: "error", event: "profile_create_failed", error: err instanceof Error ? err.message : String(err) }));
  }
  return { id, activityDefaulted: defaulted };
}

/** Absolute URL of an app page for e-mails: APP_URL when configured, else this request's origin. */
export function appUrl(c: Context<AppEnv>, path: string): string {
  const origin = c.env.APP_URL || new URL(c.req.url).origin;
  return new URL(path, origin).toString();
}

/** Sends one account e-mail in the user's language; a failure propagates as MailError. */
export async function sendAuthMail(c: Context<AppEnv>, kind: AuthMailKind, user: User, link: string, secondLink?: string) {
  await mailerFor(c.env).send(authMail({ kind, to: user.email, locale: user.locale, firstName: user.firstName, link, secondLink }));
}
