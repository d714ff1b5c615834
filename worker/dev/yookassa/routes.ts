// The development YooKassa double (development only, like the payment sandbox: APP_ENV=development
// on a local host, and only in builds with the development tools). It speaks YooKassa's API v3 as
// the app uses it (api.ts) and shows the payer's confirmation page (confirm.ts); it tells the app
// about changes through the injected `notify`, as YooKassa POSTs notifications.
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../../env";
import { devToolsOpen } from "../../platform/development";
import { ApiError } from "../../platform/errors";
import { doubleApi } from "./api";
import { confirmRoutes } from "./confirm";
import type { NotifyApp } from "./shop";

const yooKassaDevOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!devToolsOpen(c.env, c.req.url)) throw new ApiError(404, "not_found");
  await next();
};

const yooKassaNoStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
};

/** The double's routes, notifying through `notify`. */
export const doubleRoutes = (notify: NotifyApp) =>
  new Hono<AppEnv>()
    .use(yooKassaDevOnly)
    .use(yooKassaNoStore)
    .route("/api/v3", doubleApi(notify))
    .route("/confirm", confirmRoutes(notify));

const silentNotify: NotifyApp = async () => {};
let mounted: NotifyApp | undefined;

/** The hook the app mounted the double with (worker/app.ts); before that, none (notifications are dropped). */
export const mountedNotify = (): NotifyApp => mounted ?? silentNotify;

/** The double as the app mounts it at /dev/yookassa. Made on demand: only builds with the development tools mount it. */
export function devYooKassa(notify: NotifyApp) {
  mounted = notify;
  return doubleRoutes(notify);
}
