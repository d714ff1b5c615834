// The payments port: Stripe in production, the sandbox provider locally, YooKassa for rubles.
// Stripe and the sandbox speak Stripe's webhook format (WebhookPort), so one parser serves both;
// YooKassa's notifications are read back from its API instead (worker/billing/yookassa). The
// subscriptions of all three reach one handler (worker/billing/apply-event.ts).
import type { Currency, Interval, PaidPlan } from "../../../core/billing/catalog";
import type { PaymentProvider } from "../../../core/billing/subscription";

export type ProviderName = PaymentProvider;

/** The member a provider's customer belongs to. */
export interface Member {
  userId: string;
  email: string;
}

export interface CheckoutRequest {
  userId: string;
  plan: PaidPlan;
  interval: Interval;
  currency: Currency;
  /** Minor units per billing period. */
  amount: number;
  locale: "en" | "ru";
  /** Shown on the provider's checkout page and receipts, in the member's language. */
  productName: string;
  successUrl: string;
  cancelUrl: string;
  /** The member's one customer at the provider (see PaymentsPort.customerFor). */
  customerId: string;
}

export interface ProviderSubscription {
  customerId: string;
  subscriptionId: string;
}

/** A plan change, priced in the subscription's own currency (a member's language may have changed since). */
export interface PlanChange {
  plan: PaidPlan;
  interval: Interval;
  currency: Currency;
  amount: number;
}

/** A provider's subscription as the app needs it (see stripe-events.ts). */
export interface SubscriptionState {
  id: string;
  customerId: string;
  userId: string | null;
  plan: PaidPlan | null;
  interval: Interval | null;
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, … */
  status: string;
  /** When the provider created it (ms; 0 when not said): the first of two live ones is kept. */
  created: number;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number;
  /** Where the current period began (ms; absent or 0 when not said): a past_due one's paid period ends here. */
  currentPeriodStart?: number;
  /**
   * A change waits for its invoice to be paid (Stripe's `pending_update`, from a plan change sent
   * with `payment_behavior=pending_if_incomplete`): until it is paid nothing of it applies.
   */
  pendingUpdate?: boolean;
  paymentMethodId: string | null;
  last4: string | null;
  /** What it is billed in; null when the provider's answer does not say. */
  currency: Currency | null;
}

/** A provider event reduced to what the subscription needs. */
export interface PaymentEvent {
  id: string;
  /** When the provider created it (ms): orders events that arrive out of order. */
  created: number;
  type: string;
  subscription?: SubscriptionState;
}

export interface PaymentsPort {
  readonly name: ProviderName;
  /** The member's customer at the provider, or null when there is none yet. */
  findCustomer(member: Member): Promise<string | null>;
  /** The member's one customer: the one found, else a new one (two calls at once make one). */
  customerFor(member: Member): Promise<string>;
  /** A hosted checkout page to send the member to. */
  createCheckout(req: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Expires the customer's checkout pages still open, so a stale one can no longer be paid. */
  expireOpenCheckouts(customerId: string): Promise<void>;
  /** The subscription as the provider holds it now; null when it does not know it. */
  subscription(id: string): Promise<SubscriptionState | null>;
  /**
   * Ends a subscription at once, and with `refund` gives back what it was paid (a duplicate
   * of the member's live one). Ending one that has already ended changes nothing.
   */
  cancelNow(sub: ProviderSubscription, opts: { refund: boolean }): Promise<void>;
  /** Ends every live subscription of the customer at once and expires its open checkouts (the account goes). */
  closeCustomer(customerId: string): Promise<void>;
  /**
   * Upgrade or downgrade, applied only once what it costs now is paid. Answers the subscription
   * as it is now, when the provider says so in its answer (Stripe: its webhook follows later; a
   * change whose payment did not go through comes back with `pendingUpdate`), or null when its
   * event was already applied.
   */
  changePlan(sub: ProviderSubscription, to: PlanChange): Promise<SubscriptionState | null>;
  /** Cancel at the period's end (true) or take the cancellation back (false); answers as changePlan. */
  setCancelAtPeriodEnd(sub: ProviderSubscription, cancel: boolean): Promise<SubscriptionState | null>;
  /** Where the member updates the payment method (Stripe's customer portal). */
  paymentMethodUrl(sub: ProviderSubscription, returnUrl: string, locale: "en" | "ru"): Promise<string>;
}

/** A provider whose events come as signed webhook deliveries in Stripe's format (Stripe, the sandbox). */
export interface WebhookPort extends PaymentsPort {
  /** Verifies a webhook delivery (signature, 5-minute tolerance) and reads its event. */
  parseWebhook(rawBody: string, signatureHeader: string | null, now: number): Promise<PaymentEvent>;
}

export class WebhookError extends Error {
  constructor(readonly reason: "missing_signature" | "bad_signature" | "stale" | "bad_payload") {
    super(reason);
  }
}
