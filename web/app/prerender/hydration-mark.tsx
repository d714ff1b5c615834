import { useEffect } from "react";

/** #root holds HTML the worker took from the prerendered pages. */
export const hasPrerenderedHtml = (root: HTMLElement) => root.dataset.prerendered !== undefined;

let hydrated: (() => void) | null = null;

/** Runs `fn` once the prerendered HTML is the live app. */
export function onHydrated(fn: () => void): void {
  hydrated = fn;
}

/** React has taken over an element (it keeps its fiber on the node). */
const live = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));

/**
 * Marks #root once the prerendered HTML is the live app ("yes", or "recovered" after a mismatch).
 * The root commits first and each Suspense boundary (the screen's) hydrates after it, so the mark
 * waits until every control in the page is React's.
 */
export function HydrationMark() {
  useEffect(() => {
    const root = document.getElementById("root");
    if (!root || !hasPrerenderedHtml(root)) return;
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      // Links in HTML that React sets as a whole (the chat's messages) are never its own nodes.
      const pending = [...root.querySelectorAll("a, button, input, select, textarea, form")].some(
        (el) => !live(el) && !el.closest("[data-inner-html]"),
      );
      if (pending && performance.now() - started < 10_000) {
        timer = setTimeout(check, 50);
        return;
      }
      root.dataset.hydrated ??= "yes";
      hydrated?.();
      hydrated = null;
    };
    check();
    return () => clearTimeout(timer);
  }, []);
  return null;
}
