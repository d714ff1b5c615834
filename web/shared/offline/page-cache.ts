// The service worker's copies of pages for offline reading (web/app/pwa/options.ts). They hold
// members' frames, so signing out drops them with the rest of the member's data.

/** The Cache Storage cache the service worker keeps pages in. */
export const pageCacheName = "pages";

/** Drops the kept pages (where the browser has Cache Storage). */
export async function forgetCachedPages(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(pageCacheName).catch(() => false);
}
