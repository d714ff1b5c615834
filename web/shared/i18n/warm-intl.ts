/**
 * Loads the browser's Intl data off the main thread, in a worker, while the app is still starting:
 * otherwise the first number the page formats pays for it in the middle of a render (decision 0035).
 */
export function warmIntl(lang: string): void {
  try {
    new Worker(new URL("./intl-warmup.worker.ts", import.meta.url), { type: "module", name: "intl-warmup" }).postMessage(lang);
  } catch {
    // No workers (or refused): the page's first formatter loads the data, as it would anyway.
  }
}
