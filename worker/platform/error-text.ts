// What a log line may say about a failure. A failed query's DrizzleQueryError carries the values
// it was given (an address, a two-step secret, a member's weight) in its message, so for it only
// the database's own error speaks: a constraint or a lost connection, never a bound value.
import { DrizzleQueryError } from "drizzle-orm";

/** The error's name and message, for a log line; for a failed query, its cause's. */
export function errorText(err: unknown): string {
  if (err instanceof DrizzleQueryError) return `query failed: ${err.cause instanceof Error ? errorText(err.cause) : "unknown"}`;
  return err instanceof Error ? `${err.name}: ${err.message}` : "unknown";
}
