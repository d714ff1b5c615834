import { useEffect } from "react";

/**
 * Runs `reset` when the browser brings this page back from its page cache (the Back button
 * after leaving for a provider's page): a "leaving…" state must not stay on.
 */
export function useBackFromPageCache(reset: () => void): void {
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) reset();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [reset]);
}
