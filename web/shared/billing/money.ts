import { useQuery } from "@tanstack/react-query";
import { currencyFor, type Currency } from "../../../core/billing/catalog";
import { formatMoney as formatAmount } from "../../../core/billing/money";
import { getLocale } from "../../../i18n/paraglide/runtime.js";
import { subscriptionQuery } from "../queries/billing";
import { idAndPlan, useSessionPick } from "../session/use-session-pick";

/** The visitor's currency: rubles in Russian, dollars otherwise (as the server charges). */
export const visitorCurrency = (): Currency => currencyFor(getLocale());

/**
 * The currency prices are shown in: a subscriber's own (a plan change is charged in it, whatever
 * language the member reads in now), else the visitor's.
 */
export function useBillingCurrency(): Currency {
  const user = useSessionPick(idAndPlan) ?? null;
  // A member on Free has no subscription to ask about.
  const subscriber = user !== null && user.plan !== "FREE";
  const subscription = useQuery({ ...subscriptionQuery(user?.id ?? "-"), enabled: subscriber }).data;
  return (subscriber && subscription?.currency) || visitorCurrency();
}

/** An amount in minor units in the reader's language. */
export const formatMoney = (minor: number, currency: Currency): string => formatAmount(minor, currency, getLocale());
