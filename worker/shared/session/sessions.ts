// Issuing and ending sessions (decision 0003). KV holds the records; D1 indexes them per
// user so every session of an account can be ended at once.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { and, eq, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import {
  absoluteLifetimeMs,
  deleteSession,
  idleLifetimeMs,
  sessionClock,
  sessionCookie,
  sessionIdFromToken,
  writeSession,
} from "./store";

export interface IssuedSession {
  token: string;
  expiresAt: number;
}

/**
 * A new random token at every sign-in; only its hash is stored. The record goes to KV first and the
 * index row after it, so a revocation (index first, then KV) that runs meanwhile never leaves a
 * record it could not find. A password sign-in passes the hash it checked: the index row is
 * written only while that is still the account's hash, so a sign-in that checked the old password
 * while a reset or change went through gets no session (null; its record is removed).
 */
export async function issueSession(
  db: Db,
  kv: KVNamespace,
  userId: string,
  passwordHash?: string,
): Promise<IssuedSession | null> {
  const now = sessionClock();
  const token = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  const id = sessionIdFromToken(token);
  const expiresAt = now + idleLifetimeMs;
  await writeSession(kv, id, { userId, createdAt: now, expiresAt });
  const row = { id, userId, createdAt: new Date(now), expiresAt: new Date(now + absoluteLifetimeMs) };
  if (passwordHash === undefined) {
    await db.insert(sessions).values(row);
    return { token, expiresAt };
  }
  const value = <T>(x: T, column: string) => sql<T>`${x}`.as(column);
  const kept = await db
    .insert(sessions)
    .select(
      db
        .select({
          id: value(id, "id"),
          userId: users.id,
          createdAt: value(now, "created_at"),
          expiresAt: value(now + absoluteLifetimeMs, "expires_at"),
        })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.passwordHash, passwordHash))),
    )
    .returning({ id: sessions.id })
    .get();
  if (kept) return { token, expiresAt };
  await deleteSession(kv, id);
  return null;
}

export function setSessionCookie(c: Context<AppEnv>, session: IssuedSession): void {
  setCookie(c, sessionCookie, session.token, {
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
    expires: new Date(session.expiresAt),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, sessionCookie, { path: "/", secure: true });
}

/**
 * Ends every session of a user, or every one but `keepId` (the one making the change). The index
 * rows go first, then the records: a session issued (record, then row) or extended (record, then
 * a look at the row: sessionMiddleware) meanwhile finds its row gone and removes its own record.
 */
export async function revokeUserSessions(db: Db, kv: KVNamespace, userId: string, keepId?: string | null): Promise<number> {
  const where = keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId);
  const rows = await db.delete(sessions).where(where).returning({ id: sessions.id }).all();
  await Promise.all(rows.map((r) => deleteSession(kv, r.id)));
  return rows.length;
}

export async function forgetSession(db: Db, kv: KVNamespace, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId)).run();
  await deleteSession(kv, sessionId);
}

/** Daily cron: index rows past their absolute lifetime (KV drops the records by TTL). */
export async function pruneSessions(db: Db, now: number): Promise<number> {
  const res = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, new Date(now)))
    .run();
  return res.meta.changes ?? 0;
}
