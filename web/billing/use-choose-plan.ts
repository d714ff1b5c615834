import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Interval, PaidPlan } from "../../core/billing/catalog";
import type { ActiveSubscription } from "../../core/billing/subscription";
import { ApiFailure } from "../shared/api/client";
import * as m from "../../i18n/paraglide/messages.js";
import { notify } from "../shared/ui/toast";
import { billingApi, refreshBilling } from "../shared/queries/billing";
import { useBillingScreen } from "./links";
import { useBackFromPageCache } from "./use-back-from-page-cache";

/** A plan chosen by a member; `continued` when the page carries on with a choice made before signing in. */
type Choice = { userId: string; plan: PaidPlan; interval: Interval; continued: boolean };

/**
 * Buying or changing a plan for a member: the plan they already have is answered here (no
 * request); a new subscription goes to the provider's hosted checkout; an existing one moves
 * on the server. `pending` (the plan) stays set while the page is leaving for the checkout, and
 * `continuing` tells that the choice was made before signing in.
 */
export function useChoosePlan(userId: string | null, subscription: ActiveSubscription | null | undefined) {
  const queryClient = useQueryClient();
  // The checkout returns to the billing screen the member chose on.
  const from = useBillingScreen();
  const checkout = useMutation({
    mutationFn: ({ plan, interval }: Choice) => billingApi.checkout(plan, interval, from),
    onSuccess: async (answer, { userId }) => {
      if (answer.url) return window.location.assign(answer.url);
      notify.success(m.billing_plan_changed());
      await refreshBilling(queryClient, userId);
    },
    onError: async (err, { userId }) => {
      // The server knows better than a stale copy: it may say the plan is already theirs.
      if (err instanceof ApiFailure && err.status === 409) {
        notify.message(m.billing_already_subscribed());
        await refreshBilling(queryClient, userId).catch(() => undefined);
      } else if (err instanceof ApiFailure && err.code === "plan_change_unpaid") {
        // The change's payment did not go through: the server says so, and the plan shown stays.
        notify.error(err.message);
        await refreshBilling(queryClient, userId).catch(() => undefined);
      } else notify.error(m.billing_error());
    },
  });
  // Back from the checkout through the browser's page cache: the page is here again, not leaving.
  useBackFromPageCache(checkout.reset);
  const leaving = checkout.isSuccess && !!checkout.data.url;
  const active = checkout.isPending || leaving ? checkout.variables : undefined;

  /** Resolves true when the page is leaving for the provider's checkout. */
  async function choose(plan: PaidPlan, interval: Interval, continued = false): Promise<boolean> {
    if (!userId || active) return false;
    if (subscription && subscription.plan === plan && subscription.interval === interval) {
      notify.message(m.billing_already_subscribed());
      return false;
    }
    const answer = await checkout.mutateAsync({ userId, plan, interval, continued }).catch(() => undefined);
    return !!answer?.url;
  }

  return { choose, pending: active?.plan ?? null, continuing: active?.continued ?? false };
}
