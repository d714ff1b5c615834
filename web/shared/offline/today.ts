// The member's today where they are, the day the food diary and the workout log write to: read
// after hydration (a prerendered frame and its first render know no date: they show the loading
// state), and again each minute and when the screen comes back into view, so a screen left open
// past midnight moves on.
import { useSyncExternalStore } from "react";
import { localIsoDate } from "../i18n/format";

function subscribe(listener: () => void) {
  const timer = setInterval(listener, 60_000);
  document.addEventListener("visibilitychange", listener);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", listener);
  };
}

/** Today's date (YYYY-MM-DD) in the member's time zone, or null before hydration. */
export const useToday = (): string | null => useSyncExternalStore(subscribe, () => localIsoDate(), () => null);
