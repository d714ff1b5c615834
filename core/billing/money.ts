import type { Currency } from "./catalog";

/** An amount in minor units: "$4.99", "399 ₽" (whole amounts without ",00"), in a language. */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const digits = minor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 100);
}
