// Checking a migration on rows of the schema before it, on a database of the test file's own
// (vitest.config.ts): the schema as it was, the member's session, and the app reading the
// migrated database through the API, as a member would after the deploy.
import { applyD1Migrations, createExecutionContext, env, waitOnExecutionContext, type D1Migration } from "cloudflare:test";
import { app } from "../../worker/app";
import { absoluteLifetimeMs, idleLifetimeMs, sessionIdFromToken, writeSession } from "../../worker/shared/session/store";

/** Empties the database (an earlier run's tables may be there) and applies `migrations`. */
export async function schemaOf(db: D1Database, migrations: D1Migration[]): Promise<void> {
  const tables = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'")
    .all<{ name: string }>();
  if (tables.results.length)
    await db.batch([
      db.prepare("PRAGMA defer_foreign_keys = on"),
      ...tables.results.map((t) => db.prepare(`DROP TABLE "${t.name}"`)),
    ]);
  await applyD1Migrations(db, migrations);
}

/** The member's session on the migrated database: its record in KV and its index row, which every request reads. */
export async function signedIn(db: D1Database, member: string, token: string): Promise<void> {
  const now = Date.now();
  await writeSession(env.SESSIONS, sessionIdFromToken(token), {
    userId: member,
    createdAt: now,
    expiresAt: now + idleLifetimeMs,
  });
  await db
    .prepare("INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .bind(sessionIdFromToken(token), member, now, now + absoluteLifetimeMs)
    .run();
}

/** The app with its database swapped for the migrated one, called with the member's token. */
export const apiOn =
  (db: D1Database, token: string) =>
  async (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const ctx = createExecutionContext();
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, "CF-Connecting-IP": "10.9.9.9" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const res = await app.fetch(
      new Request(`https://forma.test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
      { ...env, DB: db },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return { status: res.status, body: (await res.json()) as any };
  };
