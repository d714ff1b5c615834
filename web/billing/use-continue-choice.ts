import { useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import type { Interval, PaidPlan } from "../../core/billing/catalog";
import type { ActiveSubscription } from "../../core/billing/subscription";
import { asInterval, asPaidPlan, type BillingSearch } from "./links";

/**
 * Back from sign-in (or from a lock screen) with ?plan&interval: carry on to the checkout by
 * itself. A member who pays already would have the plan changed at once, with no payment page
 * to confirm on, so for them the page only preselects the billing period.
 */
export function useContinueChoice(search: BillingSearch, opts: {
  signedIn: boolean;
  /** The member's subscription once known (null: Free), undefined while it loads. */
  subscription: ActiveSubscription | null | undefined;
  subscriptionSettled: boolean;
  /** Chooses the plan as one made before signing in (the page says it is on its way). */
  choose: (plan: PaidPlan, interval: Interval, continued: true) => Promise<boolean>;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const done = useRef(false);
  const plan = asPaidPlan(search.plan);
  const interval = asInterval(search.interval);
  const { signedIn, subscription, subscriptionSettled, choose } = opts;

  useEffect(() => {
    if (done.current || !plan || !interval || !signedIn || !subscriptionSettled) return;
    done.current = true;
    // Out of the address first: coming back from the checkout must not start another one.
    void navigate({ to: pathname, search: {}, replace: true });
    const sameAsNow = subscription?.plan === plan && subscription.interval === interval;
    if (subscription && !sameAsNow) return;
    void choose(plan, interval, true);
  }, [plan, interval, signedIn, subscription, subscriptionSettled, choose, navigate, pathname]);

  return { requestedInterval: interval };
}
