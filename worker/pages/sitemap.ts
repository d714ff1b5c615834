// What search engines may read: robots.txt points at the sitemap, which lists every listed page
// (the home page and the screens marked `listed`: those a signed-out crawler can read) in both
// languages, each with its hreflang alternates and x-default.
import type { Context } from "hono";
import { locales } from "../../core/locale";
import { homePath, screenRoutes, type ScreenRoute } from "../../core/screen-routes";
import type { AppEnv } from "../env";
import { appUrl } from "../shared/app-url";
import { alternates, localizedUrl } from "./page-links";

/** Every listed page's path; phone twins are not listed. */
export function listedPaths(): string[] {
  return [homePath, ...screenRoutes.flatMap((route: ScreenRoute) => (route.listed ? [route.path] : []))];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemap(c: Context<AppEnv>): Response {
  const urls = listedPaths().flatMap((path) => {
    const links = alternates(c, path)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join("");
    return locales.map((locale) => `<url><loc>${escapeXml(localizedUrl(c, path, locale))}</loc>${links}</url>`);
  });
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join("\n") +
    "\n</urlset>\n";
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

export function robots(c: Context<AppEnv>): Response {
  const text = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${appUrl(c, "/sitemap.xml")}`, ""].join("\n");
  return new Response(text, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
