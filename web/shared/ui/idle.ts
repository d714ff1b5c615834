/** Runs work once the page is idle, so it never competes with the first paint. */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

/**
 * Resolves in a new task, so the browser can handle input and paint in between: start-up work
 * is cut into pieces a slow phone runs in under 50 ms each.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `fn` once the browser has painted what changed (the frame, then a task after it), or within
 * half a second in a page that does not paint (a background tab). Work that would otherwise hold up
 * the paint of a press goes here. Answers how to call it off.
 */
export function afterPaint(fn: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(once, 0);
  });
  const fallback = setTimeout(once, 500);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}
