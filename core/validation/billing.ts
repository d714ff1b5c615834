// What the billing calls take: a paid plan and a billing interval.
import * as v from "valibot";
import { intervals, paidPlans } from "../billing/catalog";

export const checkoutSchema = v.object({
  plan: v.picklist(paidPlans, "validation_billing_plan"),
  interval: v.picklist(intervals, "validation_billing_interval"),
  /** Where the checkout returns to: the billing screen the member chose on. */
  from: v.optional(v.picklist(["/billing", "/mbilling"]), "/billing"),
});
export type CheckoutInput = v.InferInput<typeof checkoutSchema>;
