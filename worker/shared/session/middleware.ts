import type { Context, MiddlewareHandler } from "hono";
import { and, eq } from "drizzle-orm";
import { readCookie } from "../../../core/cookies";
import type { SessionUser } from "../../../core/session";
import { getWorkerDb, type Db } from "../../db/client";
import { profiles, sessions, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import {
  absoluteLifetimeMs,
  deleteSession,
  idleLifetimeMs,
  readSession,
  sessionClock,
  sessionCookie,
  sessionIdFromToken,
  writeSession,
  type SessionRecord,
} from "./store";
import { setSessionCookie } from "./sessions";

// Extending at most once an hour keeps KV writes rare (KV allows one write a second per key).
const extendAfterMs = 60 * 60 * 1000;

/** The session token from the cookie, or from `Authorization: Bearer` for API clients. */
export function tokenFrom(req: Request): string | undefined {
  const auth = req.headers.get("Authorization");
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim() || undefined;
  return readCookie(req.headers.get("Cookie"), sessionCookie);
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  units: users.units,
  plan: profiles.plan,
  workoutPlan: profiles.workoutPlan,
  nutritionPlan: profiles.nutritionPlan,
};

interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  units: SessionUser["units"];
  /** The profile's, null without a profile (left join). */
  plan: SessionUser["plan"] | null;
  workoutPlan: unknown;
  nutritionPlan: unknown;
}

function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    memberSince: row.createdAt.toISOString(),
    plan: row.plan ?? "FREE",
    hasWorkoutPlan: row.workoutPlan != null,
    hasNutritionPlan: row.nutritionPlan != null,
    units: row.units,
  };
}

export async function loadUser(db: Db, userId: string): Promise<SessionUser | null> {
  const row = await db
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  return row ? toSessionUser(row) : null;
}

/**
 * The member of a session whose KV record was found, read with the session's index row: a
 * revocation deletes the row first, and D1 answers it at once (at the primary for any write, after
 * a replica's lag of usually well under a second for a read), where KV may serve the record it
 * cached at another location for up to a minute. Same one query as the member's own.
 */
export async function loadSessionUser(db: Db, sessionId: string, userId: string): Promise<SessionUser | null> {
  const row = await db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .get();
  return row ? toSessionUser(row) : null;
}

const indexed = async (d1: D1Database, sessionId: string) =>
  (await d1.prepare("SELECT 1 FROM sessions WHERE id = ?1").bind(sessionId).first()) !== null;

/**
 * The session's record and member, or null. Read where this request reads, and when not found
 * there (a replica that has not seen a new sign-in's row yet, for a read of shared data that
 * starts anywhere) at the primary; a record without its row at the primary (revoked, or the
 * account deleted) goes too.
 */
export async function sessionMember(
  c: Context<AppEnv>,
  sessionId: string,
): Promise<{ record: SessionRecord; user: SessionUser } | null> {
  const record = await readSession(c.env.SESSIONS, sessionId);
  if (!record) return null;
  const user =
    (await loadSessionUser(c.var.db, sessionId, record.userId)) ??
    (await loadSessionUser(getWorkerDb(c.env.DB), sessionId, record.userId));
  if (user) return { record, user };
  await deleteSession(c.env.SESSIONS, sessionId);
  return null;
}

/** Sets c.var.user and c.var.sessionId (null for visitors); never fails the request. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("user", null);
  c.set("sessionId", null);
  const token = tokenFrom(c.req.raw);
  if (token) {
    const sessionId = sessionIdFromToken(token);
    const found = await sessionMember(c, sessionId);
    if (found) {
      const { record, user } = found;
      c.set("user", user);
      c.set("sessionId", sessionId);
      const now = sessionClock();
      if (record.expiresAt - now < idleLifetimeMs - extendAfterMs) {
        // Extended on use: idle expiry moves forward, never past the absolute lifetime.
        const expiresAt = Math.min(now + idleLifetimeMs, record.createdAt + absoluteLifetimeMs);
        await writeSession(c.env.SESSIONS, sessionId, { ...record, expiresAt });
        // A revocation between the read above and this write would have its record back: its
        // index row goes first, so a row gone now (read at the primary, not a replica) means
        // revoked, and the record goes too.
        if (!(await indexed(c.env.DB, sessionId))) {
          await deleteSession(c.env.SESSIONS, sessionId);
          c.set("user", null);
          c.set("sessionId", null);
          return next();
        }
        if (!c.req.header("Authorization")) setSessionCookie(c, { token, expiresAt });
      }
    }
  }
  await next();
};
