// Whether a member's subscription row still grants its plan at a given moment. The row's status
// changes only at the expiry's runs (expire-subscriptions, hourly and daily), so between the end
// of a period and the next run a row still says "canceled" or "active" of a plan that has ended: what is handed
// out by the row (Pro's monthly previews: their restore at 00:00 on the 1st and their spending)
// asks this instead of the status alone. The same rule as the expiry's (worker/billing/cron-tasks.ts).
import { renewalGraceMs } from "../../core/billing/renewals";

/**
 * How long an unrenewed active Stripe (or sandbox) subscription keeps its plan after its paid
 * period: one whose renewal Stripe reports unpaid (past_due, its row's period ends where the paid
 * one did) or whose news has not come. The same grace as a ruble renewal being tried again.
 */
export const cardRenewalGraceMs = renewalGraceMs;

/**
 * SQL over the `subscriptions` row (the statement's own table, named so): canceled, until its
 * period's end; active with Stripe or the sandbox, until the grace after it (5 days); active with
 * YooKassa, while the app's own row is not ended (its retries and grace are the app's, decision 0050).
 * `now` is written into the text: a number, never a member's input.
 */
export function planGrantedSql(now: number): string {
  if (!Number.isSafeInteger(now)) throw new Error("planGrantedSql needs a time in milliseconds");
  return `((subscriptions.status = 'canceled' AND subscriptions.current_period_end > ${now})
    OR (subscriptions.status = 'active' AND subscriptions.provider <> 'yookassa' AND subscriptions.current_period_end > ${now - cardRenewalGraceMs})
    OR (subscriptions.status = 'active' AND subscriptions.provider = 'yookassa' AND NOT EXISTS
      (SELECT 1 FROM yookassa_subscriptions WHERE yookassa_subscriptions.id = subscriptions.subscription_id AND yookassa_subscriptions.status = 'canceled')))`;
}
