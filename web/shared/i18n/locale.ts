import { isLocale, localeCookie, localeFromRegions, type Locale } from "../../../core/locale";
import {
  defineCustomClientStrategy,
  getLocale,
  getLocaleForUrl,
  overwriteGetLocale,
  setLocale,
} from "../../../i18n/paraglide/runtime.js";
import { readCookie } from "../../../core/cookies";
import { createExternalStore } from "../ui/external-store";

// Paraglide resolves: saved cookie, then this region guess, then English.
defineCustomClientStrategy("custom-region", {
  getLocale: () => localeFromRegions(navigator.languages?.length ? navigator.languages : [navigator.language]),
  setLocale: () => {},
});

// Paraglide works the language out again for every message it renders (reading the address and
// the cookie each time: about a sixth of a long page's first render on a slow phone). It is
// worked out once, when first asked, and then changes only through switchLocale. Paraglide's
// own getLocale (resolveLocale) serves where there is no page: the server's modules and tests.
const resolveLocale = getLocale;
let resolved: Locale | undefined;
// Looked at as the module loads: the start marks the offline shell's <html> with the theme
// (syncThemeClass) before the first message asks for the language.
const writtenByWorker = typeof document !== "undefined" && document.documentElement.dataset.theme !== undefined;
overwriteGetLocale(
  () => (resolved ??= pageLocale() ?? (typeof location === "undefined" ? resolveLocale() : getLocaleForUrl(location.href))),
);

/**
 * The language the worker resolved (cookie, then region) and wrote on <html>, beside data-theme.
 * Paraglide's own way reads document.cookie, a call to the browser process (the first read took
 * up to 3 ms on this machine's main thread, nine times that on a slow phone), and writes it back.
 * The service worker's offline shell carries neither attribute: paraglide's strategies decide
 * there (the cookie, then the region), without writing the cookie back.
 */
function pageLocale(): Locale | undefined {
  if (!writtenByWorker) return undefined;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : undefined;
}

/**
 * Once the page is the app's and idle: a page the service worker kept (read offline, or when the
 * network is slow) carries the language it was kept with, and the cookie the member's latest choice.
 * `cookies` as a Cookie header reads (readPageCookies).
 */
export function followLocaleCookie(cookies: string): void {
  const chosen = readCookie(cookies, localeCookie);
  if (isLocale(chosen) && chosen !== getLocale()) switchLocale(chosen);
}

// Hydration renders in the page's language: paraglide resolves it as the worker did. (Called
// through arrows: the prerender replaces paraglide's getLocale for each page.)
const store = createExternalStore<Locale>(
  () => getLocale(),
  () => getLocale(),
);

/** Saves the choice (cookie), updates <html lang> and re-renders subscribers without a reload. */
export function switchLocale(next: Locale): void {
  if (next === getLocale()) return;
  resolved = next;
  void setLocale(next, { reload: false });
  document.documentElement.lang = next;
  store.notify();
}

export function useLocale(): Locale {
  return store.use();
}

/**
 * An address with `?lang=` (from a search engine or a shared link) has already saved that
 * language in the cookie; the parameter leaves the address so that a later switch, a reload or
 * a bookmark is not turned back by it.
 */
export function dropLanguageParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has("lang")) return;
  url.searchParams.delete("lang");
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}
