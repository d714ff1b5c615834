// The tombstone purges' tests share the project's one database with files that run the whole
// daily cron on their own clocks (2020, today), and each of those runs deletes every removal older
// than its 90 days. So these tests' rows are dated in 2090, past any clock another file runs the
// daily cron on (and within KV's longest TTL, for a session then), and their
// purges run the task's own statements for one member only, leaving other files' removals alone.
import { sql } from "drizzle-orm";
import { env } from "cloudflare:test";
import { getWorkerDb } from "../../worker/db/client";
import { pruneRemoved, tombstoneKeptMs, type RemovedRows } from "../../worker/platform/tombstones";

export const purgeClock = Date.UTC(2090, 2, 15, 3, 30);

/** What the task deletes at `now`, of `userId`'s rows only: the deleted rows per table. */
export function purgeFor(userId: string, tables: (cutoff: number) => readonly RemovedRows[], now: number): Promise<number[]> {
  const cutoff = now - tombstoneKeptMs;
  const own = tables(cutoff).map((t) => ({
    ...t,
    also: t.also ? sql`${t.also} AND user_id = ${userId}` : sql`user_id = ${userId}`,
  }));
  // The worker's database: the statements go through the query-plan check.
  return pruneRemoved(getWorkerDb(env.DB), own, cutoff);
}
