// What the billing calls take: a paid plan and a billing interval, and which billing screen
// (desktop or phone) the provider's pages return to.
import * as v from "valibot";
import { intervals, paidPlans } from "../billing/catalog";

export const billingScreens = ["/billing", "/mbilling"] as const;
export type BillingScreen = (typeof billingScreens)[number];
const from = v.optional(v.picklist(billingScreens, "validation_return_screen"), "/billing");

export const checkoutSchema = v.object({
  plan: v.picklist(paidPlans, "validation_billing_plan"),
  interval: v.picklist(intervals, "validation_billing_interval"),
  from,
});

export const paymentMethodSchema = v.object({ from });
