import type { MiddlewareHandler } from "hono";
import { readCookie } from "../../core/cookies";
import { localeCookie, parseAcceptLanguage, resolveLocale, type Locale } from "../../core/locale";
import type { AppEnv } from "../env";

export function requestLocale(req: Request): Locale {
  const saved = readCookie(req.headers.get("Cookie"), localeCookie);
  return resolveLocale(saved, parseAcceptLanguage(req.headers.get("Accept-Language")));
}

/** Sets c.var.locale for messages and errors: saved choice, else region, else English. */
export const localeMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("locale", requestLocale(c.req.raw));
  await next();
};
