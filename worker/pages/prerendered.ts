import type { Context } from "hono";
import { readCookie } from "../../core/cookies";
import { isMobileAgent } from "../../core/device";
import type { Locale } from "../../core/locale";
import type { Theme } from "../../core/theme";
import type { AppEnv } from "../env";
import { sessionCookie } from "../shared/session/store";

// The public pages rendered at build time (scripts/prerender.mjs), one per language, theme and
// device: /_prerendered/<locale>/<theme>/<desktop|mobile>/<page>.frag. Each file is a comment
// line with the scripts its screen needs, then the inner HTML of #root.

export interface PrerenderedPage {
  html: string;
  preload: string[];
  device: "desktop" | "mobile";
}

/** Page names are plain path segments; anything else has no prerendered file. */
const pagePath = /^\/(?:[a-z][a-z-]*)?$/;

/** A phone as far as the request tells: a mobile user agent or the mobile client hint. */
export function isMobileRequest(req: Request): boolean {
  return req.headers.get("Sec-CH-UA-Mobile") === "?1" || isMobileAgent(req.headers.get("User-Agent") ?? "");
}

/**
 * The prerendered HTML of the requested page, for a visitor only: a member's pages differ (a
 * session cookie means the plain shell), and so does a page with a query (tokens, notices,
 * filters). Null when the page has none (every page in `npm run dev`).
 */
export async function findPrerendered(c: Context<AppEnv>, locale: Locale, theme: Theme): Promise<PrerenderedPage | null> {
  const url = new URL(c.req.url);
  if (url.search || !pagePath.test(url.pathname)) return null;
  if (readCookie(c.req.header("Cookie"), sessionCookie) !== undefined) return null;
  const device = isMobileRequest(c.req.raw) ? "mobile" : "desktop";
  const name = url.pathname === "/" ? "index" : url.pathname.slice(1);
  const res = await c.env.ASSETS.fetch(new URL(`/_prerendered/${locale}/${theme}/${device}/${name}.frag`, url.origin));
  if (!res.ok) return null;
  const text = await res.text();
  // A missing file may come back as the app's index.html: only a file with the header line counts.
  const header = /^<!--(\{.*\})-->\n/.exec(text);
  if (!header) return null;
  const { preload } = JSON.parse(header[1]!) as { preload: string[] };
  return { html: text.slice(header[0].length), preload, device };
}

/** Puts the page into #root (marked with the device it is for) and preloads its screen's scripts. */
export function withPrerendered(rewriter: HTMLRewriter, page: PrerenderedPage): HTMLRewriter {
  return rewriter
    .on("head", {
      element(el) {
        el.append(page.preload.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join(""), { html: true });
      },
    })
    .on("#root", {
      element(el) {
        el.setAttribute("data-prerendered", page.device);
        el.setInnerContent(page.html, { html: true });
      },
    });
}
