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
