import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { notify } from "../shared/ui/toast";
import { refreshBilling, subscriptionQuery } from "../shared/queries/billing";
import type { BillingSearch } from "./links";

/** How long to wait for the provider's event after a paid checkout before saying it is slow. */
const activationMs = 15_000;

/**
 * The provider's way back (?checkout=success|canceled|pending, ?card=updated|canceled|pending): say what happened,
 * after a payment poll get-active every second until the subscription shows (the provider's
 * event can trail the redirect), then drop the notice from the address so a reload is quiet.
 * `user` is undefined while the session is still loading.
 */
export function useProviderReturn(search: BillingSearch, user: { id: string } | null | undefined) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  // Back from a paid checkout: from now on the page waits for the subscription to show.
  // "pending" (YooKassa: not settled when the member came back) waits the same way, saying nothing yet.
  const [activatingSince, setActivatingSince] = useState(() =>
    search.checkout === "success" || search.checkout === "pending" ? Date.now() : null,
  );
  const pending = useRef(search.checkout === "pending");
  const handled = useRef<string | null>(null);
  const waiting = activatingSince !== null && userId !== null;

  const polled = useQuery({
    ...subscriptionQuery(userId ?? "-"),
    enabled: waiting,
    refetchInterval: (q) => (waiting && !q.state.data ? 1000 : false),
  });
  const activated = waiting ? (polled.data ?? null) : null;

  useEffect(() => {
    const { checkout, card } = search;
    if (user === undefined || (!checkout && !card)) return;
    const key = `${checkout}|${card}`;
    if (handled.current === key) return;
    handled.current = key;
    if (checkout === "success") {
      notify.success(m.billing_checkout_success());
      if (userId) void refreshBilling(queryClient, userId);
    } else if (checkout === "canceled") {
      notify.message(m.billing_checkout_canceled());
    }
    if (card === "updated" || card === "pending") {
      notify.success(card === "updated" ? m.billing_card_updated() : m.billing_card_pending());
      if (userId) void refreshBilling(queryClient, userId);
    } else if (card === "canceled") {
      notify.message(m.billing_card_unchanged());
    }
    void navigate({ to: pathname, search: {}, replace: true });
  }, [search, user, userId, pathname, navigate, queryClient]);

  useEffect(() => {
    if (activatingSince === null || !userId) return;
    if (activated) {
      // The plan is on: the session's plan (shell, lock screens) and the profile follow.
      if (pending.current) notify.success(m.billing_checkout_success());
      pending.current = false;
      void refreshBilling(queryClient, userId, activated).finally(() => setActivatingSince(null));
      return;
    }
    const timer = setTimeout(
      () => {
        setActivatingSince(null);
        notify.message(m.billing_activation_slow());
      },
      Math.max(0, activatingSince + activationMs - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [activated, activatingSince, userId, queryClient]);

  return { activating: waiting && !activated };
}
