import { useSyncExternalStore } from "react";
import { localeFromRegions, type Locale } from "../../core/locale";
import { defineCustomClientStrategy, getLocale, setLocale } from "../paraglide/runtime.js";

// Paraglide resolves: saved cookie, then this region guess, then English (SPEC section 4).
defineCustomClientStrategy("custom-region", {
  getLocale: () => localeFromRegions(navigator.languages?.length ? navigator.languages : [navigator.language]),
  setLocale: () => {},
});

const listeners = new Set<() => void>();

export function currentLocale(): Locale {
  return getLocale();
}

/** Saves the choice (cookie), updates <html lang> and re-renders subscribers without a reload. */
export function switchLocale(next: Locale): void {
  if (next === getLocale()) return;
  void setLocale(next, { reload: false });
  document.documentElement.lang = next;
  for (const l of listeners) l();
}

export function useLocale(): Locale {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getLocale,
    getLocale,
  );
}
