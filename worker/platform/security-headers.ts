import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../env";

declare const __VITE_DEV_SERVER__: boolean | undefined;
const devServer = typeof __VITE_DEV_SERVER__ !== "undefined" && __VITE_DEV_SERVER__;

// No inline script anywhere (except Vite's own preamble under `npm run dev`); styles allow
// inline attributes because the accessible primitives position popovers with style attributes.
const turnstile = "https://challenges.cloudflare.com";
// Open Food Facts' product pictures, shown beside a product found by its barcode (both hosts
// appear in its answers' image addresses).
const foodProductImages = ["https://images.openfoodfacts.org", "https://static.openfoodfacts.org"];

const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // Turnstile's script, used only when the captcha is configured. 'wasm-unsafe-eval' lets the
    // barcode scanner compile its WASM reader (our own /assets file; it allows no eval of script).
    scriptSrc: devServer
      ? ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'", turnstile]
      : ["'self'", "'wasm-unsafe-eval'", turnstile],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...foodProductImages],
    fontSrc: ["'self'"],
    connectSrc: devServer ? ["'self'", "ws:"] : ["'self'"],
    // blob: for the worker that loads Intl's data while the app starts (web/app/main.ts), whose
    // code comes with the entry script; only script already running can make one.
    workerSrc: ["'self'", "blob:"],
    manifestSrc: ["'self'"],
    frameSrc: ["'self'", turnstile],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
  xContentTypeOptions: "nosniff",
  xFrameOptions: "DENY",
  strictTransportSecurity: false,
  crossOriginOpenerPolicy: "same-origin",
  crossOriginResourcePolicy: "same-origin",
  permissionsPolicy: { camera: ["self"], microphone: [], geolocation: [], payment: ["self"] },
});

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await headers(c, next);
  // HSTS only means something over https; on http://localhost it would be ignored or sticky.
  if (new URL(c.req.url).protocol === "https:") {
    c.res.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  }
};
