// npm start: build, apply the D1 migrations to the local database, serve with wrangler.
// Everything runs locally (bindings under .wrangler/state); PORT overrides 8787.
import { spawnSync } from "node:child_process";

process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
const port = process.env.PORT ?? "8787";

function run(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  // Run as `node scripts/start.mjs`, wrangler is not on the PATH (npm puts node_modules/.bin there).
  if (res.error) console.error(`Could not run ${cmd}: ${res.error.message}. Start the app with \`npm start\`.`);
  if (res.status !== 0) process.exit(res.status ?? 1);
}

if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"]);
run("wrangler", ["dev", "--port", port, "--ip", process.env.HOST ?? "localhost", "--show-interactive-dev-session=false"]);
