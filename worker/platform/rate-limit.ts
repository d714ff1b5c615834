// Fixed-window counters in D1. One statement both counts and reads, and D1 runs writes one
// at a time, so concurrent requests are counted exactly; `take` counts only while the window
// has room, so it also decides exactly which requests get through.
import { and, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

export interface Limit {
  /** Counter name and subject, e.g. `signin-fail:account:<email>`. */
  key: string;
  max: number;
  windowMs: number;
}

export interface LimitState {
  count: number;
  /** When the current window ends (ms since epoch). */
  resetAt: number;
}

/**
 * Counts one attempt (or `amount` of them, e.g. a sync's changes) only while the window has room
 * for all of them: one conditional upsert, so however many requests arrive together, at most `max`
 * are counted (taken) per window. A refused attempt changes nothing and answers the counter as it is.
 */
export async function take(db: Db, limit: Limit, now = Date.now(), amount = 1): Promise<{ taken: boolean } & LimitState> {
  if (amount > limit.max) return { taken: false, ...(await peek(db, limit, now)) };
  // SET reads the row as it was, so both columns see the old window.
  const ended = sql`${rateLimits.windowStart} <= ${now - limit.windowMs}`;
  const row = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: now, count: amount })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${ended} THEN ${amount} ELSE ${rateLimits.count} + ${amount} END`,
        windowStart: sql`CASE WHEN ${ended} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
      setWhere: sql`${ended} OR ${rateLimits.count} + ${amount} <= ${limit.max}`,
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .get();
  if (row) return { taken: true, count: row.count, resetAt: row.windowStart + limit.windowMs };
  return { taken: false, ...(await peek(db, limit, now)) };
}

/**
 * Hands back one taken attempt, if its window is still the current one. A counter back at zero is
 * dropped, so a request refused after it was counted leaves nothing stored.
 */
export async function giveBack(db: Db, limit: Limit, taken: LimitState): Promise<void> {
  await db.batch([
    db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(
        and(
          eq(rateLimits.key, limit.key),
          eq(rateLimits.windowStart, taken.resetAt - limit.windowMs),
          gt(rateLimits.count, 0),
        ),
      ),
    db.delete(rateLimits).where(and(eq(rateLimits.key, limit.key), lte(rateLimits.count, 0))),
  ]);
}

/** Reads a counter without adding to it. */
export async function peek(db: Db, limit: Limit, now = Date.now()): Promise<LimitState> {
  const row = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, limit.key))
    .get();
  if (!row || row.windowStart <= now - limit.windowMs) return { count: 0, resetAt: now };
  return { count: row.count, resetAt: row.windowStart + limit.windowMs };
}

/** Drops counters; answers how many there were. */
export async function clear(db: Db, ...keys: string[]): Promise<number> {
  const res = await db.delete(rateLimits).where(inArray(rateLimits.key, keys)).run();
  return res.meta.changes ?? 0;
}

/** Drops windows that ended long ago (daily cron). */
export async function pruneLimits(db: Db, olderThan: number): Promise<number> {
  const res = await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan)).run();
  return res.meta.changes ?? 0;
}
