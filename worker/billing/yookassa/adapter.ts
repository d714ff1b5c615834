// The payments port over the subscriptions the app runs itself on YooKassa (yookassa_subscriptions):
// what the billing routes and the one payment handler (apply-event.ts) ask of any provider. The
// member is their own "customer": YooKassa has no customers, only payments and saved methods.
import { and, eq, ne } from "drizzle-orm";
import { yookassaSubscriptions } from "../../db/schema";
import type { PaymentsPort } from "../../platform/payments/port";
import { endAll, endNow, scheduleChange, setCancel } from "./changes";
import type { YkContext } from "./context";
import { startFirstPayment } from "./first-payment";
import { startMethodCheck } from "./method-check";
import { stateOf, ykSubscription } from "./store";

export function yookassaPort(ctx: YkContext): PaymentsPort {
  return {
    name: "yookassa",
    async findCustomer(member) {
      const t = yookassaSubscriptions;
      const any = await ctx.db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.userId, member.userId), ne(t.status, "canceled")))
        .get();
      return any ? member.userId : null;
    },
    customerFor: async (member) => member.userId,
    createCheckout: (req) => startFirstPayment(ctx, req),
    // YooKassa expires an unpaid payment's page by itself; one paid late is refunded when it is settled.
    expireOpenCheckouts: async () => {},
    async subscription(id) {
      const row = await ykSubscription(ctx.db, id);
      return row ? stateOf(row) : null;
    },
    cancelNow: (sub, { refund }) => endNow(ctx, sub.subscriptionId, refund),
    closeCustomer: (userId) => endAll(ctx, userId),
    // Changes apply at renewal (decision 0050): the member's plan stays as it is until then.
    async changePlan(sub, to) {
      await scheduleChange(ctx, sub.subscriptionId, to);
      return null;
    },
    // The change is published to the member's plan before this answers: nothing is left to apply.
    async setCancelAtPeriodEnd(sub, cancel) {
      await setCancel(ctx, sub.subscriptionId, cancel);
      return null;
    },
    paymentMethodUrl: (sub, returnUrl, locale) => startMethodCheck(ctx, sub.subscriptionId, returnUrl, locale),
  };
}
