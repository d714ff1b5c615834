import type { Page, Request } from "playwright-core";
import { expect } from "vitest";
import { articles } from "../../../content/articles/catalog";
import { dishes } from "../../../content/dishes/dishes";
import { course } from "../../../content/education/course";
import { exercises } from "../../../content/exercises/index";
import { screenRoutes, twinPath, type ScreenRoute, type SlugSource } from "../../../core/screen-routes";
import { baseURL, openPage, type phone } from "../helpers";

// What the two prerendering test files share (prerendered-public-pages, prerendered-member-pages):
// which pages are checked comes from the screens' table (core/screen-routes.ts), as the layout
// sweep does: a screen added there is prerendered by the build and hydrated here without
// anyone listing it.

/** A real page of a `$slug` screen: the first entry of its content. */
export const firstSlug: Record<SlugSource, string> = {
  exercises: exercises[0]!.slug,
  articles: articles[0]!.slug,
  lessons: course[0]!.slug,
  dishes: dishes[0]!.slug,
};
/** A screen's page at its desktop path (or, on a phone, at its /m… twin where it has one). */
export const pageOf = (screen: ScreenRoute, onPhone = false) => {
  const path = onPhone && screen.twin ? twinPath(screen.path) : screen.path;
  return screen.slugs ? path.replace("$slug", firstSlug[screen.slugs]) : path;
};
/** Every page a visitor can open: home and each screen not for members only. */
export const publicScreens: readonly ScreenRoute[] = screenRoutes.filter((s) => s.access !== "member");
/** Every screen a member gets as a frame: each members' screen and each screen for everyone, a `$slug` screen at one real entry. */
export const memberScreens: readonly ScreenRoute[] = screenRoutes.filter((s) => s.access !== "visitor");
/** Screens whose page loads its text from a content chunk of its own (scripts/content-chunks.mjs). */
export const textChunk: SlugSource[] = ["exercises", "articles", "lessons"];

/** The page's HTML as the worker sends it, before any script runs. */
export async function pageHtml(path: string, cookie = "", userAgent?: string): Promise<string> {
  const headers: Record<string, string> = { "Sec-Fetch-Dest": "document", Accept: "text/html", Cookie: cookie };
  if (userAgent) headers["User-Agent"] = userAgent;
  const res = await fetch(`${baseURL()}${path}`, { headers });
  expect(res.status).toBe(200);
  return res.text();
}

/** #root's opening tag and what it holds. */
export function root(html: string): { tag: string; inner: string } {
  const start = html.indexOf('<div id="root"');
  const open = html.indexOf(">", start) + 1;
  return { tag: html.slice(start, open), inner: html.slice(open, html.lastIndexOf("<noscript>")) };
}

/** Text without tags, entities and React's markers, spaces collapsed. */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The requests each watched page has under way, and how many it has made (see `hydrated`). */
const underWay = new WeakMap<Page, { pending: Set<Request>; made: number }>();

/**
 * Records the page's console errors and warnings (hydration problems among them) and uncaught
 * errors; and, for `hydrated`, which of its requests are under way.
 */
export function watch(page: Page): string[] {
  const requests = { pending: new Set<Request>(), made: 0 };
  underWay.set(page, requests);
  page.on("request", (r) => {
    requests.pending.add(r);
    requests.made += 1;
  });
  page.on("requestfinished", (r) => void requests.pending.delete(r));
  page.on("requestfailed", (r) => void requests.pending.delete(r));
  const problems: string[] = [];
  page.on("console", (msg) => {
    if ((msg.type() === "error" || msg.type() === "warning") && !msg.text().includes("Service Worker registration blocked"))
      problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** Opens a page as a visitor, recording its problems (`watch`). */
export async function visit(path: string, opts: { cookies?: Record<string, string>; device?: typeof phone } = {}) {
  const page = await openPage(null, { device: opts.device });
  const problems = watch(page);
  const cookies = Object.entries(opts.cookies ?? {}).map(([name, value]) => ({ name, value, url: baseURL() }));
  if (cookies.length) await page.context().addCookies(cookies);
  await page.goto(path);
  return { page, problems };
}

export async function hydrated(page: Page): Promise<string> {
  await page.waitForFunction(() => document.getElementById("root")?.dataset.hydrated);
  // Inner parts hydrate after the root: give a late mismatch the chance to show.
  await quiet(page);
  return page.evaluate(() => document.getElementById("root")!.dataset.hydrated!);
}

/**
 * Waits until the page has no request under way and nothing left to run: the code and data the
 * inner parts wait for have arrived and they have hydrated. An idle callback runs only once no
 * task is queued, and a request the page starts before it is reported before the callback's
 * answer. A watched page's requests are known, so this takes no longer than they do;
 * "networkidle" waits 500 ms more, which was half of each page's time in the hydration tests.
 * The shell's extras, which load at a later idle moment (React shows them after a 300 ms
 * throttle), may still be coming: `idleExtrasLoaded` waits for those.
 */
async function quiet(page: Page): Promise<void> {
  const requests = underWay.get(page);
  if (!requests) return page.waitForLoadState("networkidle");
  const deadline = Date.now() + 15_000;
  const idle = () => page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
  for (;;) {
    while (requests.pending.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (Date.now() >= deadline)
      throw new Error(`still loading after 15 s: ${[...requests.pending].map((r) => r.url()).join(", ")}`);
    // Quiet through two idle moments in a row: what the first one starts is seen by the second.
    const made = requests.made;
    await idle();
    await idle();
    if (!requests.pending.size && requests.made === made) return;
  }
}

/**
 * Waits until the network has been quiet for 500 ms: the shell's extras the app loads once idle
 * (the connection watcher and its toasts, the unsent changes' sender) have loaded and started,
 * so their console errors show too. The same on every page: the tests wait for them once.
 */
export const idleExtrasLoaded = (page: Page) => page.waitForLoadState("networkidle");
