// Sessions per the Lucia session guide (docs/decisions/0003-sessions.md): the client holds a
// random 256-bit token; KV holds only its SHA-256 under a TTL. The accounts feature issues them.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { systemClock } from "../../platform/clock";

export const sessionCookie = "__Host-session";
export const idleLifetimeMs = 7 * 24 * 60 * 60 * 1000;
export const absoluteLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * Sessions live in real time, not on the request's clock: KV drops a record by its TTL in real
 * time, and a test that moves a request's day (the injected clock) would otherwise sign its
 * member out, or find a session issued on a fixed day lapsed a week after that day.
 */
export const sessionClock = (): number => systemClock.now();

export interface SessionRecord {
  userId: string;
  createdAt: number;
  /** Idle expiry, pushed forward on use, never past createdAt + absoluteLifetimeMs. */
  expiresAt: number;
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

const key = (sessionId: string) => `session:${sessionId}`;

export async function readSession(kv: KVNamespace, sessionId: string): Promise<SessionRecord | null> {
  const now = sessionClock();
  const record = await kv.get<SessionRecord>(key(sessionId), "json");
  if (!record || record.expiresAt <= now || record.createdAt + absoluteLifetimeMs <= now) return null;
  return record;
}

export async function writeSession(kv: KVNamespace, sessionId: string, record: SessionRecord): Promise<void> {
  // KV wants a TTL of at least 60 s; the record's own expiry is checked on every read.
  const ttl = Math.max(60, Math.ceil((record.expiresAt - sessionClock()) / 1000));
  await kv.put(key(sessionId), JSON.stringify(record), { expirationTtl: ttl });
}

export async function deleteSession(kv: KVNamespace, sessionId: string): Promise<void> {
  await kv.delete(key(sessionId));
}
