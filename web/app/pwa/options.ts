import type { VitePWAOptions } from "vite-plugin-pwa";
import { pageCacheName } from "../../shared/offline/page-cache";

// The installable app's Workbox service worker at /sw.js (scope /). It precaches the app shell
// (index.html and the entry's files), so a page opened without a network, even one never
// visited, still starts the app, which then shows its offline page.
/**
 * No network and no copy of the page: the precached shell, marked so the app shows its offline
 * page (a browser may still report itself online; the attribute is `offlineStartAttribute`).
 * Workbox copies this function's source into sw.js, so it uses nothing from outside it.
 */
async function offlineShell(): Promise<Response | undefined> {
  const shell = await caches.match("/index.html", { ignoreSearch: true });
  if (!shell) return undefined;
  const html = (await shell.text()).replace("<html ", '<html data-offline-start="" ');
  // Only the type: the cached copy's length or encoding would not describe the changed body.
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/**
 * Which pages the offline copy keeps: whole answers (200), and never one the worker marked
 * no-store, which carries the member's own data (their conversation, decision 0037) that must
 * not outlive their session on this device. Copied into sw.js like `offlineShell`.
 */
export async function keepablePage({ response }: { response: Response }): Promise<Response | null> {
  return response.status === 200 && !/no-store/.test(response.headers.get("Cache-Control") ?? "") ? response : null;
}

/**
 * A kept copy is served only if it could have been kept now: a service worker from before
 * `keepablePage` stored every page, a Pro member's conversation included.
 */
export async function usableCopy({ cachedResponse }: { cachedResponse?: Response }): Promise<Response | null> {
  return cachedResponse && !/no-store/.test(cachedResponse.headers.get("Cache-Control") ?? "") ? cachedResponse : null;
}

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "prompt",
  injectRegister: false,
  filename: "sw.js",
  scope: "/",
  includeAssets: ["favicon.svg", "icons/favicon-48.png", "icons/apple-touch-icon.png"],
  // The worker writes the manifest in the visitor's language (/manifest.webmanifest?lang=…).
  manifest: false,
  workbox: {
    // Tapping a notification (the rest timer's end) brings its screen back; the second clears
    // what earlier workers kept (the Background Sync queue of decision 0042, retired by 0063).
    importScripts: ["/sw-notifications.js", "/sw-retired.js"],
    globPatterns: ["**/*.{js,css,svg,png}", "index.html"],
    // A navigation to / must reach the worker (theme, language, status), not the precached shell.
    directoryIndex: null,
    // Installing fetches the app, not the library's texts or the charts (with d3): those are
    // cached the first time a page needs them (runtime rule below).
    globIgnores: ["**/content-*.js", "**/d3-*.js", "**/BalanceChart-*.js", "**/WeightChart-*.js", "**/ExerciseChart-*.js"],
    // Pages come from the worker (theme and language on <html>). Only when the network is gone
    // does a page come from the cache: its last copy, else the precached shell (whose script
    // then sets the class and language from the cookies). The API, the development tools (mailbox,
    // payment sandbox) and the identity providers' returns (/auth/…/callback, a one-time redirect)
    // are never answered by the app's shell nor kept.
    navigateFallback: null,
    runtimeCaching: [
      {
        // Hashed file names never change content, so a cached copy is always right.
        urlPattern: ({ url }) => url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: { cacheName: "assets", expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 90 } },
      },
      {
        // Files (sitemap.xml, the manifest, icons, the library's texts) are never answered with a page.
        urlPattern: ({ request, url }) =>
          request.mode === "navigate" && !/^\/(api|auth|dev|sandbox)(\/|$)/.test(url.pathname) && !/\.\w+$/.test(url.pathname),
        handler: "NetworkFirst",
        options: {
          cacheName: pageCacheName,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 20 },
          plugins: [{ handlerDidError: offlineShell, cacheWillUpdate: keepablePage, cachedResponseWillBeUsed: usableCopy }],
        },
      },
    ],
    cleanupOutdatedCaches: true,
  },
};
