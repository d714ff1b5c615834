// A page's address per language: `?lang=ru` opens it in Russian (and saves that choice, as the
// language switch does); the plain address picks the visitor's language and is the x-default.
import type { Context } from "hono";
import { isLocale, localeCookie, locales, type Locale } from "../../core/locale";
import type { AppEnv } from "../env";
import { appUrl } from "../shared/app-url";

export const langParam = "lang";

/** The language a page opens in: an explicit `?lang=`, else the visitor's saved or guessed one. */
export function pageLocale(c: Context<AppEnv>): { locale: Locale; chosen: boolean } {
  const asked = new URL(c.req.url).searchParams.get(langParam);
  return isLocale(asked) ? { locale: asked, chosen: true } : { locale: c.get("locale"), chosen: false };
}

/** The cookie that keeps a language chosen by address, like the client's own switch. */
export const localeChoiceCookie = (locale: Locale, secure: boolean) =>
  `${localeCookie}=${locale}; Path=/; Max-Age=34560000; SameSite=Lax${secure ? "; Secure" : ""}`;

/** The absolute address of `path` in `locale`, or the plain one (the visitor's language). */
export function localizedUrl(c: Context<AppEnv>, path: string, locale?: Locale): string {
  const url = new URL(appUrl(c, path));
  if (locale) url.searchParams.set(langParam, locale);
  return url.toString();
}

/** hreflang alternates of a page: each language, and x-default (the plain address). */
export function alternates(c: Context<AppEnv>, path: string): { hreflang: string; href: string }[] {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: localizedUrl(c, path, locale) })),
    { hreflang: "x-default", href: localizedUrl(c, path) },
  ];
}
