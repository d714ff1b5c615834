// The built app (dist/, as `npm run build` writes it) served by one workerd through wrangler's own
// Miniflare, with every binding local: the browser tests' server. `wrangler dev` runs a second
// workerd in front of it (its proxy worker, there for live reloads) and passes each request
// through its own Node process too: 1.43 s of processor time for 210 requests against 0.61 s here
// (docs/benchmarks.md, "Test suite times"), on a two-core machine where the browser tests are
// bound by processor time.
import { createRequire } from "node:module";
import { readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

// The Miniflare that this wrangler drives (npm may keep another version at the top for the
// worker tests' pool); its options are the ones wrangler's own helpers produce.
const require = createRequire(import.meta.url);
const { Miniflare, convertV4MiniflareOptions } = createRequire(require.resolve("wrangler"))("miniflare");

/** The built worker's modules: its entry first, then the chunks and WebAssembly beside it. */
function builtModules(root, entry) {
  const files = readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => /\.(m?js|wasm)$/.test(file))
    .sort((a, b) => Number(b === entry) - Number(a === entry));
  return files.map((file) => ({ type: file.endsWith(".wasm") ? "CompiledWasm" : "ESModule", path: join(root, file) }));
}

/**
 * Starts the built app on `host:port` (port 0 for a free one) with its data kept under `stateDir`,
 * the migrations in `migrations` (`[{ name, queries }]`, as `readD1Migrations` reads them) applied
 * first and recorded as `wrangler d1 migrations apply` records them, and `vars` over the
 * configuration's. Resolves to the app's URL and a `dispose()`.
 * @param {{ configPath?: string, stateDir: string, migrations?: { name: string, queries: string[] }[], vars?: Record<string, string>, host?: string, port?: number }} options
 * @returns {Promise<{ url: string, dispose: () => Promise<void> }>}
 */
export async function startBuiltApp({
  configPath = "dist/forma/wrangler.json",
  stateDir,
  migrations = [],
  vars = {},
  host = "127.0.0.1",
  port = 0,
}) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(configPath);
  const root = dirname(main);
  // The modules are listed, so the rules that would find them are not needed (and Miniflare 5
  // refuses to convert them).
  delete workerOptions.modulesRules;
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          name: "forma",
          ...workerOptions,
          modules: builtModules(root, relative(root, main)),
          modulesRoot: root,
          bindings: { ...workerOptions.bindings, ...vars },
        },
      ],
      host,
      port,
      resourcePersistencePath: stateDir,
      logRequests: false,
      // What the worker logs (its JSON events) is not printed amid the tests' output, as `wrangler
      // dev`'s was not; a worker that fails to start still throws with workerd's own message.
      handleRuntimeStdio(stdout, stderr) {
        stdout.resume();
        stderr.resume();
      },
      handleStructuredLogs: () => {},
    }),
  );
  const url = await mf.ready;
  try {
    await migrate(await mf.getD1Database("DB"), migrations);
  } catch (error) {
    // A migration that fails must not leave workerd running behind the failed setup.
    await mf.dispose();
    throw error;
  }
  return { url: url.href.replace(/\/$/, ""), dispose: () => mf.dispose() };
}

/** The migrations, one batch each, recorded as `wrangler d1 migrations apply` records them. */
async function migrate(db, migrations) {
  await db
    .prepare(
      "CREATE TABLE IF NOT EXISTS d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
    )
    .run();
  for (const { name, queries } of migrations) {
    await db.batch([
      ...queries.map((query) => db.prepare(query)),
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name),
    ]);
  }
}
