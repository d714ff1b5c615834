// Reads a Stripe-format event (from Stripe or from the sandbox) into a PaymentEvent. Only the
// subscription events change state; the subscription object carries everything needed, and
// our checkout puts the member, plan and interval in its metadata. Times and amounts must be
// plausible: an event with `created: 1e308` or a negative period end is refused as a bad payload.
import { currencies, intervals, paidPlans, type Currency, type Interval, type PaidPlan } from "../../../core/billing/catalog";
import { idOf, isObj, str, type Obj } from "./json";
import { WebhookError, type PaymentEvent, type SubscriptionState } from "./port";

const subscriptionEvents = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  // A plan change whose invoice was paid late, or that waited until it lapsed: the subscription as it is then.
  "customer.subscription.pending_update_applied",
  "customer.subscription.pending_update_expired",
]);

/** Unix seconds up to the end of year 9999: whole, positive, and a date JavaScript can hold. */
const latestSecond = 253_402_300_799;
/** Stripe charges at most eight digits of minor units; a credit may be negative. */
const largestAmount = 99_999_999;

const timeField =
  /^(created|start_date|billing_cycle_anchor|trial_start|trial_end|current_period_start|current_period_end)$|_at$/;
const amountField = /(^|_)amount($|_)/;

const isSeconds = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= latestSecond;
const isAmount = (v: number) => Number.isSafeInteger(v) && Math.abs(v) <= largestAmount;

/** True when every time and amount in `value`, at any depth, is one Stripe could have written. */
function plausible(value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  if (Array.isArray(value)) return value.every((item) => plausible(item, depth + 1));
  if (!isObj(value)) return true;
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === "number") {
      if (timeField.test(key) && !isSeconds(v)) return false;
      if (amountField.test(key) && !isAmount(v)) return false;
    } else if (typeof v === "object" && v !== null && !plausible(v, depth + 1)) return false;
  }
  return true;
}

/** A Stripe subscription object (an event's, or an API answer's) as our subscription state; null if it is not one. */
export function readSubscription(sub: Obj, deleted = false): SubscriptionState | null {
  if (!str(sub.id) || !str(sub.status) || !plausible(sub)) return null;
  const meta = isObj(sub.metadata) ? sub.metadata : {};
  const item = isObj(sub.items) && Array.isArray(sub.items.data) && isObj(sub.items.data[0]) ? sub.items.data[0] : {};
  // Newer API versions keep the period on the subscription item.
  const periodEnd = isSeconds(sub.current_period_end)
    ? sub.current_period_end
    : isSeconds(item.current_period_end)
      ? item.current_period_end
      : 0;
  const periodStart = isSeconds(sub.current_period_start)
    ? sub.current_period_start
    : isSeconds(item.current_period_start)
      ? item.current_period_start
      : 0;
  const pm = sub.default_payment_method;
  // Stripe names currencies in lower case ("usd").
  const currency = isObj(item.price) ? str(item.price.currency)?.toUpperCase() : null;
  return {
    id: sub.id as string,
    customerId: idOf(sub.customer) ?? "",
    userId: str(meta.userId),
    plan: paidPlans.includes(meta.plan as PaidPlan) ? (meta.plan as PaidPlan) : null,
    interval: intervals.includes(meta.interval as Interval) ? (meta.interval as Interval) : null,
    // A deleted subscription has ended, whatever status the payload still carries.
    status: deleted ? "canceled" : (sub.status as string),
    created: isSeconds(sub.created) ? sub.created * 1000 : 0,
    cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    currentPeriodEnd: periodEnd * 1000,
    currentPeriodStart: periodStart * 1000,
    // Stripe keeps the change's items (and metadata) here until its invoice is paid.
    pendingUpdate: isObj(sub.pending_update),
    paymentMethodId: idOf(pm),
    last4: isObj(pm) && isObj(pm.card) ? str(pm.card.last4) : null,
    currency: currencies.includes(currency as Currency) ? (currency as Currency) : null,
  };
}

export function parseStripeEvent(raw: string): PaymentEvent {
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    throw new WebhookError("bad_payload");
  }
  if (!isObj(event) || !str(event.id) || !isSeconds(event.created) || !str(event.type) || !plausible(event))
    throw new WebhookError("bad_payload");
  const out: PaymentEvent = { id: event.id as string, created: event.created * 1000, type: event.type as string };
  if (!subscriptionEvents.has(out.type)) return out;
  const sub =
    isObj(event.data) && isObj(event.data.object)
      ? readSubscription(event.data.object, out.type === "customer.subscription.deleted")
      : null;
  if (!sub) throw new WebhookError("bad_payload");
  out.subscription = sub;
  return out;
}
