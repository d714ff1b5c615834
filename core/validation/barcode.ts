// A product's barcode, as a member scans or types it: EAN-13, EAN-8, UPC-A (12 digits) or UPC-E
// (8 digits, a compressed UPC-A), with the check digit GS1 defines. Shared by the barcode lookup
// (GET /api/foods/barcode/:code) and the scanner screen.
import * as v from "valibot";

/** GS1's check: weights 3 and 1 from the right over the digits before the last one, which must make the sum a multiple of 10. */
export function checkDigitValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i -= 1, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/** UPC-E (number system 0 or 1, six digits, check digit) written out as its UPC-A; null for another 8-digit code. */
export function upcEToUpcA(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const [n, d1, d2, d3, d4, d5, d6, check] = [...code];
  const middle =
    d6 === "0" || d6 === "1" || d6 === "2"
      ? `${d1}${d2}${d6}0000${d3}${d4}${d5}`
      : d6 === "3"
        ? `${d1}${d2}${d3}00000${d4}${d5}`
        : d6 === "4"
          ? `${d1}${d2}${d3}${d4}00000${d5}`
          : `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return `${n}${middle}${check}`;
}

const isUpcE = (code: string) => {
  const upcA = upcEToUpcA(code);
  return upcA !== null && checkDigitValid(upcA);
};

/** A well-formed code with a valid check digit. */
export function barcodeValid(code: string): boolean {
  if (!/^(?:\d{8}|\d{12,13})$/.test(code)) return false;
  return checkDigitValid(code) || (code.length === 8 && isUpcE(code));
}

/**
 * The one form a product is looked up and cached under: EAN-13 for UPC-A (a leading 0, as Open
 * Food Facts keeps them) and for UPC-E (written out first); EAN-8 and EAN-13 as they are. An
 * 8-digit code valid both ways is taken as EAN-8.
 */
export function canonicalBarcode(code: string): string {
  if (code.length === 12) return `0${code}`;
  if (code.length === 8 && !checkDigitValid(code)) {
    const upcA = upcEToUpcA(code);
    if (upcA) return `0${upcA}`;
  }
  return code;
}

/** Every way a member may have typed the same code on a label (a UPC-A with or without its leading 0, a UPC-E as printed). */
export function barcodeSpellings(code: string): string[] {
  const canonical = canonicalBarcode(code);
  const spellings = [code, canonical];
  if (canonical.length === 13 && canonical.startsWith("0")) spellings.push(canonical.slice(1));
  return [...new Set(spellings)];
}

/** The `:code` of GET /api/foods/barcode/:code: the digits first, then their check digit, each with its own message. */
export const barcodeSchema = v.pipe(
  v.string("validation_barcode_format"),
  v.regex(/^(?:\d{8}|\d{12,13})$/, "validation_barcode_format"),
  v.check(barcodeValid, "validation_barcode_check_digit"),
);
