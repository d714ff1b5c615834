// Single-use e-mailed tokens: 256 random bits in the link, only the SHA-256 in D1.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { getDb } from "../db/client";
import { authTokens, type TokenPurpose } from "../db/schema";
import { sessionIdFromToken } from "./session-store";

export const tokenLifetimesMs: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  sign_in: 10 * 60 * 1000,
  reset_password: 30 * 60 * 1000,
};

const hashToken = sessionIdFromToken;

/** A fresh token; earlier unused tokens of the same purpose stop working (newest link wins). */
export async function createToken(d1: D1Database, userId: string, purpose: TokenPurpose, now = Date.now()): Promise<string> {
  const token = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  const db = getDb(d1);
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
export async function consumeToken(d1: D1Database, token: string, purpose: TokenPurpose, now = Date.now()): Promise<string | null> {
  const row = await d1
    .prepare(
      `UPDATE auth_tokens SET used_at = ?1
       WHERE id = ?2 AND purpose = ?3 AND used_at IS NULL AND expires_at > ?1
       RETURNING user_id`,
    )
    .bind(now, hashToken(token), purpose)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}

/** Daily cron: tokens used or expired more than a day ago. */
export async function pruneTokens(d1: D1Database, now: number): Promise<number> {
  const cutoff = new Date(now - 24 * 60 * 60 * 1000);
  const res = await getDb(d1)
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, cutoff), lt(authTokens.usedAt, cutoff)))
    .run();
  return res.meta.changes ?? 0;
}
