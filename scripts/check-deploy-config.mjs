// Runs before `npm run deploy`: refuses a production configuration that would send e-mails
// with links built on the request's Host header (an empty APP_URL) or that does not say it is
// production (APP_ENV). The development tools (the dev mailbox, the payment sandbox) are not in
// the production build whatever APP_ENV says: `CLOUDFLARE_ENV=production vite build` leaves them
// out (vite.config.ts, worker/platform/development.ts; tests/unit/production-bundle.test.ts).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The `KEY = "value"` lines of one table of a wrangler.toml, or null when the table is missing. */
export function tomlTable(text, name) {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim() === `[${name}]`);
  if (start === -1) return null;
  const values = {};
  for (const line of lines.slice(start + 1)) {
    const trimmed = line.trim();
    if (trimmed.startsWith("[")) break;
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')\s*(?:#.*)?$/.exec(trimmed);
    if (pair) values[pair[1]] = pair[2] ?? pair[3];
  }
  return values;
}

/** What is wrong with the production settings of this wrangler.toml; empty when none. */
export function deployProblems(text) {
  const vars = tomlTable(text, "env.production.vars");
  if (!vars) return ["wrangler.toml has no [env.production.vars] table"];
  const problems = [];
  if (!vars.APP_ENV) problems.push("[env.production.vars] must set APP_ENV (to \"production\")");
  else if (vars.APP_ENV === "development") {
    problems.push("[env.production.vars] APP_ENV is \"development\": production must say \"production\"");
  }
  const url = vars.APP_URL ?? "";
  if (!url) problems.push("[env.production.vars] APP_URL is empty: e-mailed links need the app's https origin");
  else if (!/^https:\/\/[^/\s]+\/?$/.test(url)) problems.push(`[env.production.vars] APP_URL must be an https origin, not "${url}"`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = process.argv[2] ?? "wrangler.toml";
  const problems = deployProblems(readFileSync(path, "utf8"));
  if (problems.length > 0) {
    console.error(`Deploy refused (${path}):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log(`${path}: production configuration checked (APP_ENV, APP_URL)`);
}
