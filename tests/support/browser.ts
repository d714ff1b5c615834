// Debian's Chromium driven by playwright-core: no browser download. The headless shell first
// (scripts/lib/chromium.mjs installs it): the same engine with less work per page.
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from "playwright-core";

const shell = "/usr/bin/chromium-headless-shell";
const fullPaths = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** The shell unless `full`: it has no notifications and no fake camera (those tests ask for the full one). */
export function findChromium({ full = false } = {}): string | undefined {
  return process.env.CHROMIUM_PATH ?? [...(full ? [] : [shell]), ...fullPaths].find((p) => existsSync(p));
}

let full = false;
/** Called at the top of a test file that needs notifications: its browser is the full Chromium. */
export function useFullChromium(): void {
  full = true;
}

let motion: "reduce" | "no-preference" = "reduce";
/**
 * Called by a test file about motion itself (the demonstrations, the layout sweeps): its pages play
 * animations as most visitors see them. Every other page asks for reduced motion, which the app
 * honours by running each animation once (app.css): an endless one (a skeleton while it loads)
 * otherwise keeps an open page drawing every frame, a tenth or more of the browser tests'
 * processor time (docs/testing.md). A single page can ask otherwise with `page.emulateMedia`.
 */
export function withMotion(): void {
  motion = "no-preference";
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  // No optimising compilers: a test's page lives seconds, and V8 compiling its hot functions on
  // background threads competed with the other files' browsers for two cores (about a tenth of the
  // browser files' processor time measured, docs/benchmarks.md). The bench's browsers keep them.
  "--js-flags=--no-opt --no-maglev",
];

let browser: Promise<Browser> | undefined;

/**
 * A fresh browser context (its own cookies, storage and service workers) per call, in one
 * Chromium shared by the test file: starting a browser per page cost a second or more each.
 */
export async function launchContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const executablePath = findChromium({ full });
  if (!executablePath) throw new Error("Chromium not found: run `apt-get install -y chromium` (as root)");
  browser ??= chromium.launch({ executablePath, headless: true, args: chromiumArgs });
  return (await browser).newContext({ reducedMotion: motion, ...options });
}

/** Closes the shared Chromium (after the file's tests); the next file starts with the defaults. */
export async function closeBrowser(): Promise<void> {
  const b = browser;
  browser = undefined;
  full = false;
  motion = "reduce";
  if (b) await (await b).close();
}
