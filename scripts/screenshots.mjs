// Screenshots of screens for review: node scripts/screenshots.mjs [baseUrl] [outDir] [path...]
// Against a development server (`npm start`). Without paths: the home page and every screen of
// the screen table, the visitors' ones signed out and the rest as a new Pro member with a workout
// and a nutrition plan (made through the API: the dev mailbox confirms the e-mail, the sandbox's
// test card pays); a `$slug` screen gets the first page its list links to, and the phone takes
// the /m… twin where there is one.
// Desktop (1280 px) and phone (360 px), English and Russian, dark and light. PHONE_WIDTH=<px>
// sets the phone's width; DEVICES=phone (or desktop), LANGS=ru and THEMES=dark take one kind
// only. FULL=1 takes whole pages; SLICE=<px> takes whole pages cut into slices that tall;
// SHEET=<px> takes a whole page as one picture with the page cut into columns that tall, side by
// side (a long phone page seen at once).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";

const [base = "http://localhost:8787", out = ".bench/shots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const phoneWidth = Number(process.env.PHONE_WIDTH) || 360;
const devices = (process.env.DEVICES ?? "desktop,phone").split(",");
const langs = (process.env.LANGS ?? "en,ru").split(",");
const themes = (process.env.THEMES ?? "dark,light").split(",");
const viewports = Object.fromEntries(
  Object.entries({ desktop: { width: 1280, height: 800 }, phone: { width: phoneWidth, height: 800 } }).filter(([d]) =>
    devices.includes(d),
  ),
);
const { screens } = await tsImport("../web/app/screens/table.ts", import.meta.url);
const { chromiumArgs, findChromium } = await tsImport("../tests/support/browser.ts", import.meta.url);
const { password, signUpBody, bothPlans, clearScreening } = await tsImport("../tests/support/member.ts", import.meta.url);
const ip = `10.8.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
const launch = (viewport, device, lang, theme) =>
  chromium
    .launchPersistentContext(mkdtempSync(join(tmpdir(), "shots-")), {
      executablePath: findChromium(),
      headless: true,
      args: chromiumArgs,
      viewport,
      isMobile: device === "phone",
      hasTouch: device === "phone",
      deviceScaleFactor: 1,
      baseURL: base,
      serviceWorkers: "block",
      extraHTTPHeaders: { "CF-Connecting-IP": ip },
      ...(device === "phone"
        ? {
            userAgent:
              "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
          }
        : {}),
    })
    .then(async (ctx) => {
      await ctx.addCookies([
        { name: "lang", value: lang, url: base },
        { name: "theme", value: theme, url: base },
      ]);
      return ctx;
    });

/** A new Pro member with both plans, signed in inside `ctx`: its session cookies. */
async function proMember(ctx) {
  const api = ctx.request;
  const same = { "Sec-Fetch-Site": "same-origin" };
  const must = async (res, what) => {
    if (!res.ok() && res.status() !== 303) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
    return res;
  };
  const email = `shots-${Date.now().toString(36)}@example.com`;
  await must(
    await api.post("/api/auth/sign-up", { headers: same, data: signUpBody(email) }),
    "sign-up (a development server with the dev mailbox?)",
  );
  let token = null;
  for (let i = 0; i < 50 && !token; i++) {
    const [mail] = await (await api.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    token = mail && new URL(mail.links[0]).searchParams.get("verify");
    if (!token) await new Promise((r) => setTimeout(r, 200));
  }
  await must(await api.post("/api/auth/verify-email", { headers: same, data: { token } }), "verify");
  await must(await api.post("/api/auth/sign-in", { headers: same, data: { email, password } }), "sign-in");
  const checkout = await must(
    await api.post("/api/billing/checkout", { headers: same, data: { plan: "PRO", interval: "month", from: "/billing" } }),
    "checkout",
  );
  const { url } = await checkout.json();
  await must(await api.post(url, { headers: same, form: { card: "4242 4242 4242 4242" }, maxRedirects: 0 }), "payment");
  await must(await api.post("/api/profiles/screening", { headers: same, data: clearScreening }), "screening");
  await must(await api.post("/api/plans/workout", { headers: same, data: bothPlans.workout }), "workout plan");
  await must(await api.post("/api/plans/nutrition", { headers: same, data: bothPlans.nutrition }), "nutrition plan");
  return (await ctx.cookies()).filter((c) => c.name.includes("session"));
}

/** The pages to take: given paths, or the home page and every screen (members' with a real slug). */
async function targets(ctx) {
  if (paths.length) return paths.map((path) => ({ path, member: true }));
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  const list = [{ path: "/", member: true }];
  for (const s of screens) {
    if (s.access === "visitor") {
      list.push({ path: s.path, screen: s, member: false });
      continue;
    }
    let slug;
    if (s.path.includes("$slug")) {
      const parent = s.path.slice(0, s.path.indexOf("/$slug"));
      await page.goto(parent);
      // A phone's list may link the /m… twins.
      const link = page.locator(`#main a[href^="${parent}/"], #main a[href^="/m${parent.slice(1)}/"]`).first();
      await link.waitFor();
      slug = new URL(await link.getAttribute("href"), base).pathname.split("/").pop();
    }
    list.push({ path: s.path, slug, screen: s, member: true });
  }
  return list;
}

/** The address on a device: the phone's /m… twin where the screen has one. */
const urlAt = ({ path, slug, screen }, device) => {
  const at = device === "phone" && screen?.twin ? `/m${path.slice(1)}` : path;
  return slug ? at.replace("$slug", slug) : at;
};

/** A whole page as columns `tall` px high, side by side, drawn by the browser from its own picture. */
async function sheet(ctx, png, width, height, tall) {
  const page = await ctx.newPage();
  const columns = Math.ceil(height / tall);
  const gap = 16;
  const src = `data:image/png;base64,${png.toString("base64")}`;
  await page.setViewportSize({ width: columns * (width + gap), height: Math.min(tall, height) });
  await page.setContent(
    // At the size it was taken, also in a phone's browser.
    `<meta name="viewport" content="width=device-width"><body style="margin:0;background:#888;display:flex;gap:${gap}px">${Array.from(
      { length: columns },
      (_, i) =>
        `<div style="width:${width}px;height:${Math.min(tall, height - i * tall)}px;background:url(${src}) 0 -${i * tall}px no-repeat"></div>`,
    ).join("")}</body>`,
  );
  // Two frames: the page is painted.
  await page.evaluate(() => new Promise((r) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(r))));
  const shot = await page.screenshot();
  await page.close();
  return shot;
}

// Given paths are taken signed in: as the new Pro member, or with SESSION=<token> (from POST
// /api/auth/sign-in with returnToken) as that member.
let member = process.env.SESSION
  ? [
      {
        name: "__Host-session",
        value: process.env.SESSION,
        domain: new URL(base).hostname,
        path: "/",
        secure: true,
        httpOnly: true,
      },
    ]
  : null;
let list = null;
for (const [device, viewport] of Object.entries(viewports)) {
  for (const lang of langs) {
    for (const theme of themes) {
      const ctx = await launch(viewport, device, lang, theme);
      if (!member) member = await proMember(ctx);
      if (member) await ctx.addCookies(member);
      list ??= await targets(ctx);
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      for (const target of list) {
        if (target.member) await ctx.addCookies(member ?? []);
        else await ctx.clearCookies({ name: /session/ });
        const p = urlAt(target, device);
        await page.goto(p, { waitUntil: "networkidle" });
        await page.waitForTimeout(300);
        const name = `${p.replace(/\//g, "_") || "_"}-${device}${device === "phone" ? viewport.width : ""}-${lang}-${theme}`;
        const slice = Number(process.env.SLICE);
        const tall = Number(process.env.SHEET);
        if (tall > 0) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const png = await page.screenshot({ fullPage: true });
          writeFileSync(join(out, `${name}.png`), await sheet(ctx, png, viewport.width, height, tall));
        } else if (slice > 0) {
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
