import { useSyncExternalStore } from "react";

// The visitor's "reduce motion" setting: read where something is about to move, and as a hook
// for what a render shows.
const query = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;

const subscribe = (changed: () => void) => {
  const list = query();
  list?.addEventListener("change", changed);
  return () => list?.removeEventListener("change", changed);
};
export const prefersReducedMotion = (): boolean => query()?.matches ?? false;

/**
 * Whether the visitor asks for reduced motion. A prerendered page was drawn without knowing, so
 * hydration reads "no" (the HTML's playing figure) and the visitor's answer renders right after:
 * read in the first render, a paused figure did not match the HTML and React drew the page again.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
