// Cross-site request refusal. A browser attaches the session cookie to a form or fetch that
// another site sends here, so every state change (POST, PUT, PATCH, DELETE) must come from
// this app's own pages. Browsers say where a request comes from (Sec-Fetch-Site, else Origin);
// a request with neither header is not from a browser and carries no ambient cookie risk.
// Requests authenticated by `Authorization: Bearer` never use the cookie, so they are exempt,
// and so are the routes given as exempt (the payment provider's signed webhook).
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The content types a cross-site page can send without a preflight (an HTML form, say). */
export const formContentTypes = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"] as const;

/** The session middleware reads the token from this header first and then ignores the cookie. */
const usesBearer = (req: Request) => req.headers.get("Authorization")?.startsWith("Bearer ") ?? false;

const hostOf = (origin: string | undefined): string | null => {
  if (!origin) return null;
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/**
 * Whether a browser sent this request from a page of another origin. Hosts are compared (not
 * schemes): a proxy in front of the worker may end TLS. `appUrl` is the configured origin,
 * which counts as this app's own besides the request's.
 */
export function isCrossSite(req: Request, appUrl: string | undefined): boolean {
  const own = [new URL(req.url).host, hostOf(appUrl)].filter((h): h is string => !!h);
  const origin = req.headers.get("Origin");
  const trusted = origin !== null && own.includes(hostOf(origin) ?? "");
  const site = req.headers.get("Sec-Fetch-Site");
  if (site === "same-origin" || site === "none") return false;
  if (site) return !trusted;
  // Older browsers send only Origin ("null" from sandboxed frames and some redirects).
  if (origin !== null) return !trusted;
  return false;
}

const isUnsafe = (req: Request, exempt: readonly string[]) =>
  stateChanging.has(req.method) && !usesBearer(req) && !exempt.includes(new URL(req.url).pathname);

/** 403 cross_site_request for a state change sent by another site's page. */
export function refuseCrossSite(exempt: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isUnsafe(c.req.raw, exempt) && isCrossSite(c.req.raw, c.env.APP_URL)) throw new ApiError(403, "cross_site_request");
    await next();
  };
}

/**
 * 415 for a state change of the JSON API sent as a form or plain text: those are the only
 * bodies another site's page can post without asking first, and no JSON route reads them.
 */
export function refuseFormBodies(exempt: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
    if (type && isUnsafe(c.req.raw, exempt) && (formContentTypes as readonly string[]).includes(type)) {
      throw new ApiError(415, "unsupported_media_type");
    }
    await next();
  };
}
