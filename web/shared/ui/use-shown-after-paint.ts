import { startTransition, useEffect, useState } from "react";
import { afterPaint } from "./idle";

/**
 * `value`, taken a moment later: once the browser has painted what changed with it, as a
 * transition (work React splits into pieces that yield to input). Unlike useDeferredValue, whose
 * render may start before that paint, nothing of the work that follows (a panel's code loaded
 * and run, a large commit: pieces React cannot split) comes between a press and its paint.
 */
export function useShownAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    return afterPaint(() => startTransition(() => setShown(value)));
  }, [value, shown]);
  return shown;
}
