// A sign-in in two steps is bound to the account's password as it was at the first step: a reset,
// a change or a first password set before the second step ends the sign-in (its ticket answers as
// expired). The ticket keeps a digest of the hash, never the hash; the session is then written only
// while the hash is still the one the ticket was given under.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { forgetSession, issueSession, type IssuedSession } from "../../shared/session/sessions";
import { sessionIdFromToken as sha256Hex } from "../../shared/session/store";

/** The account's password hash now: null without a password, undefined without the account. */
export async function currentPasswordHash(db: Db, userId: string): Promise<string | null | undefined> {
  const row = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  return row ? row.passwordHash : undefined;
}

/** What a ticket keeps of the hash: its SHA-256 ("none" for an account without a password). */
export const passwordStamp = (hash: string | null): string => (hash === null ? "none" : sha256Hex(hash));

/**
 * A session only while the account's password hash is still `hash` (null: still none); null
 * otherwise. With a hash the check is in the statement that writes the session (sessions.ts).
 * Without one it is read after the write: a password set before that read is seen here, and one
 * set after it goes with a reset or change whose revocation then finds this session's row.
 */
export async function issuePasswordBoundSession(
  db: Db,
  kv: KVNamespace,
  userId: string,
  hash: string | null,
): Promise<IssuedSession | null> {
  if (hash !== null) return issueSession(db, kv, userId, hash);
  const session = await issueSession(db, kv, userId);
  if (!session || (await currentPasswordHash(db, userId)) === null) return session;
  await forgetSession(db, kv, sha256Hex(session.token));
  return null;
}
