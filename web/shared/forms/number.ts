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
