// Phone screenshots of one long screen in slices, for review: SESSION=<token> node scripts/shot-slices.mjs base path lang theme out
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const [base, path, lang = "en", theme = "dark", out = "/tmp/shots", width = "390"] = process.argv.slice(2);
const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "slices-")), {
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  viewport: { width: Number(width), height: 844 },
  isMobile: Number(width) < 768,
  hasTouch: Number(width) < 768,
});
const url = new URL(base);
await ctx.addCookies([
  { name: "lang", value: lang, domain: url.hostname, path: "/" },
  { name: "theme", value: theme, domain: url.hostname, path: "/" },
  ...(process.env.SESSION ? [{ name: "__Host-session", value: process.env.SESSION, domain: url.hostname, path: "/", secure: true, httpOnly: true }] : []),
]);
const page = await ctx.newPage();
await page.goto(base + path, { waitUntil: "networkidle" });
await page.waitForTimeout(500);
const height = await page.evaluate(() => document.documentElement.scrollHeight);
const slice = 1100;
for (let y = 0, i = 0; y < height; y += slice, i++) {
  await page.screenshot({ path: join(out, `slice-${path.replace(/\W/g, "")}-${width}-${lang}-${theme}-${i}.png`), fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(slice, height - y) } });
}
console.log(height);
await ctx.close();
