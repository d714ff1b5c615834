// Linked identities (table identities): one per provider per member, each provider account to
// one member. An identity is linked only by its member's own act: signed in and connecting it,
// or accepting a pending one after signing in. A matching address alone never links anything.
import { and, eq } from "drizzle-orm";
import type { IdentityProvider } from "../../../core/auth/ways-in";
import type { Locale } from "../../../core/locale";
import { cleanName, nameLimits } from "../../../core/validation/account";
import type { Db } from "../../db/client";
import { identities, users, type User } from "../../db/schema";
import type { ProviderProfile } from "../../shared/identity-client";

export type Identity = typeof identities.$inferSelect;

export async function findIdentity(db: Db, provider: IdentityProvider, subject: string): Promise<Identity | undefined> {
  return db.select().from(identities).where(and(eq(identities.provider, provider), eq(identities.subject, subject))).get();
}

/** A sign-in with it: when, and the address the provider gives now (shown in settings). */
export async function touchIdentity(db: Db, id: string, email: string | null, now: number): Promise<void> {
  await db.update(identities).set({ lastUsedAt: new Date(now), email }).where(eq(identities.id, id)).run();
}

export type LinkOutcome = "linked" | "taken";

/**
 * Connects the provider's account to the member. "taken" when it belongs to another member, or
 * the member already has another account at this provider (one each; unlink that one first).
 */
export async function linkIdentity(
  db: Db,
  userId: string,
  provider: IdentityProvider,
  profile: Pick<ProviderProfile, "subject" | "email">,
  now: number,
): Promise<LinkOutcome> {
  const existing = await findIdentity(db, provider, profile.subject);
  if (existing) {
    if (existing.userId !== userId) return "taken";
    await touchIdentity(db, existing.id, profile.email, now);
    return "linked";
  }
  try {
    await db.insert(identities).values({ id: crypto.randomUUID(), userId, provider, subject: profile.subject, email: profile.email, createdAt: new Date(now) });
    return "linked";
  } catch {
    // A unique index said no: linked elsewhere meanwhile, or the member has one at this provider.
    const now2 = await findIdentity(db, provider, profile.subject);
    return now2?.userId === userId ? "linked" : "taken";
  }
}

/** A provider's name tidied to the app's rules of length; an address's first part when it gave none. */
function nameFrom(given: string, fallback: string): string {
  const name = [...cleanName(given)].slice(0, nameLimits.max).join("");
  return name || fallback;
}

/**
 * A new account for a provider's account whose address has none here: the address confirmed by
 * the provider, no password, the identity linked, in one batch (both or neither). The profile is
 * made later by the profile screen. Null when the address or the identity was taken meanwhile.
 */
export async function createIdentityAccount(
  db: Db,
  provider: IdentityProvider,
  profile: ProviderProfile & { email: string },
  locale: Locale,
  now: number,
): Promise<User | null> {
  const id = crypto.randomUUID();
  const at = new Date(now);
  try {
    await db.batch([
      db.insert(users).values({
        id,
        email: profile.email,
        emailVerifiedAt: at,
        passwordHash: null,
        firstName: nameFrom(profile.firstName, profile.email.split("@")[0]!.slice(0, nameLimits.max)),
        lastName: nameFrom(profile.lastName, ""),
        locale,
      }),
      db.insert(identities).values({ id: crypto.randomUUID(), userId: id, provider, subject: profile.subject, email: profile.email, createdAt: at, lastUsedAt: at }),
    ]);
  } catch {
    return null;
  }
  return (await db.select().from(users).where(eq(users.id, id)).get()) ?? null;
}
