import { useEffect, useState } from "react";

/**
 * The settings tab, opened by the address's anchor when it names one: /settings#reminders (where
 * the test notification and the plan's reminder card lead). Read after hydration, since the
 * prerendered page shows the first tab, and again when only the anchor changes.
 */
export function useTabFromHash<T extends string>(tabs: readonly T[], first: T): [T, (tab: T) => void] {
  const [tab, setTab] = useState<T>(first);
  useEffect(() => {
    const follow = () => {
      const named = tabs.find((t) => `#${t}` === window.location.hash);
      if (named) setTab(named);
    };
    const now = setTimeout(follow, 0);
    window.addEventListener("hashchange", follow);
    return () => {
      clearTimeout(now);
      window.removeEventListener("hashchange", follow);
    };
  }, [tabs]);
  return [tab, setTab];
}
