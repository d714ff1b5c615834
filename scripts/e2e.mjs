// Browser tests: make sure Debian's Chromium is there (install it when we can), build the app,
// then run the e2e project (tests/e2e/global-setup.ts serves the build with wrangler).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
const found = () => candidates.find((p) => existsSync(p));

function run(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

if (!found()) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium with apt-get …");
    try {
      execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit" });
    } catch {
      execFileSync("apt-get", ["update"], { stdio: "inherit" });
      execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit" });
    }
  }
  if (!found()) {
    console.error("\nThe browser tests need Chromium and none was found. Install it and run again:\n\n  sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium binary).");
    process.exit(1);
  }
}

if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);
run("vitest", ["run", "--project", "e2e", ...process.argv.slice(2).filter((a) => a !== "--no-build")]);
