import { currencyFor, type Currency } from "../../../core/billing/catalog";
import { formatMoney as formatAmount } from "../../../core/billing/money";
import { getLocale } from "../../../i18n/paraglide/runtime.js";

/** The visitor's currency: rubles in Russian, dollars otherwise (as the server charges). */
export const visitorCurrency = (): Currency => currencyFor(getLocale());

/** An amount in minor units in the reader's language. */
export const formatMoney = (minor: number, currency: Currency): string => formatAmount(minor, currency, getLocale());
