// Picks YooKassa's API for ruble payments: the real one when the shop's id and secret key are
// set; otherwise, in a development build running locally, the development double (which answers
// on local hosts only, like the sandbox's public secret); elsewhere none, and ruble checkouts
// fall back to the dollar path's provider (worker/billing/provider.ts).
import type { Bindings } from "../../env";
import type { Db } from "../../db/client";
import { getDb } from "../../db/client";
import { devYooKassaApi } from "../../dev/service";
import { systemClock } from "../../platform/clock";
import { devToolsBuilt, isDevelopment, isLocalRequest } from "../../platform/development";
import type { YkNotification, YooKassaApi } from "../../platform/payments/yookassa/api";
import { createYooKassaClient } from "../../platform/payments/yookassa/client";
import { receiptConfig } from "../../platform/payments/yookassa/receipt";
import { yookassaPort } from "./adapter";
import type { YkContext } from "./context";
import { applyNotification } from "./notification";

function contextOf(env: Bindings, db: Db, baseUrl: string, now: (() => number) | undefined, api: YooKassaApi, double: boolean) {
  const clock = env.clock ?? systemClock;
  const ctx: YkContext = {
    env,
    db,
    api,
    receipts: receiptConfig(env),
    baseUrl: baseUrl.replace(/\/$/, ""),
    double,
    now: now ?? (() => clock.now()),
    // Set right below: the port works on the context it belongs to.
    port: undefined as unknown as YkContext["port"],
  };
  ctx.port = yookassaPort(ctx);
  return ctx;
}

/**
 * The double's context. Its notifications come back through `notifyDouble`, in-process: the same
 * re-read-and-settle path as YooKassa's POSTs, without the sender check only a network call needs.
 */
function doubleContext(env: Bindings, db: Db, baseUrl: string, now?: () => number): YkContext {
  return contextOf(env, db, baseUrl, now, devYooKassaApi(env, baseUrl, notifyDouble), true);
}

/** The double's notification, applied as YooKassa's would be (what it says is read back, never trusted). */
export async function notifyDouble(env: Bindings, notification: YkNotification, appOrigin: string): Promise<void> {
  await applyNotification(doubleContext(env, getDb(env.DB), appOrigin), notification);
}

/** YooKassa for this configuration, its return pages on `baseUrl`; null when ruble payments are off. */
export function yookassaFor(env: Bindings, db: Db, baseUrl: string, now?: () => number): YkContext | null {
  if (env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY) {
    const api = createYooKassaClient({
      shopId: env.YOOKASSA_SHOP_ID,
      secretKey: env.YOOKASSA_SECRET_KEY,
      // Looked up per call, not captured: the worker's global fetch.
      fetch: (request) => fetch(request),
    });
    return contextOf(env, db, baseUrl, now, api, false);
  }
  // `devToolsBuilt` first: the production build drops the double's code behind it.
  if (!devToolsBuilt || !isDevelopment(env) || !isLocalRequest(baseUrl)) return null;
  return doubleContext(env, db, baseUrl, now);
}
