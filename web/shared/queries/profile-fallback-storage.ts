import type { AsyncStorage } from "@tanstack/query-persist-client-core";

type StoreName = "localStorage" | "sessionStorage";

function store(name: StoreName): Storage | null {
  try {
    return window[name];
  } catch {
    return null; // Blocked storage (some private modes) throws on access.
  }
}

function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/**
 * Persistent storage that falls back to session storage when a write fails (full or blocked).
 * Reads prefer the persistent copy; removal clears both.
 */
export const fallbackStorage: AsyncStorage = {
  getItem: (key) =>
    attempt(() => store("localStorage")?.getItem(key)) ?? attempt(() => store("sessionStorage")?.getItem(key)) ?? null,
  setItem: (key, value) => {
    const local = store("localStorage");
    const saved = local !== null && attempt(() => (local.setItem(key, value), true)) === true;
    if (saved) {
      attempt(() => store("sessionStorage")?.removeItem(key));
      return;
    }
    attempt(() => store("sessionStorage")?.setItem(key, value));
  },
  removeItem: (key) => {
    for (const name of ["localStorage", "sessionStorage"] as const) attempt(() => store(name)?.removeItem(key));
  },
};
