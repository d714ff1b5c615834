// What the billing calls take: a paid plan and a billing interval, and which billing screen
// (desktop or phone) the provider's pages return to.
import * as v from "valibot";
import { intervals, paidPlans } from "../billing/catalog";
import { isTimeZone } from "../time-zone";

export const billingScreens = ["/billing", "/mbilling"] as const;
export type BillingScreen = (typeof billingScreens)[number];
const from = v.optional(v.picklist(billingScreens, "validation_return_screen"), "/billing");
/** The device's time zone, for the dates in billing e-mails and receipts (absent: kept as it was). */
const timeZone = v.optional(v.pipe(v.string("validation_time_zone"), v.check(isTimeZone, "validation_time_zone")));

export const checkoutSchema = v.object({
  plan: v.picklist(paidPlans, "validation_billing_plan"),
  interval: v.picklist(intervals, "validation_billing_interval"),
  from,
  timeZone,
});

export const paymentMethodSchema = v.object({ from, timeZone });

/** An operator's refund: a payment of YooKassa's, all of it or `amount` minor units of it. */
export const operatorRefundSchema = v.object({
  paymentId: v.pipe(v.string("validation_payment_id"), v.regex(/^[0-9a-zA-Z-]{8,64}$/, "validation_payment_id")),
  amount: v.optional(v.pipe(v.number("validation_refund_amount"), v.integer("validation_refund_amount"), v.minValue(1, "validation_refund_amount"))),
});
