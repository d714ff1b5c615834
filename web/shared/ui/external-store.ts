import { useSyncExternalStore } from "react";

/**
 * A value kept outside React (a cookie, the paraglide locale) that components re-render on.
 * `serverValue` is what server rendering and hydration use (a function to read it then).
 */
export function createExternalStore<T>(read: () => T, serverValue: T | (() => T)) {
  const listeners = new Set<() => void>();
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  };
  return {
    notify: () => listeners.forEach((l) => l()),
    use: () =>
      useSyncExternalStore(subscribe, read, () =>
        typeof serverValue === "function" ? (serverValue as () => T)() : serverValue,
      ),
  };
}
