// /api/billing and /api/subscription: checkout, plan changes, the member's subscription.
import type { ActiveSubscription } from "../billing/subscription";

export type { ActiveSubscription };

export type BillingErrorCode =
  "subscription_required" | "already_subscribed" | "no_subscription" | "payments_unavailable" | "webhook_invalid";

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
