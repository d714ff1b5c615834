import { localeFromRegions, type Locale } from "../../../core/locale";
import { defineCustomClientStrategy, getLocale, setLocale } from "../../../i18n/paraglide/runtime.js";
import { createExternalStore } from "../ui/external-store";

// Paraglide resolves: saved cookie, then this region guess, then English.
defineCustomClientStrategy("custom-region", {
  getLocale: () => localeFromRegions(navigator.languages?.length ? navigator.languages : [navigator.language]),
  setLocale: () => {},
});

// Hydration renders in the page's language: paraglide resolves it as the worker did. (Called
// through arrows: the prerender replaces paraglide's getLocale for each page.)
const store = createExternalStore<Locale>(
  () => getLocale(),
  () => getLocale(),
);

/** Saves the choice (cookie), updates <html lang> and re-renders subscribers without a reload. */
export function switchLocale(next: Locale): void {
  if (next === getLocale()) return;
  void setLocale(next, { reload: false });
  document.documentElement.lang = next;
  store.notify();
}

export function useLocale(): Locale {
  return store.use();
}
