import { intl } from "../i18n/intl";

/**
 * A number as a person types it, with a decimal comma or point ("70,5", "70.5", "1 000").
 * Empty is null; anything else that is not a plain decimal is NaN, so "1e2", "0x10" and
 * "Infinity" are refused rather than read the way JavaScript's Number() would read them.
 */
export function parseDecimal(raw: string): number | null {
  const text = raw.trim().replace(/\s/g, "").replace(",", ".");
  if (text === "") return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  return Number(text);
}

/** Numbers typed with a comma or a point; empty stays empty so the field can say it is required. */
export const parseNumber = (raw: string) => parseDecimal(raw) ?? undefined;

/** A value typed in a field: the same number once rounded to what the field shows. */
export function toFieldText(value: number | null, digits: number): string {
  if (value === null || Number.isNaN(value)) return "";
  return intl(Intl.NumberFormat, { maximumFractionDigits: digits, useGrouping: false }).format(value);
}
