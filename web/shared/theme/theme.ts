import { readCookie } from "../../../core/cookies";
import { parseTheme, themeCookie, themeCookieString, type Theme } from "../../../core/theme";
import { rendered } from "../ssr/rendered";
import { createExternalStore } from "../ui/external-store";

// The worker already put the cookie's theme on <html> before the first paint; this keeps
// the class and the cookie in step when the member flips it.

export function currentTheme(): Theme {
  return parseTheme(readCookie(document.cookie, themeCookie));
}

const store = createExternalStore<Theme>(currentTheme, () => rendered().theme);

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove("dark", "light");
  root.classList.add(theme);
  root.dataset.theme = theme;
  document.cookie = themeCookieString(theme, location.protocol === "https:");
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", theme === "dark" ? "#0b0f14" : "#f7f8fa");
  store.notify();
}

export function toggleTheme(): void {
  applyTheme(currentTheme() === "dark" ? "light" : "dark");
}

export function useTheme(): Theme {
  return store.use();
}

/** At start-up: make the class match the cookie (the dev server does not rewrite the page). */
export function syncThemeClass(): void {
  const theme = currentTheme();
  const root = document.documentElement;
  if (!root.classList.contains(theme)) {
    root.classList.remove("dark", "light");
    root.classList.add(theme);
    root.dataset.theme = theme;
  }
}
