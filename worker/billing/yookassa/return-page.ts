// GET /billing/yookassa/return: where YooKassa's page sends the member back, whether they paid or
// not (YooKassa has one return address). The payment is read back from YooKassa's API and settled
// here, so the member usually finds the plan on at once instead of waiting for the notification,
// and the billing page is told how it went: ?checkout=success|canceled|pending after a first
// payment, ?card=updated|canceled|pending after a payment-method check. Nothing in the address is
// trusted: it names our subscription, and only YooKassa's answer decides. It needs no session, so
// the reads it makes of YooKassa are limited per client address; past the limit the member is
// sent on as "pending" and the notification settles the payment.
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { billingScreens, type BillingScreen } from "../../../core/validation/billing";
import { yookassaPayments } from "../../db/schema";
import type { AppEnv } from "../../env";
import { clientAddress } from "../../platform/client-address";
import { take, type Limit } from "../../platform/rate-limit";
import type { YkPayment } from "../../platform/payments/yookassa/api";
import { appOrigin, appUrl } from "../../shared/app-url";
import { yookassaFor } from "./config";
import type { YkContext } from "./context";
import type { ReturnKind } from "./return-url";
import { settlePayment } from "./settle";
import { ykSubscription } from "./store";

/** Returns read back per client address: a member comes back once a payment; a script asking for any id does not get YooKassa read for it. */
export const returnsPerAddress = { max: 30, windowMs: 15 * 60_000 } as const;
const returnLimit = (req: Request): Limit => ({ key: `yookassaReturn:${clientAddress(req)}`, ...returnsPerAddress });

const screenOf = (to: string | undefined): BillingScreen =>
  (billingScreens as readonly string[]).includes(to ?? "") ? (to as BillingScreen) : "/billing";

/** The payment YooKassa holds now, settled; null when it cannot be read (the notification will settle it later). */
async function readBack(ctx: YkContext, id: string): Promise<YkPayment | null> {
  try {
    const payment = await ctx.api.getPayment(id);
    if (payment) await settlePayment(ctx, payment);
    return payment;
  } catch (err) {
    console.warn(
      JSON.stringify({
        level: "warn",
        event: "yookassa_return_read_failed",
        error: err instanceof Error ? err.message : "unknown",
      }),
    );
    return null;
  }
}

async function outcome(ctx: YkContext, subscriptionId: string, kind: ReturnKind): Promise<string | null> {
  const sub = await ykSubscription(ctx.db, subscriptionId);
  if (!sub) return null;
  if (kind === "first") {
    if (!sub.firstPaymentId) return null;
    const payment = await readBack(ctx, sub.firstPaymentId);
    if (!payment) return "checkout=pending";
    return `checkout=${payment.status === "succeeded" ? "success" : payment.status === "canceled" ? "canceled" : "pending"}`;
  }
  const p = yookassaPayments;
  const check = await ctx.db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.subscriptionId, subscriptionId), eq(p.kind, "method_check")))
    .orderBy(desc(p.createdAt))
    .get();
  if (!check) return null;
  const payment = await readBack(ctx, check.id);
  if (!payment || payment.status === "pending") return "card=pending";
  const after = await ykSubscription(ctx.db, subscriptionId);
  const saved = payment.payment_method?.saved && after?.paymentMethodId === payment.payment_method.id;
  return `card=${saved ? "updated" : "canceled"}`;
}

/** The billing screen's word when the payment is not read here: the page waits for the notification's outcome. */
const notRead = (kind: ReturnKind) => (kind === "method" ? "card=pending" : "checkout=pending");

export const yookassaReturn = new Hono<AppEnv>().get("/", async (c) => {
  const to = screenOf(c.req.query("to"));
  const kind: ReturnKind = c.req.query("kind") === "method" ? "method" : "first";
  const id = c.req.query("subscription") ?? "";
  const ctx = /^[0-9a-f-]{36}$/.test(id) ? yookassaFor(c.env, c.var.db, appOrigin(c), () => c.var.clock.now()) : null;
  // Counted before anything is read, in one conditional write: of many sent at once, exactly the limit read.
  const allowed = ctx ? (await take(c.var.db, returnLimit(c.req.raw), c.var.clock.now())).taken : false;
  const told = ctx ? (allowed ? await outcome(ctx, id, kind) : notRead(kind)) : null;
  c.header("Cache-Control", "no-store");
  return c.redirect(appUrl(c, told ? `${to}?${told}` : to), 303);
});
