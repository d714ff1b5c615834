import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** A drizzle client for one request; never kept at module level (bindings are per request). */
export function getDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Db = ReturnType<typeof getDb>;

type SqlObserver = (sql: string) => void;
let sqlObserver: SqlObserver | undefined;

/**
 * Tests only (tests/worker/apply-migrations.ts): sees the SQL text of every statement the worker's
 * entry points prepare, so the query-plan check can plan it. Never the bound values, and nothing
 * in production sets it: SQL is not logged.
 */
export function observeWorkerSql(observer: SqlObserver | undefined): SqlObserver | undefined {
  const previous = sqlObserver;
  sqlObserver = observer;
  return previous;
}

/** The database as the worker's entry points (requests, crons) open it: getDb, seen by an observer if a test set one. */
export function getWorkerDb(d1: D1Database) {
  return getDb(sqlObserver ? observed(d1, sqlObserver) : d1);
}

// Raw statements go through `db.$client.prepare` and drizzle's through the same method, so one
// wrapper sees both; a session (D1's read replication) is wrapped the same way.
function observed<T extends D1Database | D1DatabaseSession>(d1: T, see: SqlObserver): T {
  return new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") {
        return (query: string) => {
          see(query);
          return target.prepare(query);
        };
      }
      if (key === "withSession" && "withSession" in target) {
        return (constraint?: string) => observed(target.withSession(constraint), see);
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
