// The installable app's manifest, in the visitor's language: the page links
// /manifest.webmanifest?lang=xx (a manifest is fetched without cookies), and a request without
// `lang` gets the saved or guessed language.
import type { Context } from "hono";
import { isLocale, type Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import type { AppEnv } from "../env";

export const manifestPath = "/manifest.webmanifest";

export const manifestHref = (locale: Locale) => `${manifestPath}?lang=${locale}`;

export function webManifest(locale: Locale) {
  return {
    name: m.meta_title({}, { locale }),
    short_name: m.app_short_name({}, { locale }),
    description: m.meta_description({}, { locale }),
    lang: locale,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#0b0f14",
    theme_color: "#0b0f14",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

export function serveManifest(c: Context<AppEnv>): Response {
  const asked = c.req.query("lang");
  const locale = isLocale(asked) ? asked : c.get("locale");
  return new Response(JSON.stringify(webManifest(locale)), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "no-cache",
      Vary: "Cookie, Accept-Language",
    },
  });
}
