import type { Context } from "hono";
import { readCookie } from "../../core/cookies";
import { isMobileAgent } from "../../core/device";
import type { Locale } from "../../core/locale";
import type { Theme } from "../../core/theme";
import type { Plan } from "../../core/plans";
import type { AppEnv } from "../env";
import { sessionMember } from "../shared/session/middleware";
import { memberPageData, pageDataScript, type PageData } from "./member-data";
import { publicPageData } from "./public-data";
import { footerData } from "./footer-data";
import { sessionCookie, sessionIdFromToken } from "../shared/session/store";

// The pages rendered at build time (scripts/prerender.mjs), one per language, theme and device:
// the public pages as a visitor sees them, /_prerendered/<locale>/<theme>/<device>/<page>.frag,
// and the members' pages as their frames (web/shared/ssr/member-frame.ts),
// /_prerendered/member/<locale>/<theme>/<device>/<page>[.FREE|.BASIC].frag (Pro's frame is the
// plain name; a page that differs by plan has the others too). Each file is a comment line (the
// scripts its screen needs, and `byPlan` when the page differs by plan), then the inner HTML of #root.

export interface PrerenderedPage {
  html: string;
  preload: string[];
  device: "desktop" | "mobile";
  /** A members' frame: whose, and the plan it shows (web/shared/ssr/member-frame.ts). */
  member?: { id: string; plan: Plan };
  /** Data written into the page during the request (member-data.ts, public-data.ts, footer-data.ts), handed to the client too. */
  data?: Omit<PageData, "fill">;
}

interface Header {
  preload: string[];
  /** The page differs by plan: the other plans have their own files. */
  byPlan?: true;
}

/** Page names are plain path segments (a library entry below its list for members); `/` is home. */
const publicPath = /^\/(?:[a-z][a-z-]*)?$/;
const memberPath = /^\/(?:[a-z][a-z-]*(?:\/[a-z0-9][a-z0-9-]*)?)?$/;
/** A page's file name below its directory, without extension: home is `index`. */
const pageFile = (pathname: string) => (pathname === "/" ? "index" : pathname.slice(1));

async function readFrame(c: Context<AppEnv>, file: string): Promise<{ html: string; header: Header } | null> {
  const res = await c.env.ASSETS.fetch(new URL(file, c.req.url));
  if (!res.ok) return null;
  const text = await res.text();
  // A missing file may come back as the app's index.html: only a file with the header line counts.
  const header = /^<!--(\{.*\})-->\n/.exec(text);
  if (!header) return null;
  return { html: text.slice(header[0].length), header: JSON.parse(header[1]!) as Header };
}

/** The signed-in member's id and plan, or null when the cookie's session is gone. */
async function memberOf(c: Context<AppEnv>, token: string) {
  return (await sessionMember(c, sessionIdFromToken(token)))?.user ?? null;
}

/** A phone as far as the request tells: a mobile user agent or the mobile client hint. */
export function isMobileRequest(req: Request): boolean {
  return req.headers.get("Sec-CH-UA-Mobile") === "?1" || isMobileAgent(req.headers.get("User-Agent") ?? "");
}

/**
 * The prerendered HTML of the requested page: a visitor's public page, or a member's frame of a
 * members' page (the member's own data comes after hydration, but for the little that
 * member-data.ts writes into it during the request). A member gets a frame on the pages for
 * everyone too (home, the agreement, billing). A session cookie whose session is gone, a member on
 * a visitor's page (sign-in) and a page with a query (tokens, notices, filters) get the plain
 * shell, as does a page without a file (every page in `npm run dev`).
 */
export async function findPrerendered(c: Context<AppEnv>, locale: Locale, theme: Theme): Promise<PrerenderedPage | null> {
  const url = new URL(c.req.url);
  if (url.search) return null;
  const device = isMobileRequest(c.req.raw) ? "mobile" : "desktop";
  const token = readCookie(c.req.header("Cookie"), sessionCookie);
  if (token === undefined) {
    if (!publicPath.test(url.pathname)) return null;
    const page = await readFrame(c, `/_prerendered/${locale}/${theme}/${device}/${pageFile(url.pathname)}.frag`);
    if (!page) return null;
    const data = publicPageData(c, page.html);
    const filled = data ? await data.fill(page.html) : null;
    return withFooterConfig(c, {
      html: filled ?? page.html,
      preload: page.header.preload,
      device,
      ...(data && filled ? { data } : {}),
    });
  }
  if (!memberPath.test(url.pathname)) return null;
  const dir = `/_prerendered/member/${locale}/${theme}/${device}/${pageFile(url.pathname)}`;
  const [open, user] = await Promise.all([readFrame(c, `${dir}.frag`), memberOf(c, token)]);
  if (!open || !user) return null;
  const member = { id: user.id, plan: user.plan };
  // Pro's frame is the page's own; a page that differs by plan has one for each other plan.
  const [frame, data] = await Promise.all([
    open.header.byPlan && user.plan !== "PRO" ? readFrame(c, `${dir}.${user.plan}.frag`) : open,
    // Data that cannot be read (or written in, below) leaves the plain frame: the screen then asks
    // for it itself, and says so if that fails.
    memberPageData(c, url.pathname, user, locale).catch(() => null),
  ]);
  if (!frame) return null;
  // Filled before it goes into #root: what a rewriter inserts is not matched again.
  const filled = data ? await data.fill(frame.html).catch(() => null) : null;
  const page: PrerenderedPage = { html: filled ?? frame.html, preload: frame.header.preload, device, member };
  return withFooterConfig(c, data && filled ? { ...page, data } : page);
}

/** The page with the deployment's details in its footer, and those details beside its other data. */
function withFooterConfig(c: Context<AppEnv>, page: PrerenderedPage): PrerenderedPage {
  const footer = footerData(c, page.html);
  if (!footer) return page;
  const { data } = page;
  return {
    ...page,
    html: footer.html,
    data: { queries: [...(data?.queries ?? []), footer.query], private: data?.private ?? false },
  };
}

/**
 * Puts the page into #root, marked with the device it is for and the screen's scripts, which the
 * entry script preloads once the page has been painted (web/app/main.ts), and the member's data
 * the page shows (already written into it) for the client, after #root.
 */
export function withPrerendered(rewriter: HTMLRewriter, page: PrerenderedPage): HTMLRewriter {
  const { data } = page;
  return rewriter.on("#root", {
    element(el) {
      el.setAttribute("data-prerendered", page.device);
      if (page.preload.length) el.setAttribute("data-preload", page.preload.join(" "));
      if (page.member) {
        el.setAttribute("data-member", page.member.id);
        el.setAttribute("data-plan", page.member.plan);
      }
      el.setInnerContent(page.html, { html: true });
      if (data) el.after(pageDataScript(data), { html: true });
    },
  });
}
