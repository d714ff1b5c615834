import { readCookie } from "../../../core/cookies";
import { parseTheme, themeCookie, themeCookieString, type Theme } from "../../../core/theme";
import { rendered } from "../ssr/rendered";
import { createExternalStore } from "../ui/external-store";

// The worker already put the cookie's theme on <html> before the first paint; this keeps
// the class and the cookie in step when the member flips it.

// Read once: React asks for the theme on every render. The worker writes the cookie's theme on
// <html> as data-theme, so the start need not read document.cookie, which asks the browser
// process (up to 3 ms on this machine's main thread, nine times that on a slow phone). The
// service worker's offline shell has no data-theme: the cookie decides there.
let theme: Theme | undefined;
const cookieTheme = () => readCookie(document.cookie, themeCookie);

export function currentTheme(): Theme {
  return (theme ??= parseTheme(document.documentElement.dataset.theme ?? cookieTheme()));
}

/**
 * Once the page is the app's and idle: a page the service worker kept (read offline, or when the
 * network is slow) carries the theme it was kept with, and the cookie the member's latest choice.
 * `cookies` as a Cookie header reads (readPageCookies).
 */
export function followThemeCookie(cookies: string): void {
  const chosen = parseTheme(readCookie(cookies, themeCookie));
  if (chosen !== currentTheme()) applyTheme(chosen);
}

const store = createExternalStore<Theme>(currentTheme, () => rendered().theme);

/** Puts the theme on <html>: its class, which the styles follow, and data-theme. */
function markRoot(next: Theme): void {
  const root = document.documentElement;
  root.classList.remove("dark", "light");
  root.classList.add(next);
  root.dataset.theme = next;
}

export function applyTheme(next: Theme): void {
  theme = next;
  markRoot(next);
  document.cookie = themeCookieString(next, location.protocol === "https:");
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", next === "dark" ? "#0b0f14" : "#f7f8fa");
  store.notify();
}

export function toggleTheme(): void {
  applyTheme(currentTheme() === "dark" ? "light" : "dark");
}

export function useTheme(): Theme {
  return store.use();
}

/** At start-up: make the class match the theme (the offline shell's class is the build's). */
export function syncThemeClass(): void {
  if (!document.documentElement.classList.contains(currentTheme())) markRoot(currentTheme());
}
