import type { Context } from "hono";
import type { AppEnv } from "../env";

/** Absolute URL of an app page for e-mails: APP_URL when configured, else this request's origin. */
export function appUrl(c: Context<AppEnv>, path: string): string {
  const origin = c.env.APP_URL || new URL(c.req.url).origin;
  return new URL(path, origin).toString();
}

/** This app's origin (APP_URL when configured), without a trailing slash: where provider pages come back to. */
export const appOrigin = (c: Context<AppEnv>) => appUrl(c, "/").replace(/\/$/, "");
