// The member's payments and refunds (YooKassa) and the operator's refund command, under
// /api/billing. Each member route takes its session guard itself (no router-wide `use`): this
// router shares /api/billing with the provider's notification routes, which have no session, and
// is mounted before billingRoutes, whose router-wide guard would otherwise refuse the operator.
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { BillingPaymentsJson, OperatorRefundJson } from "../../../core/api/billing";
import { refundWindowMs } from "../../../core/billing/renewals";
import { operatorRefundSchema } from "../../../core/validation/billing";
import { yookassaPayments, yookassaSubscriptions } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../platform/errors";
import { jsonBody } from "../../platform/validate";
import { appOrigin } from "../../shared/app-url";
import { sameSecret } from "../../shared/identity-client";
import { memberOf, requireUser } from "../../shared/require-user";
import { subscriptionAnswer } from "../subscription";
import { hadMemberRefund } from "./answer";
import { changedAt } from "./changes";
import { yookassaFor } from "./config";
import { paymentsOf } from "./payments-list";
import { NothingLeftToRefund, refundPayment } from "./refunds";
import { liveStatuses, liveYkSubscription, publish } from "./store";

function yookassa(c: Context<AppEnv>) {
  const ctx = yookassaFor(c.env, c.var.db, appOrigin(c), () => c.var.clock.now());
  if (!ctx) throw new ApiError(503, "payments_unavailable");
  return ctx;
}

/** The operator's command: 404 when no OPERATOR_TOKEN is set (the route is not there), 401 for another token. */
const operatorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.env.OPERATOR_TOKEN;
  if (!token) throw new ApiError(404, "not_found");
  const auth = c.req.header("Authorization") ?? "";
  const given = auth.startsWith("Bearer ") ? auth.slice(7).trim() : "";
  if (!sameSecret(given, token)) throw new ApiError(401, "unauthorized");
  await next();
};

/**
 * The member's first payment, if they may still take it back: paid within the refund window,
 * nothing of it refunded, the subscription not renewed since, and no first payment taken back before.
 */
async function refundableFirst(c: Context<AppEnv>, userId: string) {
  const db = c.var.db;
  const sub = await liveYkSubscription(db, userId);
  if (!sub?.firstPaymentId) return null;
  const first = await db.select().from(yookassaPayments).where(eq(yookassaPayments.id, sub.firstPaymentId)).get();
  if (!first || first.status !== "succeeded" || !first.paidAt || first.refundedAmount > 0) return null;
  if (c.var.clock.now() >= first.paidAt.getTime() + refundWindowMs) return null;
  const renewed = await db
    .select({ id: yookassaPayments.id })
    .from(yookassaPayments)
    .where(
      and(
        eq(yookassaPayments.subscriptionId, sub.id),
        eq(yookassaPayments.kind, "renewal"),
        eq(yookassaPayments.status, "succeeded"),
      ),
    )
    .get();
  return renewed || (await hadMemberRefund(db, userId)) ? null : { sub, first };
}

/**
 * Marks a first payment the member takes back: its subscription has ended for it, and the refund
 * is owed until it has gone through (yookassa_payments.failure, as settle.ts marks a duplicate).
 */
const memberRefundMark = "member_refund";

/** The member's first payment whose subscription ended for a refund that has not gone through (yet). */
const owedMemberRefund = (c: Context<AppEnv>, userId: string) =>
  c.var.db
    .select({ id: yookassaPayments.id, subscriptionId: yookassaPayments.subscriptionId })
    .from(yookassaPayments)
    .where(
      and(
        eq(yookassaPayments.userId, userId),
        eq(yookassaPayments.kind, "first"),
        eq(yookassaPayments.status, "succeeded"),
        eq(yookassaPayments.failure, memberRefundMark),
        lt(yookassaPayments.refundedAmount, yookassaPayments.amount),
      ),
    )
    .get();

export const yookassaBillingRoutes = new Hono<AppEnv>()
  .get("/payments", requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await paymentsOf(c.var.db, memberOf(c).id)) satisfies BillingPaymentsJson);
  })
  .post("/refund", requireUser, async (c) => {
    const member = memberOf(c);
    const ctx = yookassa(c);
    // A refund asked for before whose subscription has ended but whose money did not go back (the
    // worker stopped, YooKassa did not answer): this request completes it, whatever the date.
    const owed = await owedMemberRefund(c, member.id);
    let paymentId = owed?.id;
    // Its ending reaches the member's plan, if the request that ended it stopped before (the same event: applied once).
    if (owed) await publish(ctx, owed.subscriptionId, "subscription.refunded");
    if (!paymentId) {
      const refundable = await refundableFirst(c, member.id);
      if (!refundable) throw new ApiError(409, "refund_not_available");
      paymentId = refundable.first.id;
      // The plan ends before the money goes back, in one transaction with the payment's mark:
      // once the refund is made nothing more can be charged or renewed, and a request after a
      // failure finds the mark and makes the refund. Only while the subscription is live: a
      // request at the same moment finds it ended and completes the same refund (one key, one refund).
      const p = yookassaPayments;
      const s = yookassaSubscriptions;
      const [, ended] = await ctx.db.batch([
        ctx.db
          .update(p)
          .set({ failure: memberRefundMark })
          .where(
            and(
              eq(p.id, paymentId),
              eq(p.status, "succeeded"),
              eq(p.refundedAmount, 0),
              sql`EXISTS (SELECT 1 FROM ${s} WHERE ${s.id} = ${refundable.sub.id} AND ${s.status} IN ('active', 'past_due'))`,
            ),
          ),
        ctx.db
          .update(s)
          .set({ status: "canceled", cancelAtPeriodEnd: false, nextAttemptAt: null, updatedAt: changedAt(ctx.now()) })
          .where(and(eq(s.id, refundable.sub.id), inArray(s.status, liveStatuses)))
          .returning({ id: s.id }),
      ]);
      // The member's plan goes with it (FREE); if this publish fails, the daily expiry does it.
      if (ended.length > 0) await publish(ctx, refundable.sub.id, "subscription.refunded");
      else if (!(await owedMemberRefund(c, member.id))) throw new ApiError(409, "refund_not_available");
    }
    try {
      await refundPayment(ctx, { paymentId, reason: "member" });
    } catch (err) {
      // Given back already, or on its way: an earlier request's refund went through.
      if (!(err instanceof NothingLeftToRefund)) throw err;
    }
    // Nothing is owed any more: the payment reads as it did before (the export shows its failure).
    await ctx.db
      .update(yookassaPayments)
      .set({ failure: null })
      .where(and(eq(yookassaPayments.id, paymentId), eq(yookassaPayments.failure, memberRefundMark)))
      .run();
    c.header("Cache-Control", "no-store");
    const sub = await subscriptionAnswer(c.var.db, c.env.CHAT_LIMITER, member.id, c.var.clock.now());
    return sub ? c.json(sub) : c.body(null, 200);
  })
  // The body is read first: a malformed one is 400 whoever sends it (it reveals nothing), a
  // well-formed one then needs the operator's token.
  .post("/operator/refunds", jsonBody(operatorRefundSchema), operatorOnly, async (c) => {
    const { paymentId, amount } = c.req.valid("json");
    const made = await refundPayment(yookassa(c), { paymentId, amount, reason: "operator" });
    console.info(
      JSON.stringify({ level: "info", event: "operator_refund", payment: paymentId, refund: made.refundId, amount: made.amount }),
    );
    return c.json(made satisfies OperatorRefundJson);
  });
