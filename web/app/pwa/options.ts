import type { VitePWAOptions } from "vite-plugin-pwa";

// The installable app's icons and Workbox service worker at /sw.js (scope /).
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "prompt",
  injectRegister: false,
  filename: "sw.js",
  scope: "/",
  includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
  // The worker writes the manifest in the visitor's language (/manifest.webmanifest?lang=…).
  manifest: false,
  workbox: {
    globPatterns: ["**/*.{js,css,svg,png}"],
    // Installing fetches the app, not the library's texts or the chart library: those are
    // cached the first time a page needs them (runtime rule below).
    globIgnores: ["**/content-*.js", "**/charts-*.js", "**/BalanceChart-*.js", "**/WeightChart-*.js"],
    // Pages come from the worker (theme and language on <html>); never serve a cached shell
    // for API calls, and fall back to the cached index only when the network is gone.
    navigateFallback: null,
    runtimeCaching: [
      {
        // Hashed file names never change content, so a cached copy is always right.
        urlPattern: ({ url }) => url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: { cacheName: "assets", expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 90 } },
      },
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkFirst",
        options: { cacheName: "pages", networkTimeoutSeconds: 4, expiration: { maxEntries: 20 } },
      },
    ],
    cleanupOutdatedCaches: true,
  },
};
