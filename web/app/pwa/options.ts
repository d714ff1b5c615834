import type { VitePWAOptions } from "vite-plugin-pwa";

// The installable app: manifest, icons and a Workbox service worker at /sw.js (scope /).
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "prompt",
  injectRegister: false,
  filename: "sw.js",
  scope: "/",
  includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
  manifest: {
    name: "Forma — AI fitness coach",
    short_name: "Forma",
    description: "Personal workout and nutrition plans, an AI coach, exercises and calculators.",
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#0b0f14",
    theme_color: "#0b0f14",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,svg,png,webmanifest}"],
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
