import type { MiddlewareHandler } from "hono";
import { readCookie } from "../../core/cookies";
import { isLocale, localeCookie, parseAcceptLanguage, resolveLocale, type Locale } from "../../core/locale";
import type { AppEnv } from "../env";

/** The language the visitor chose and the cookie keeps, if it holds one of ours. */
export function savedLocale(req: Request): Locale | undefined {
  const saved = readCookie(req.headers.get("Cookie"), localeCookie);
  return isLocale(saved) ? saved : undefined;
}

export function requestLocale(req: Request): Locale {
  return resolveLocale(savedLocale(req), parseAcceptLanguage(req.headers.get("Accept-Language")));
}

/** Sets c.var.locale for messages and errors: saved choice, else region, else English. */
export const localeMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("locale", requestLocale(c.req.raw));
  await next();
};
