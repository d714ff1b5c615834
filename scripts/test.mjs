// `npm test`: the whole suite in phases, with each phase's time printed at the end.
// The type check, lint and build run beside the unit and worker tests (those leave a core idle
// part of the time); the browser tests come last. The messages are compiled once before (npm's
// `pretest`), so the steps here skip their own pre-scripts: two compiles at once would race.
import { spawn } from "node:child_process";
import { ensureChromium } from "./lib/chromium.mjs";

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const times = [];

/** Runs one command; `quiet` keeps its output and prints it only when it fails (so phases side by side do not interleave). */
function run(name, cmd, args, { quiet = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      times.push({ name, seconds, ok: code === 0 });
      if (quiet && code !== 0) process.stdout.write(`\n── ${name} failed ──\n${output}`);
      resolve(code === 0);
    });
  });
}

/** Runs the steps one after another; stops at the first failure. */
async function inTurn(...steps) {
  for (const step of steps) if (!(await step())) return false;
  return true;
}

function summary(started) {
  const total = (Date.now() - started) / 1000;
  console.log("\nnpm test phases:");
  for (const t of times) console.log(`  ${t.ok ? "ok  " : "FAIL"} ${t.name.padEnd(28)} ${t.seconds.toFixed(0).padStart(5)} s`);
  console.log(`  total${" ".repeat(28)}${total.toFixed(0).padStart(5)} s`);
}

const started = Date.now();
ensureChromium();
const [checks, tests] = await Promise.all([
  inTurn(
    () => run("binding types", "npm", ["run", "--silent", "typegen"], { quiet: true }),
    () => run("typecheck", "npm", ["run", "--silent", "--ignore-scripts", "typecheck"], { quiet: true }),
    () => run("lint and layer rules", "npm", ["run", "--silent", "lint"], { quiet: true }),
    () => run("build", "npm", ["run", "--silent", "--ignore-scripts", "build"], { quiet: true }),
  ),
  run("unit and worker tests", "vitest", ["run", "--project", "unit", "--project", "worker"]),
]);
// Three files at a time: two left about a sixth of the processors idle while pages waited on the
// server (463 s against 445 s on this two-core machine, docs/benchmarks.md).
const e2e = checks && tests && (await run("browser tests", "vitest", ["run", "--project", "e2e", "--maxWorkers", "3"]));
summary(started);
process.exit(checks && tests && e2e ? 0 : 1);
