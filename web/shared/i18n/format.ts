import { getLocale } from "../../../i18n/paraglide/runtime.js";
import { intl } from "./intl";

// Numbers and dates in the reader's language (1 650 ккал / 1,650 kcal; 14 марта 2026 / March 14, 2026).
export const formatNumber = (value: number, maxDigits = 0) =>
  intl(Intl.NumberFormat, { maximumFractionDigits: maxDigits }).format(value);

/**
 * What joins a number to its unit: a no-break space in Russian («72,5\u00a0кг», as the texts and
 * Intl write it), an ordinary one in English ("72.5 kg"). Numbers with units are built with it only.
 */
export const unitSpace = () => (getLocale() === "ru" ? "\u00a0" : " ");

/** A number already formatted (or a range, "60–65") and its unit: «60–65 кг» / "60–65 kg". */
export const withUnit = (number: string, unit: string) => `${number}${unitSpace()}${unit}`;

/** A number and its unit in the reader's language: «7 700 ккал» / "7,700 kcal". */
export const formatAmount = (value: number, unit: string, maxDigits = 0) => withUnit(formatNumber(value, maxDigits), unit);

/** Always `digits` decimals (BMI 22.0, not 22). */
export const formatFixed = (value: number, digits: number) =>
  intl(Intl.NumberFormat, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** A date in the reader's language; a Russian year keeps its «г.» on its line («2026\u00a0г.»). */
export const formatDate = (value: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }) =>
  intl(Intl.DateTimeFormat, {
    ...options,
    timeZone: typeof value === "string" && value.length === 10 ? "UTC" : undefined,
  })
    .format(typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value)
    .replace(/(\d) г\./g, "$1\u00a0г.");

/** Today's calendar date where the member is, as YYYY-MM-DD. */
export function localIsoDate(at = new Date()): string {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 10);
}

/** The calendar date `days` from today where the member is (negative: before), as YYYY-MM-DD. */
export const localIsoDateFromToday = (days: number): string => localIsoDate(new Date(Date.now() + days * 86_400_000));

/** A length of time as a clock reads it, the same in every language: "12:05" or "1:02:05". */
export function durationText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60));
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

/** "23.4 %" in Russian, "23.4%" in English: Intl knows each language's spacing. */
export const formatPercent = (value: number, digits = 1) =>
  intl(Intl.NumberFormat, { style: "percent", maximumFractionDigits: digits }).format(value / 100);

/** "age, height and weight" / «возраст, рост и вес». */
export const formatList = (items: string[]) => intl(Intl.ListFormat, { type: "conjunction" }).format(items);

/**
 * A count's words, one message per plural form of the language (in Russian: 1 подход, 2 подхода,
 * 5 подходов); a message may take other inputs beside the count.
 */
export type PluralTexts<I extends object = object> = Record<Intl.LDMLPluralRule, (inputs: I & { count: string }) => string>;

/** The count in words: the form the language's plural rule picks, the number written as the language writes it. */
export const plural =
  <I extends object = object>(texts: PluralTexts<I>) =>
  (count: number, ...inputs: [keyof Omit<I, "count">] extends [never] ? [] : [Omit<I, "count">]) =>
    texts[intl(Intl.PluralRules, {}).select(count)]({ ...(inputs[0] as I), count: formatNumber(count) });
