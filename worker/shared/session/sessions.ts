// Issuing and ending sessions (decision 0003). KV holds the records; D1 indexes them per
// user so every session of an account can be ended at once.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { and, eq, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import type { AppEnv } from "../../env";
import { absoluteLifetimeMs, deleteSession, idleLifetimeMs, sessionCookie, sessionIdFromToken, writeSession } from "./store";

export interface IssuedSession {
  token: string;
  expiresAt: number;
}

/** A new random token at every sign-in; only its hash is stored. */
export async function issueSession(db: Db, kv: KVNamespace, userId: string, now = Date.now()): Promise<IssuedSession> {
  const token = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  const id = sessionIdFromToken(token);
  const expiresAt = now + idleLifetimeMs;
  await db.insert(sessions).values({ id, userId, createdAt: new Date(now), expiresAt: new Date(now + absoluteLifetimeMs) });
  await writeSession(kv, id, { userId, createdAt: now, expiresAt });
  return { token, expiresAt };
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

/** Ends every session of a user, or every one but `keepId` (the one making the change). */
export async function revokeUserSessions(db: Db, kv: KVNamespace, userId: string, keepId?: string | null): Promise<number> {
  const where = keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId);
  const rows = await db.select({ id: sessions.id }).from(sessions).where(where).all();
  await Promise.all(rows.map((r) => deleteSession(kv, r.id)));
  await db.delete(sessions).where(where).run();
  return rows.length;
}

export async function forgetSession(db: Db, kv: KVNamespace, sessionId: string): Promise<void> {
  await deleteSession(kv, sessionId);
  await db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Daily cron: index rows past their absolute lifetime (KV drops the records by TTL). */
export async function pruneSessions(db: Db, now: number): Promise<number> {
  const res = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, new Date(now)))
    .run();
  return res.meta.changes ?? 0;
}
