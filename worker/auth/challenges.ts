// Single-use challenges and tickets (table auth_challenges): a passkey ceremony's challenge, the
// ticket between a sign-in's two steps, an identity waiting to be linked. The value handed out is
// 256 random bits (or, for WebAuthn, the challenge itself); only its SHA-256 is stored, and using
// one is a single conditional write, so it works once however many requests bring it at once.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { challengeLifetimesMs, type ChallengePurpose } from "../../core/auth/ways-in";
import type { Db } from "../db/client";
import { authChallenges } from "../db/schema";
import { sessionIdFromToken as hashValue } from "../shared/session/store";

export type Challenge = typeof authChallenges.$inferSelect;

export interface IssuedChallenge {
  value: string;
  expiresAt: number;
}

/** A fresh random value for `purpose`, kept (hashed) for its lifetime. */
export async function createChallenge(
  db: Db,
  purpose: ChallengePurpose,
  { userId = null, data = null, value, now = Date.now() }: { userId?: string | null; data?: Record<string, unknown> | null; value?: string; now?: number } = {},
): Promise<IssuedChallenge> {
  const issued = value ?? encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = now + challengeLifetimesMs[purpose];
  await db.insert(authChallenges).values({ id: hashValue(issued), purpose, userId, data, expiresAt: new Date(expiresAt) });
  return { value: issued, expiresAt };
}

const live = (value: string, purpose: ChallengePurpose, now: number) =>
  and(eq(authChallenges.id, hashValue(value)), eq(authChallenges.purpose, purpose), isNull(authChallenges.usedAt), gt(authChallenges.expiresAt, new Date(now)));

/** Uses the challenge: answers its row once, null when unknown, used, expired or of another purpose. */
export async function consumeChallenge(db: Db, value: string, purpose: ChallengePurpose, now = Date.now()): Promise<Challenge | null> {
  const row = await db.update(authChallenges).set({ usedAt: new Date(now) }).where(live(value, purpose, now)).returning().get();
  return row ?? null;
}

/** Reads a live challenge without using it (a second-step ticket survives a mistyped code). */
export async function readChallenge(db: Db, value: string, purpose: ChallengePurpose, now = Date.now()): Promise<Challenge | null> {
  return (await db.select().from(authChallenges).where(live(value, purpose, now)).get()) ?? null;
}

/**
 * Counts a wrong answer to a live challenge; at `max` it is used up. Answers false when it was
 * already used up (by this or a concurrent request), so no more than `max` wrong answers are ever counted.
 */
export async function countWrongAnswer(db: Db, value: string, purpose: ChallengePurpose, max: number, now = Date.now()): Promise<boolean> {
  const row = await db
    .update(authChallenges)
    .set({
      attempts: sql`${authChallenges.attempts} + 1`,
      usedAt: sql`CASE WHEN ${authChallenges.attempts} + 1 >= ${max} THEN ${now} ELSE NULL END`,
    })
    .where(live(value, purpose, now))
    .returning({ attempts: authChallenges.attempts })
    .get();
  return !!row;
}

/** Spends the member's waiting challenges of `purpose` (half-made sign-ins, at "sign out everywhere else"). */
export async function spendChallengesOf(db: Db, userId: string, purpose: ChallengePurpose, now: number): Promise<void> {
  await db
    .update(authChallenges)
    .set({ usedAt: new Date(now) })
    .where(and(eq(authChallenges.userId, userId), eq(authChallenges.purpose, purpose), isNull(authChallenges.usedAt)))
    .run();
}

/** Daily cron: challenges expired or used more than a day ago. */
export async function pruneChallenges(db: Db, now: number): Promise<number> {
  const cutoff = new Date(now - 24 * 60 * 60 * 1000);
  const res = await db
    .delete(authChallenges)
    .where(or(lt(authChallenges.expiresAt, cutoff), lt(authChallenges.usedAt, cutoff)))
    .run();
  return res.meta.changes ?? 0;
}
