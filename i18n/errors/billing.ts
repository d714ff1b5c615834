import * as m from "../paraglide/messages.js";
import type { BillingErrorCode } from "../../core/api/billing";
import { catalogue } from "./catalogue";

export const billingErrors = catalogue<BillingErrorCode>({
  subscription_required: m.api_error_subscription_required,
  already_subscribed: m.billing_already_subscribed,
  no_subscription: m.api_error_no_subscription,
  payments_unavailable: m.api_error_payments_unavailable,
  webhook_invalid: m.api_error_webhook_invalid,
  refund_not_available: m.api_error_refund_not_available,
  payment_not_found: m.api_error_payment_not_found,
  plan_change_unpaid: m.api_error_plan_change_unpaid,
});
