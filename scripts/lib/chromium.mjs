// Debian's Chromium for the browser tests: found, or installed with apt-get when we can.
// The tests prefer Debian's `chromium-headless-shell` (the browser without its window layer):
// the same engine, about a tenth less processor time per test file (docs/benchmarks.md).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].filter(Boolean);
const found = () => candidates.find((p) => existsSync(p));
const canInstall = () => process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");

function aptInstall(pkg) {
  try {
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], { stdio: "inherit" });
  } catch {
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], { stdio: "inherit" });
  }
}

/**
 * Makes sure both Chromiums are there: the shell for most files, and the full browser for the
 * files that need notifications or a fake camera (tests/support/browser.ts useFullChromium).
 * Exits with how to install them when it cannot.
 */
export function ensureChromium() {
  if (!process.env.CHROMIUM_PATH && !existsSync("/usr/bin/chromium-headless-shell") && canInstall()) {
    console.log("Installing Debian's chromium-headless-shell for the browser tests with apt-get …");
    try {
      aptInstall("chromium-headless-shell");
    } catch {
      console.log("chromium-headless-shell could not be installed: the tests use chromium.");
    }
  }
  const full = () => existsSync("/usr/bin/chromium") || existsSync("/usr/bin/chromium-browser");
  if (!process.env.CHROMIUM_PATH && !full() && canInstall()) {
    console.log("Installing Debian's chromium (notifications, camera) for the browser tests with apt-get …");
    aptInstall("chromium");
  }
  if (!found() || (!process.env.CHROMIUM_PATH && !full())) {
    console.error(
      "\nThe browser tests need Debian's Chromium and it was not found. Install it and run again:\n\n  sudo apt-get install -y chromium chromium-headless-shell\n\n(or set CHROMIUM_PATH to a Chromium binary).",
    );
    process.exit(1);
  }
}
