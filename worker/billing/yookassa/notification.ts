// A YooKassa notification, applied: nothing in its body is trusted but the object's id, which is
// read back from YooKassa's API; what the API says now is settled (settle.ts, refunds.ts), so a
// forged, repeated or late notification changes nothing a genuine one would not.
import { ApiError } from "../../platform/errors";
import { YooKassaError, type YkPayment, type YkRefund } from "../../platform/payments/yookassa/api";
import type { YkContext } from "./context";
import { settleRefund } from "./refunds";
import { settlePayment } from "./settle";

const ids = /^[0-9a-zA-Z_-]{1,64}$/;

/** The event and the object's id; 400 for anything that is not a notification. */
export function readNotification(body: unknown): { event: string; id: string } {
  const n = body as { type?: unknown; event?: unknown; object?: { id?: unknown } } | null;
  const event = n?.event;
  const id = n?.object?.id;
  if (
    !n ||
    typeof n !== "object" ||
    n.type !== "notification" ||
    typeof event !== "string" ||
    typeof id !== "string" ||
    !ids.test(id)
  )
    throw new ApiError(400, "webhook_invalid");
  return { event, id };
}

/** YooKassa's object now; null when it does not know the id (YooKassa answers 404, or 400 for a malformed one). */
async function readBack<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof YooKassaError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

/**
 * Applies a notification; answers what was done. An id YooKassa does not know, or an event the
 * app does not use, is answered (and logged) as ignored: YooKassa would otherwise retry it for a day.
 */
export async function applyNotification(ctx: YkContext, body: unknown): Promise<string> {
  const { event, id } = readNotification(body);
  let result = "ignored";
  if (event.startsWith("payment.")) {
    const payment: YkPayment | null = await readBack(() => ctx.api.getPayment(id));
    result = payment ? await settlePayment(ctx, payment) : "unknown_payment";
  } else if (event.startsWith("refund.")) {
    const refund: YkRefund | null = await readBack(() => ctx.api.getRefund(id));
    result = refund ? await settleRefund(ctx, refund) : "unknown";
  }
  if (result === "ignored" || result.startsWith("unknown"))
    console.warn(JSON.stringify({ level: "warn", event: "yookassa_notification_ignored", type: event, id, result }));
  return result;
}
