// Debian's Chromium for the browser tests: found, or installed with apt-get when we can.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
const found = () => candidates.find((p) => existsSync(p));

/** Makes sure Chromium is there; exits with how to install it when it cannot be. */
export function ensureChromium() {
  if (found()) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium not found: installing Debian's chromium with apt-get …");
    try {
      execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit" });
    } catch {
      execFileSync("apt-get", ["update"], { stdio: "inherit" });
      execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit" });
    }
  }
  if (!found()) {
    console.error(
      "\nThe browser tests need Chromium and none was found. Install it and run again:\n\n  sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium binary).",
    );
    process.exit(1);
  }
}
