// Reads a Stripe-format event (from Stripe or from the sandbox) into a PaymentEvent. Only the
// subscription events change state; the subscription object carries everything needed, and
// our checkout puts the member, plan and interval in its metadata.
import { intervals, paidPlans, type Interval, type PaidPlan } from "../../../core/billing/catalog";
import { idOf, isObj, str, type Obj } from "./json";
import { WebhookError, type PaymentEvent, type SubscriptionState } from "./port";

const subscriptionEvents = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
]);

/** A Stripe subscription object (an event's, or an API answer's) as our subscription state; null if it is not one. */
export function readSubscription(sub: Obj, deleted = false): SubscriptionState | null {
  if (!str(sub.id) || !str(sub.status)) return null;
  const meta = isObj(sub.metadata) ? sub.metadata : {};
  const item = isObj(sub.items) && Array.isArray(sub.items.data) && isObj(sub.items.data[0]) ? sub.items.data[0] : {};
  // Newer API versions keep the period on the subscription item.
  const periodEnd =
    typeof sub.current_period_end === "number"
      ? sub.current_period_end
      : typeof item.current_period_end === "number"
        ? item.current_period_end
        : 0;
  const pm = sub.default_payment_method;
  return {
    id: sub.id as string,
    customerId: idOf(sub.customer) ?? "",
    userId: str(meta.userId),
    plan: paidPlans.includes(meta.plan as PaidPlan) ? (meta.plan as PaidPlan) : null,
    interval: intervals.includes(meta.interval as Interval) ? (meta.interval as Interval) : null,
    // A deleted subscription has ended, whatever status the payload still carries.
    status: deleted ? "canceled" : (sub.status as string),
    cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    currentPeriodEnd: periodEnd * 1000,
    paymentMethodId: idOf(pm),
    last4: isObj(pm) && isObj(pm.card) ? str(pm.card.last4) : null,
  };
}

export function parseStripeEvent(raw: string): PaymentEvent {
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    throw new WebhookError("bad_payload");
  }
  if (!isObj(event) || !str(event.id) || typeof event.created !== "number" || !str(event.type))
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
