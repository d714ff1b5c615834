// Fixed-window counters in D1. One statement both counts and reads, and D1 runs writes one
// at a time, so concurrent requests are counted exactly.

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

/** Adds one hit and answers the count within the current window, including this hit. */
export async function hit(db: D1Database, limit: Limit, now = Date.now()): Promise<LimitState> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
       RETURNING count, window_start`,
    )
    .bind(limit.key, now, limit.windowMs)
    .first<{ count: number; window_start: number }>();
  return { count: row!.count, resetAt: row!.window_start + limit.windowMs };
}

/** Reads a counter without adding to it. */
export async function peek(db: D1Database, limit: Limit, now = Date.now()): Promise<LimitState> {
  const row = await db
    .prepare("SELECT count, window_start FROM rate_limits WHERE key = ?1")
    .bind(limit.key)
    .first<{ count: number; window_start: number }>();
  if (!row || row.window_start <= now - limit.windowMs) return { count: 0, resetAt: now };
  return { count: row.count, resetAt: row.window_start + limit.windowMs };
}

export async function clear(db: D1Database, key: string): Promise<void> {
  await db.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(key).run();
}

/** Drops windows that ended long ago (daily cron). */
export async function pruneLimits(db: D1Database, olderThan: number): Promise<number> {
  const res = await db.prepare("DELETE FROM rate_limits WHERE window_start < ?1").bind(olderThan).run();
  return res.meta.changes ?? 0;
}
