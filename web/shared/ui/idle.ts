/** Runs work once the page is idle, so it never competes with the first paint. */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}
