// Serves the built app with wrangler on a free port and a throwaway local state, so browser
// tests never touch the data of `npm start`.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" };
let server: ChildProcess | undefined;
let stateDir: string | undefined;

/**
 * Every migration in one file, read as the worker tests read them (`readD1Migrations`) and recorded
 * in wrangler's own table as `wrangler d1 migrations apply` records them. That command runs each
 * file in a Miniflare of its own: 32 s for the 34 files on a two-core machine, against 4 s for one
 * file (the schema is the same, table for table).
 */
async function migrationsAsOneFile(): Promise<string> {
  const table =
    "CREATE TABLE IF NOT EXISTS d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)";
  const migrations = await readD1Migrations("migrations");
  const statements = [table, ...migrations.flatMap(({ name, queries }) => [...queries, `INSERT INTO d1_migrations (name) VALUES ('${name}')`])];
  // On a line of its own: a statement may end in a comment.
  return statements.map((statement) => `${statement}\n;`).join("\n");
}

export async function setup(project: TestProject) {
  stateDir = mkdtempSync(join(tmpdir(), "forma-e2e-"));
  const migrations = join(stateDir, "migrations.sql");
  writeFileSync(migrations, await migrationsAsOneFile());
  const migrate = spawnSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", migrations], {
    env,
    encoding: "utf8",
  });
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
  const port = await freePort();
  server = spawn(
    "wrangler",
    // Cheaper password hashes: the tests' members each cost a hash and a check (worker/auth/password.ts).
    ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", stateDir, "--show-interactive-dev-session=false", "--var", "PASSWORD_HASH_COST:low"],
    {
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let log = "";
  server.stdout?.on("data", (d) => (log += d));
  server.stderr?.on("data", (d) => (log += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`wrangler dev did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide("baseURL", baseURL);
}

export async function teardown() {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
}
