// Debian's Chromium driven by playwright-core: no browser download.
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from "playwright-core";

export const chromiumPaths = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findChromium(): string | undefined {
  return process.env.CHROMIUM_PATH ?? chromiumPaths.find((p) => existsSync(p));
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
];

let browser: Promise<Browser> | undefined;

/**
 * A fresh browser context (its own cookies, storage and service workers) per call, in one
 * Chromium shared by the test file: starting a browser per page cost a second or more each.
 */
export async function launchContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("Chromium not found: run `apt-get install -y chromium` (as root)");
  browser ??= chromium.launch({ executablePath, headless: true, args: chromiumArgs });
  return (await browser).newContext(options);
}

/** Closes the shared Chromium (after the file's tests). */
export async function closeBrowser(): Promise<void> {
  const b = browser;
  browser = undefined;
  if (b) await (await b).close();
}
