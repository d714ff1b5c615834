// Screenshots of screens for review: node scripts/screenshots.mjs [baseUrl] [outDir] [path...]
// Desktop and 390 px phone, English and Russian, dark and light. FULL=1 takes whole pages;
// SLICE=<px> takes whole pages cut into slices that tall (long phone screens stay readable).
// PHONE_WIDTH=<px> sets the phone's width (360 for a small Android); DEVICES=phone (or desktop)
// takes one kind only; THEMES=dark takes one theme only.
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const [base = "http://localhost:8787", out = ".bench/shots", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/"];
mkdirSync(out, { recursive: true });
const args = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const phoneWidth = Number(process.env.PHONE_WIDTH) || 390;
const devices = (process.env.DEVICES ?? "desktop,phone").split(",");
const themes = (process.env.THEMES ?? "dark,light").split(",");
const viewports = Object.fromEntries(
  Object.entries({ desktop: { width: 1280, height: 800 }, phone: { width: phoneWidth, height: 844 } }).filter(([d]) => devices.includes(d)),
);
for (const [device, viewport] of Object.entries(viewports)) {
  for (const lang of ["en", "ru"]) {
    for (const theme of themes) {
      const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "shots-")), {
        executablePath: "/usr/bin/chromium",
        headless: true,
        args,
        viewport,
        isMobile: device === "phone",
        hasTouch: device === "phone",
        deviceScaleFactor: 1,
      });
      const url = new URL(base);
      await ctx.addCookies([
        { name: "lang", value: lang, domain: url.hostname, path: "/" },
        { name: "theme", value: theme, domain: url.hostname, path: "/" },
        // SESSION=<token> (from POST /api/auth/sign-in with returnToken) shows member screens.
        ...(process.env.SESSION ? [{ name: "__Host-session", value: process.env.SESSION, domain: url.hostname, path: "/", secure: true, httpOnly: true }] : []),
      ]);
      const page = await ctx.newPage();
      for (const p of targets) {
        await page.goto(base + p, { waitUntil: "networkidle" });
        await page.waitForTimeout(300);
        const name = `${p.replace(/\//g, "_") || "_"}-${device}${device === "phone" ? viewport.width : ""}-${lang}-${theme}`;
        const slice = Number(process.env.SLICE);
        if (slice > 0) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0, i = 0; y < height; y += slice, i++) {
            const clip = { x: 0, y, width: viewport.width, height: Math.min(slice, height - y) };
            await page.screenshot({ path: join(out, `${name}-${i}.png`), fullPage: true, clip });
          }
        } else {
          await page.screenshot({ path: join(out, `${name}.png`), fullPage: process.env.FULL === "1" });
        }
      }
      await ctx.close();
    }
  }
}
console.log(`screenshots in ${out}`);
