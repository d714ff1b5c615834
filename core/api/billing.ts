// /api/billing and /api/subscription: checkout, plan changes, the member's subscription.
import type { Currency, Interval, PaidPlan } from "../billing/catalog";
import type { ActiveSubscription, PaymentMethodSummary } from "../billing/subscription";

export type { ActiveSubscription };

export type BillingErrorCode =
  | "subscription_required"
  | "already_subscribed"
  | "no_subscription"
  | "payments_unavailable"
  | "webhook_invalid"
  | "refund_not_available"
  | "payment_not_found"
  /** A plan change whose payment did not go through: the plan stays as it was (402). */
  | "plan_change_unpaid";

/**
 * GET /api/subscription/get-active, and POST /cancel and /renew: the subscription, or an empty
 * body (the client reads it as null) for a member on FREE.
 */
export type SubscriptionJson = ActiveSubscription | null;

/** POST /api/billing/checkout: the provider's page, or a plan changed in place. */
export type CheckoutJson = { url: string; changed?: never } | { changed: true; url?: never };

/** POST /api/subscription/payment-method: the provider's page. */
export interface PaymentMethodJson {
  url: string;
}

/** POST /api/billing/webhook (the provider's call): what was done with the event. */
export interface WebhookJson {
  received: true;
  result: string;
}

/**
 * One money movement of the member's (YooKassa: each charge and refund, with its 54-FZ receipt;
 * Stripe sends its own receipts, so its charges are not listed here).
 */
export interface BillingPaymentJson {
  id: string;
  /** When it was paid or refunded (ISO); when it was started while still pending. */
  at: string;
  kind: "first" | "renewal" | "refund";
  plan: PaidPlan;
  interval: Interval;
  /** Minor units of `currency`; a refund's amount is what was given back. */
  amount: number;
  currency: Currency;
  status: "pending" | "succeeded" | "canceled";
  method: PaymentMethodSummary | null;
  /** The receipt's page (same origin, the member's session); null until the charge succeeds. */
  receiptUrl: string | null;
}

/** GET /api/billing/payments: newest first. */
export interface BillingPaymentsJson {
  payments: BillingPaymentJson[];
}

/** POST /api/billing/yookassa/notifications (YooKassa's call): what was done with it. */
export interface NotificationJson {
  received: true;
  result: string;
}

/** POST /api/billing/operator/refunds (an operator's command): the refund made. */
export interface OperatorRefundJson {
  refundId: string;
  status: "pending" | "succeeded" | "canceled";
  amount: number;
}
