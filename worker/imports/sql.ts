// Lists of values go into a query as one JSON parameter (D1 takes at most 100 parameters a statement).
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** `column IN (the values)`, with the values as one parameter. */
export const inJson = (column: SQLiteColumn, values: readonly (string | number)[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
