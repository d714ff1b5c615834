// A ruble checkout: the app's subscription waits (incomplete) while the member pays its first
// payment on YooKassa's page; the payment saves the method the renewals are charged to. It is
// settled when YooKassa's notification is read back (settle.ts), never from the return itself.
import { eq } from "drizzle-orm";
import { priceFor } from "../../../core/billing/catalog";
import { users, yookassaSubscriptions } from "../../db/schema";
import type { CheckoutRequest } from "../../platform/payments/port";
import { ykAmount } from "../../platform/payments/yookassa/api";
import { receiptFor } from "../../platform/payments/yookassa/receipt";
import type { YkContext } from "./context";
import { newPaymentRow } from "./store";
import { returnUrlFor } from "./return-url";

/** YooKassa's page speaks the member's language. */
export const ykLocale = (locale: "en" | "ru") => (locale === "ru" ? "ru_RU" : "en_US");

/** The receipt's buyer: the member's address (the cash register e-mails the receipt there). */
export async function memberEmail(ctx: YkContext, userId: string): Promise<string> {
  const user = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  if (!user) throw new Error("the member of a YooKassa payment is gone");
  return user.email;
}

/** Starts a checkout: a new incomplete subscription and its first payment; answers YooKassa's page. */
export async function startFirstPayment(ctx: YkContext, req: CheckoutRequest): Promise<{ id: string; url: string }> {
  // Rubles only, whatever the request says: YooKassa charges RUB.
  const amount = priceFor(req.plan, req.interval, "RUB");
  const email = await memberEmail(ctx, req.userId);
  const now = new Date(ctx.now());
  const subscriptionId = crypto.randomUUID();
  await ctx.db
    .insert(yookassaSubscriptions)
    .values({
      id: subscriptionId,
      userId: req.userId,
      plan: req.plan,
      interval: req.interval,
      amount,
      status: "incomplete",
      currentPeriodEnd: now,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  const receipt = receiptFor(ctx.receipts, { app: ctx.env.APP_NAME, email, plan: req.plan, interval: req.interval, amount });
  const payment = await ctx.api.createPayment(
    {
      amount: ykAmount(amount),
      description: req.productName.slice(0, 128),
      capture: true,
      // YooKassa has one way back, paid or not: the return page reads the payment and says which.
      confirmation: {
        type: "redirect",
        return_url: returnUrlFor(ctx, subscriptionId, "first", req.successUrl),
        locale: ykLocale(req.locale),
      },
      save_payment_method: true,
      receipt,
      metadata: { userId: req.userId, subscriptionId, kind: "first", plan: req.plan, interval: req.interval },
    },
    // A new key per checkout: each checkout is its own payment.
    `first:${subscriptionId}`,
  );
  const url = payment.confirmation?.confirmation_url;
  if (!url) throw new Error("YooKassa's payment came back without a confirmation page");
  await ctx.db.batch([
    newPaymentRow(ctx.db, {
      id: payment.id,
      userId: req.userId,
      subscriptionId,
      kind: "first",
      plan: req.plan,
      interval: req.interval,
      amount,
      receipt,
      createdAt: now,
    }),
    ctx.db.update(yookassaSubscriptions).set({ firstPaymentId: payment.id }).where(eq(yookassaSubscriptions.id, subscriptionId)),
  ]);
  return { id: payment.id, url };
}
