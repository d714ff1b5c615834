import type { Currency, Interval, PaidPlan } from "./catalog";

export const subscriptionStatuses = ["active", "canceled", "expired"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const paymentProviders = ["stripe", "sandbox", "yookassa"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** How a member pays: a bank card, SBP (the fast payment system), SberPay, T-Pay, a YooMoney wallet. */
export const paymentMethodKinds = ["card", "sbp", "sberpay", "tpay", "yoomoney", "other"] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];

/** The saved payment method as the billing page shows it ("Mir •••• 4477", "SBP", "SberPay"). */
export interface PaymentMethodSummary {
  kind: PaymentMethodKind;
  /** The card's last four digits (cards only). */
  last4: string | null;
  /** The card's network as the provider names it: "MIR", "Visa", "MasterCard" (cards only). */
  brand: string | null;
}

/** The next automatic charge: when, how much, and for which plan (a change applies at renewal). */
export interface NextCharge {
  at: string;
  amount: number;
  currency: Currency;
  plan: PaidPlan;
  interval: Interval;
}

/**
 * A renewal that failed: the plan stays until `graceEnds`. The app's own renewals (YooKassa) say
 * their next try (`nextAttempt`; null: none left); a card provider that tries again on its own
 * schedule (Stripe's retries) says only that it does (`providerRetries`).
 */
export interface PastDue {
  failedAt: string;
  nextAttempt: string | null;
  providerRetries: boolean;
  graceEnds: string;
}

/**
 * GET /api/subscription/get-active: an empty body means FREE. `ends` is
 * an ISO date-time; `canceled` means it stays active until `ends` and then expires.
 */
export interface ActiveSubscription {
  plan: PaidPlan;
  interval: Interval;
  status: SubscriptionStatus;
  predicatesLeft: number;
  chatMessagesLeft: number;
  paymentMethodId: string | null;
  ends: string;
  canceled: boolean;
  lastFourNumbers: string | null;
  provider: PaymentProvider;
  /** What the subscription is billed in: its plans are shown and changed in it. */
  currency: Currency;
  /** The saved payment method; null when the provider has not said. */
  method: PaymentMethodSummary | null;
  /**
   * The next automatic charge where the app runs the renewals itself (YooKassa); null once
   * canceled, and for Stripe and the sandbox, whose own pages and receipts say it.
   */
  nextCharge: NextCharge | null;
  /** Set while a failed renewal is being tried again (YooKassa). */
  pastDue: PastDue | null;
  /** Until when the member may take back the first payment in full (YooKassa); null when not. */
  refundableUntil: string | null;
}
