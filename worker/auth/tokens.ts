// Single-use e-mailed tokens: 256 random bits in the link, only the SHA-256 in D1.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, desc, eq, gt, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { authTokens, users, type SignUpCredentials, type TokenPurpose } from "../db/schema";
import { sessionIdFromToken } from "../shared/session/store";

export const tokenLifetimesMs: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  sign_in: 10 * 60 * 1000,
  reset_password: 30 * 60 * 1000,
};

const hashToken = sessionIdFromToken;

/**
 * A fresh token; earlier unused tokens of the same purpose stop working (newest link wins). A
 * confirmation link carries its sign-up's credentials instead, and leaves the others working:
 * a later sign-up of the same address (anyone may send one) must not void the owner's link.
 * `browserHash`: a sign-in link's tie to the browser that asked for it (link-browser.ts).
 */
export async function createToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  now = Date.now(),
  credentials: SignUpCredentials | null = null,
  browserHash: string | null = null,
): Promise<string> {
  const token = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  const row = {
    id: hashToken(token),
    userId,
    purpose,
    credentials,
    browserHash,
    expiresAt: new Date(now + tokenLifetimesMs[purpose]),
  };
  if (credentials) {
    await db.insert(authTokens).values(row);
    return token;
  }
  await db.batch([
    db
      .update(authTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt))),
    db.insert(authTokens).values(row),
  ]);
  return token;
}

/** The credentials of the account's confirmation links still unused, newest first (at most two: enough to tell one from several). */
export async function pendingCredentials(db: Db, userId: string, now: number): Promise<SignUpCredentials[]> {
  const rows = await db
    .select({ credentials: authTokens.credentials })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, "verify_email"),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date(now)),
        isNotNull(authTokens.credentials),
      ),
    )
    .orderBy(desc(authTokens.createdAt))
    .limit(2)
    .all();
  return rows.flatMap((r) => (r.credentials ? [r.credentials] : []));
}

/** Marks the token used and answers its user, in one statement, so it works exactly once. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now = Date.now()): Promise<string | null> {
  return (await consumeLink(db, token, purpose, now))?.userId ?? null;
}

const live = (token: string, purpose: TokenPurpose, now: number, also?: SQL) =>
  and(
    eq(authTokens.id, hashToken(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date(now)),
    also,
  );

/** `consumeToken` with the link's sign-up credentials (a confirmation link's). */
export async function consumeLink(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<{ userId: string; credentials: SignUpCredentials | null } | null> {
  const row = await db
    .update(authTokens)
    .set({ usedAt: new Date(now) })
    .where(live(token, purpose, now))
    .returning({ userId: authTokens.userId, credentials: authTokens.credentials })
    .get();
  return row ?? null;
}

/** Uses a sign-in link only in the browser that asked for it (its cookie's nonce, hashed); else null. */
export async function consumeSignInHere(db: Db, token: string, browserHash: string, now: number): Promise<string | null> {
  const row = await db
    .update(authTokens)
    .set({ usedAt: new Date(now) })
    .where(live(token, "sign_in", now, eq(authTokens.browserHash, browserHash)))
    .returning({ userId: authTokens.userId })
    .get();
  return row?.userId ?? null;
}

/** The address of a live sign-in link's account, without using the link. */
export async function signInLinkAddress(db: Db, token: string, now: number): Promise<string | null> {
  const row = await db
    .select({ email: users.email })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(live(token, "sign_in", now))
    .get();
  return row?.email ?? null;
}

/** Daily cron: tokens used or expired more than a day ago. */
export async function pruneTokens(db: Db, now: number): Promise<number> {
  const cutoff = new Date(now - 24 * 60 * 60 * 1000);
  const res = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, cutoff), lt(authTokens.usedAt, cutoff)))
    .run();
  return res.meta.changes ?? 0;
}
