// Renders the app icons (PNG) from the logo with Debian's Chromium. Run after changing the logo:
// node scripts/make-icons.mjs
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const mark = (size, pad) => `<!doctype html><html><body style="margin:0;background:transparent">
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
${pad ? '<rect width="32" height="32" fill="#4ade80"/>' : '<rect width="32" height="32" rx="9" fill="#4ade80"/>'}
<g transform="${pad ? "translate(6.4 6.4) scale(0.6)" : ""}"><path d="M9 23V9h13v3.2h-9.4v2.6h8v3.2h-8V23z" fill="#052e16"/></g>
</svg></body></html>`;

const icons = [
  ["favicon-48.png", 48, false],
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
];
const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "icons-")), {
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const page = await ctx.newPage();
for (const [name, size, pad] of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(mark(size, pad));
  await page.screenshot({ path: join("public/icons", name), omitBackground: !pad, clip: { x: 0, y: 0, width: size, height: size } });
}
await ctx.close();
