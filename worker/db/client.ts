import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** A drizzle client for one request; never kept at module level (bindings are per request). */
export function getDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Db = ReturnType<typeof getDb>;
