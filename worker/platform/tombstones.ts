// A removed record synced from devices stays as a tombstone (`deleted = 1`), so a late, older change
// from another device cannot bring it back. After 90 days no device's outbox still holds such a
// change worth keeping out, so the daily cron deletes older tombstones: records made and removed
// again cannot grow a member's rows without end. Each table is read through its partial index of
// removed rows (`<table>_removed_idx ON (updated_at) WHERE deleted = 1`), a bounded number at a time.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";

export const tombstoneKeptMs = 90 * 24 * 60 * 60 * 1000;

export interface RemovedRows {
  table: string;
  /**
   * What else a removed row must meet to go, on the table's own name. A term its partial index has
   * must be written here as the index writes it, or the index is not used.
   */
  also?: SQL;
  /** Rows deleted by one statement: fewer where each takes its children with it. */
  perStatement?: number;
}

const defaultPerStatement = 5_000;
/** Statements a table at most, per run: what is left waits for the next day. */
const roundsPerTable = 20;

/** Deletes each table's tombstones changed before `cutoff`, in the order given; the rows each table's statements deleted (cascades not counted). */
export async function pruneRemoved(db: Db, tables: readonly RemovedRows[], cutoff: number): Promise<number[]> {
  const counts: number[] = [];
  for (const { table, also, perStatement = defaultPerStatement } of tables) {
    const t = sql.identifier(table);
    const more = also ? sql` AND ${also}` : sql``;
    let deleted = 0;
    for (let round = 0; round < roundsPerTable; round++) {
      // `deleted = 1` written out, as the partial index says it: a bound value would not use it.
      // The rows returned, not D1's count of changes, which takes in the children a cascade deletes.
      const n = (
        await db.all(
          sql`DELETE FROM ${t} WHERE rowid IN (SELECT rowid FROM ${t} WHERE deleted = 1 AND updated_at < ${cutoff}${more} LIMIT ${perStatement}) RETURNING 1`,
        )
      ).length;
      deleted += n;
      if (n < perStatement) break;
    }
    counts.push(deleted);
  }
  return counts;
}
