// The app's client of the development YooKassa double: the same HTTP client as for YooKassa
// (createYooKassaClient), with the double's shop, whose requests are handed to the double's routes
// in this process (Hono's `request`), never sent over the network — as the development identity
// provider's back channel (worker/dev/identity-provider/client.ts).
import { Hono } from "hono";
import type { AppEnv, Bindings } from "../../env";
import { getDb } from "../../db/client";
import { clockMiddleware } from "../../platform/clock";
import { dbMiddleware } from "../../platform/db";
import { onError } from "../../platform/errors";
import { localeMiddleware } from "../../platform/locale";
import type { YooKassaApi } from "../../platform/payments/yookassa/api";
import { createYooKassaClient } from "../../platform/payments/yookassa/client";
import { doubleRoutes, mountedNotify } from "./routes";
import { devYooKassaApiPath, devYooKassaBase, devYooKassaShop, type NotifyApp } from "./shop";
import { setFailNext } from "./store";

export { devYooKassaShop, type NotifyApp };

/**
 * The double's routes as the app's back channel reaches them: a request in, its answer out, in
 * this process. `notify` receives the notifications the API's calls cause (a renewal's result, a
 * refund); by default the hook the app mounted the double with (worker/app.ts).
 */
export function devYooKassaFetch(env: Bindings, notify?: NotifyApp): (request: Request) => Promise<Response> {
  const double = new Hono<AppEnv>()
    .use(clockMiddleware)
    .use(dbMiddleware)
    .use(localeMiddleware)
    .route(devYooKassaBase, doubleRoutes(notify ?? mountedNotify()));
  double.onError(onError);
  return async (request) => double.request(request, undefined, env);
}

/**
 * The double's API for the app reached on `appOrigin` (a local origin: the double answers nowhere
 * else). Its payments' confirmation pages are on that origin.
 */
export function devYooKassaApi(env: Bindings, appOrigin: string, notify?: NotifyApp): YooKassaApi {
  return createYooKassaClient({
    ...devYooKassaShop,
    baseUrl: `${new URL(appOrigin).origin}${devYooKassaApiPath}`,
    fetch: devYooKassaFetch(env, notify),
  });
}

/** Tests: the next `count` charges of the saved method `methodId` are declined (insufficient funds). */
export async function failNextCharges(env: Bindings, methodId: string, count: number): Promise<void> {
  if (!(await setFailNext(getDb(env.DB), methodId, count)))
    throw new Error(`the YooKassa double has no saved method ${methodId}`);
}
