// Browser tests: make sure Debian's Chromium is there, build the app (unless --no-build), then
// run the e2e project (tests/e2e/global-setup.ts serves the build through one workerd).
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./lib/chromium.mjs";

function run(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

ensureChromium();
if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);
// Three files at a time, as `npm test` runs them (scripts/test.mjs).
run("vitest", ["run", "--project", "e2e", "--maxWorkers", "3", ...process.argv.slice(2).filter((a) => a !== "--no-build")]);
