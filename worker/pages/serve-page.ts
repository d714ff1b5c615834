// A page navigation: the app's HTML with 404 for paths the app does not have, the language
// asked by `?lang=`, and for listed pages the link-preview tags and language alternates.
import type { Context } from "hono";
import type { Locale } from "../../core/locale";
import type { AppEnv } from "../env";
import { savedLocale } from "../platform/locale";
import { appUrl } from "../shared/app-url";
import { serveIndexHtml } from "./index-html";
import { knownPage } from "./known-pages";
import { manifestHref } from "./manifest";
import { pageMeta, type PageMeta } from "./page-meta";
import { alternates, localeChoiceCookie, localizedUrl, pageLocale } from "./page-links";

const ogLocale: Record<Locale, string> = { en: "en_US", ru: "ru_RU" };

const escapeAttr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Open Graph and Twitter card tags, hreflang alternates and the canonical address of a listed
 * page. `path` is the page's own spelling (a phone twin, `/Billing` or `/login/` point at it);
 * the canonical is the plain address when the visit had no `?lang=`, as that one is x-default.
 */
function previewTags(c: Context<AppEnv>, path: string, locale: Locale, chosen: boolean, meta: PageMeta): string {
  const other: Locale = locale === "en" ? "ru" : "en";
  const image = appUrl(c, "/icons/icon-512.png");
  const props: [string, string][] = [
    ["og:type", "website"],
    ["og:site_name", "Forma"],
    ["og:title", meta.title],
    ["og:description", meta.description],
    ["og:url", localizedUrl(c, path, locale)],
    ["og:image", image],
    ["og:locale", ogLocale[locale]],
    ["og:locale:alternate", ogLocale[other]],
  ];
  const names: [string, string][] = [
    ["twitter:card", "summary"],
    ["twitter:title", meta.title],
    ["twitter:description", meta.description],
    ["twitter:image", image],
  ];
  return [
    ...props.map(([p, v]) => `<meta property="${p}" content="${escapeAttr(v)}" />`),
    ...names.map(([n, v]) => `<meta name="${n}" content="${escapeAttr(v)}" />`),
    ...alternates(c, path).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeAttr(a.href)}" />`),
    `<link rel="canonical" href="${escapeAttr(localizedUrl(c, path, chosen ? locale : undefined))}" />`,
  ].join("");
}

export async function servePage(c: Context<AppEnv>): Promise<Response> {
  const { pathname } = new URL(c.req.url);
  const page = knownPage(pathname);
  const { locale, chosen } = pageLocale(c);
  const meta = page ? pageMeta(page, locale) : null;
  const head = page && meta ? previewTags(c, page.canonicalPath, locale, chosen, meta) : "";
  const res = await serveIndexHtml(c, {
    // Unknown paths and slugs: the app still starts and shows its not-found screen.
    status: page ? 200 : 404,
    locale,
    ...meta,
    rewrite: (r) =>
      r
        .on("head", {
          element(el) {
            if (head) el.append(head, { html: true });
            if (!page) el.append('<meta name="robots" content="noindex" />', { html: true });
          },
        })
        .on('link[rel="manifest"]', {
          element(el) {
            el.setAttribute("href", manifestHref(locale));
          },
        }),
  });
  // A guessed language is saved as well (paraglide's start did this in the page before the page
  // took its language from <html lang>): the app's API requests name the page's language without
  // a region, which the guess by region reads as English.
  if (!chosen && savedLocale(c.req.raw)) return res;
  const out = new Response(res.body, res);
  out.headers.append("Set-Cookie", localeChoiceCookie(locale, new URL(c.req.url).protocol === "https:"));
  return out;
}
