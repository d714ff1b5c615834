// POST /api/billing/yookassa/notifications: YooKassa's call. In production the sender must be one
// of YooKassa's addresses (403 otherwise); the body is read for an id only (notification.ts).
import type { Context } from "hono";
import type { NotificationJson } from "../../../core/api/billing";
import type { AppEnv } from "../../env";
import { ApiError } from "../../platform/errors";
import { appOrigin } from "../../shared/app-url";
import { notifyDouble, yookassaFor } from "./config";
import { applyNotification } from "./notification";
import { isYooKassaSender } from "./sender";

/** The development double's hook (worker/dev/yookassa): the same path without the sender check. */
export const notifyFromDouble = notifyDouble;

export async function receiveNotification(c: Context<AppEnv>) {
  const ctx = yookassaFor(c.env, c.var.db, appOrigin(c), () => c.var.clock.now());
  if (!ctx) throw new ApiError(503, "payments_unavailable");
  if (!ctx.double && !isYooKassaSender(c.req.header("CF-Connecting-IP"))) throw new ApiError(403, "forbidden");
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, "webhook_invalid");
  }
  const result = await applyNotification(ctx, body);
  return c.json({ received: true, result } satisfies NotificationJson);
}
