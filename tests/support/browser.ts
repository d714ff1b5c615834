// Debian's Chromium driven by playwright-core: no browser download.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type BrowserContextOptions } from "playwright-core";

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

/** A fresh browser profile (its own cookies and storage) per call. */
export async function launchContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("Chromium not found: run `apt-get install -y chromium` (as root)");
  const profile = mkdtempSync(join(tmpdir(), "forma-browser-"));
  return chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: chromiumArgs,
    ...options,
  });
}
