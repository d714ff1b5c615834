import { useSyncExternalStore } from "react";
import { parseTheme, type Theme } from "../../../core/theme";

// What the page's HTML was rendered with. The prerender sets it for each page it writes; in the
// browser it is read from the page itself (the worker marks #root with the device the HTML is
// for). Hydration renders with these values first, so the markup matches, then with the live ones.
export interface Rendered {
  theme: Theme;
  /** The HTML is the phone layout (the device guess of the first render). */
  mobile: boolean;
  year: number;
}

let atBuild: Rendered | null = null;

/** Prerender only: the values of the page being rendered. */
export function setRendered(values: Rendered): void {
  atBuild = values;
}

const thisYear = () => new Date().getFullYear();

export function rendered(): Rendered {
  if (atBuild) return atBuild;
  const root = document.getElementById("root");
  return {
    theme: parseTheme(document.documentElement.dataset.theme),
    mobile: root?.dataset.prerendered === "mobile",
    year: Number(root?.querySelector("[data-year]")?.getAttribute("data-year")) || thisYear(),
  };
}

const never = () => () => {};

/** The current year; the page's own year while hydrating, so a page built last year still matches. */
export function useYear(): number {
  return useSyncExternalStore(never, thisYear, () => rendered().year);
}

const always = () => true;

/**
 * False while React hydrates the page's HTML, true after it and in the browser's own renders: what
 * the HTML could not carry (a number formatted by this browser's Intl) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, always, () => false);
}
