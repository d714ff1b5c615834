import type { Context } from "hono";
import { readCookie } from "../../core/cookies";
import { themeCookie, parseTheme } from "../../core/theme";
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import type { AppEnv } from "../env";
import { findPrerendered, withPrerendered } from "./prerendered";

/** What a page's HTML carries besides the theme: its status, language, texts and extra rewrites. */
export interface PageOptions {
  status?: number;
  locale?: Locale;
  title?: string;
  description?: string;
  rewrite?: (rewriter: HTMLRewriter) => HTMLRewriter;
}

/** A page load rather than a script, style or image request. */
export function isNavigation(req: Request): boolean {
  const dest = req.headers.get("Sec-Fetch-Dest");
  if (dest) return dest === "document";
  return (req.headers.get("Accept") ?? "").includes("text/html");
}

/**
 * The build's index.html itself. The static files redirect /index.html to /: this request follows
 * that inside the binding, where / is the same file. A browser's request passed on as it came gets
 * the redirect instead, and its browser then asks the worker for / (a signed-in member's home).
 */
export function fetchShell(c: Context<AppEnv>): Promise<Response> {
  return c.env.ASSETS.fetch(new URL("/index.html", new URL(c.req.url).origin), { headers: { Accept: "text/html" } });
}

// Page navigations get index.html with the theme class and the language already on <html>,
// so the first paint has the right colours and no inline script is needed.
export async function serveIndexHtml(c: Context<AppEnv>, page: PageOptions = {}) {
  const asset = await fetchShell(c);
  if (!asset.ok) return asset;
  const theme = parseTheme(readCookie(c.req.header("Cookie"), themeCookie));
  const locale = page.locale ?? c.get("locale");
  // A page the app does not have shows the not-found screen: nothing prerendered for it.
  const prerendered = page.status === 404 ? null : await findPrerendered(c, locale, theme);
  const rewriter = new HTMLRewriter()
    .on("html", {
      element(el) {
        el.setAttribute("lang", locale);
        el.setAttribute("class", theme);
        el.setAttribute("data-theme", theme);
      },
    })
    // Title and description in the visitor's language for the first paint and for crawlers.
    .on("title", {
      element(el) {
        el.setInnerContent(page.title ?? m.meta_title({}, { locale }));
      },
    })
    .on('meta[name="description"]', {
      element(el) {
        el.setAttribute("content", page.description ?? m.meta_description({}, { locale }));
      },
    });
  // A visitor's public page, or the frame of a member's page, arrives already rendered; the client hydrates it.
  const rewritten = page.rewrite?.(rewriter) ?? rewriter;
  const res = (prerendered ? withPrerendered(rewritten, prerendered) : rewritten).transform(asset);
  const headers = new Headers(res.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  // The page varies by cookie (theme, language) and must pick up new deploys at once. One that
  // carries the member's own data (their conversation) is kept by no cache, the service worker's
  // included (web/app/pwa/options.ts).
  headers.set("Cache-Control", prerendered?.data?.private ? "private, no-store" : prerendered?.member ? "private, no-cache" : "no-cache");
  headers.set("Vary", "Cookie, Accept-Language, User-Agent");
  // The asset's ETag describes the file before rewriting; one ETag for every theme would let a
  // browser revalidate a dark page into a light one.
  headers.delete("ETag");
  return new Response(c.req.method === "HEAD" ? null : res.body, { status: page.status ?? 200, headers });
}
