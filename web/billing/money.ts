import { currencyFor, monthlyPrice, priceFor, type Currency, type Interval, type PaidPlan } from "../../core/billing/catalog";
import { formatMoney as formatAmount } from "../../core/billing/money";
import { getLocale } from "../paraglide/runtime.js";

/** The visitor's currency: rubles in Russian, dollars otherwise (as the server charges). */
export const visitorCurrency = (): Currency => currencyFor(getLocale());

/** An amount in minor units in the reader's language. */
export const formatMoney = (minor: number, currency: Currency): string => formatAmount(minor, currency, getLocale());

/**
 * What the plan costs a month on the chosen billing. Annual shows the monthly equivalent,
 * rounded like the monthly price (whole rubles stay whole, dollars keep their cents).
 */
export function monthlyAmount(plan: PaidPlan, interval: Interval, currency: Currency): number {
  if (interval === "month") return priceFor(plan, "month", currency);
  const unit = monthlyPrice[plan][currency] % 100 === 0 ? 100 : 1;
  return Math.round(priceFor(plan, "year", currency) / 12 / unit) * unit;
}
