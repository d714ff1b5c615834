// A removed diary record stays as a tombstone, so a late, older change from another device cannot
// bring it back (sync.ts). After 90 days no device's outbox still holds such a change worth
// keeping out, and tombstones do not count against the caps, so the daily cron deletes them:
// records made and removed again cannot grow a member's rows without end. Each table is read
// through its partial index of removed rows (schema.ts), a bounded number at a time.
import { sql } from "drizzle-orm";
import type { CronTask } from "../platform/cron-task";

export const tombstoneKeptMs = 90 * 24 * 60 * 60 * 1000;
const tables = ["diary_entries", "diary_foods", "diary_recipes", "diary_favourites"] as const;
/** Rows deleted by one statement, and statements a table at most, per run. */
const perStatement = 5_000;
const roundsPerTable = 20;

export const pruneDiaryTombstones: CronTask = {
  name: "prune-diary-tombstones",
  async run({ db, now }) {
    const cutoff = now - tombstoneKeptMs;
    const counts: string[] = [];
    for (const table of tables) {
      let deleted = 0;
      for (let round = 0; round < roundsPerTable; round++) {
        const t = sql.identifier(table);
        // `deleted = 1` written out, as the partial index says it: a bound value would not use it.
        const res = await db.run(
          sql`DELETE FROM ${t} WHERE rowid IN (SELECT rowid FROM ${t} WHERE deleted = 1 AND updated_at < ${cutoff} LIMIT ${perStatement})`,
        );
        const n = res.meta.changes ?? 0;
        deleted += n;
        if (n < perStatement) break;
      }
      counts.push(`${table.replace("diary_", "")} ${deleted}`);
    }
    return counts.join(", ");
  },
};
