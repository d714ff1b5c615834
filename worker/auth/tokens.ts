// Single-use e-mailed tokens: 256 random bits in the link, only the SHA-256 in D1.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { authTokens, type TokenPurpose } from "../db/schema";
import { sessionIdFromToken } from "../shared/session/store";

export const tokenLifetimesMs: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  sign_in: 10 * 60 * 1000,
  reset_password: 30 * 60 * 1000,
};

const hashToken = sessionIdFromToken;

/** A fresh token; earlier unused tokens of the same purpose stop working (newest link wins). */
export async function createToken(db: Db, userId: string, purpose: TokenPurpose, now = Date.now()): Promise<string> {
  const token = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  await db.batch([
    db
      .update(authTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt))),
    db.insert(authTokens).values({ id: hashToken(token), userId, purpose, expiresAt: new Date(now + tokenLifetimesMs[purpose]) }),
  ]);
  return token;
}

/** Marks the token used and answers its user, in one statement, so it works exactly once. */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now = Date.now()): Promise<string | null> {
  const row = await db
    .update(authTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(authTokens.id, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: authTokens.userId })
    .get();
  return row?.userId ?? null;
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
