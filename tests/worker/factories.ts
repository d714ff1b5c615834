import { env } from "cloudflare:test";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { getDb } from "../../worker/db/client";
import { profiles, sessions, users } from "../../worker/db/schema";
import { absoluteLifetimeMs, idleLifetimeMs, sessionIdFromToken, writeSession } from "../../worker/shared/session/store";

let seq = 0;

/** The pre-exercise screening with every answer "no", as most members give it. */
export const clearScreening = () => ({ answers: Array<boolean>(7).fill(false), answeredAt: new Date().toISOString(), doctorCleared: false });

/**
 * A member with a profile; overrides for the profile's plan fields. The screening is answered
 * "no" throughout unless the overrides say otherwise (`screening: null` for a member who never answered),
 * and the question about pregnancy and breastfeeding answered (`lifeStageAnsweredAt: null`: never).
 */
export async function createUser(profile: Partial<typeof profiles.$inferInsert> = {}) {
  seq += 1;
  const id = crypto.randomUUID();
  const db = getDb(env.DB);
  await db.insert(users).values({
    id,
    email: `member${seq}-${id.slice(0, 8)}@example.com`,
    firstName: "Anna",
    lastName: "Ivanova",
    emailVerifiedAt: new Date(),
  });
  await db
    .insert(profiles)
    .values({ id: crypto.randomUUID(), userId: id, screening: clearScreening(), lifeStageAnsweredAt: new Date(), ...profile });
  return { id };
}

/** A session token for a user, stored the way the accounts feature stores it. */
export async function createSession(userId: string, opts: { createdAt?: number; expiresAt?: number } = {}) {
  const token = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  const now = Date.now();
  await getDb(env.DB)
    .insert(sessions)
    .values({
      id: sessionIdFromToken(token),
      userId,
      createdAt: new Date(opts.createdAt ?? now),
      expiresAt: new Date((opts.createdAt ?? now) + absoluteLifetimeMs),
    });
  await writeSession(env.SESSIONS, sessionIdFromToken(token), {
    userId,
    createdAt: opts.createdAt ?? now,
    expiresAt: opts.expiresAt ?? now + idleLifetimeMs,
  });
  return token;
}
