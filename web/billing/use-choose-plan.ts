import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import type { Interval, PaidPlan } from "../../core/billing/catalog";
import type { ActiveSubscription } from "../../core/billing/subscription";
import { ApiFailure } from "../api/client";
import { isMobilePath } from "../navigation/paths";
import * as m from "../paraglide/messages.js";
import { notify } from "../ui/toast";
import { billingApi, refreshBilling } from "./api";
import { billingPath } from "./links";
import { useBackFromPageCache } from "./use-back-from-page-cache";

/**
 * Buying or changing a plan for a member: the plan they already have is answered here (no
 * request); a new subscription goes to the provider's hosted checkout; an existing one moves
 * on the server. `pending` stays set while the page is leaving for the checkout.
 */
export function useChoosePlan(userId: string | null, subscription: ActiveSubscription | null | undefined) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PaidPlan | null>(null);
  // The checkout returns to the billing screen the member chose on.
  const from = billingPath(isMobilePath(useLocation().pathname));
  // Back from the checkout through the browser's page cache: the page is here again, not leaving.
  useBackFromPageCache(useCallback(() => setPending(null), []));

  /** Resolves true when the page is leaving for the provider's checkout. */
  async function choose(plan: PaidPlan, interval: Interval): Promise<boolean> {
    if (!userId || pending) return false;
    if (subscription && subscription.plan === plan && subscription.interval === interval) {
      notify.message(m.billing_already_subscribed());
      return false;
    }
    setPending(plan);
    try {
      const answer = await billingApi.checkout(plan, interval, from);
      if (answer.url) {
        window.location.assign(answer.url);
        return true;
      }
      notify.success(m.billing_plan_changed());
      await refreshBilling(queryClient, userId);
    } catch (err) {
      // The server knows better than a stale copy: it may say the plan is already theirs.
      if (err instanceof ApiFailure && err.status === 409) {
        notify.message(m.billing_already_subscribed());
        await refreshBilling(queryClient, userId).catch(() => undefined);
      } else notify.error(m.billing_error());
    }
    setPending(null);
    return false;
  }

  return { choose, pending };
}
