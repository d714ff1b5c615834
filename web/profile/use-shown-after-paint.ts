import { startTransition, useEffect, useState } from "react";

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
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const take = () => {
      if (done) return;
      done = true;
      startTransition(() => setShown(value));
    };
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(take, 0);
    });
    // A page that does not paint (a background tab) still follows.
    const fallback = setTimeout(take, 500);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [value, shown]);
  return shown;
}
