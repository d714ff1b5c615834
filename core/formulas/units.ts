// Imperial <-> metric conversions for the calculators' inputs and outputs. The factors are the
// exact legal definitions (International Yard and Pound Agreement, 1959; NIST SP 811):
// 1 lb = 0.45359237 kg and 1 in = 2.54 cm. Everything else in core/formulas works in metric.

export const KG_PER_LB = 0.45359237;
export const CM_PER_INCH = 2.54;
const INCHES_PER_FOOT = 12;
/** One US fluid ounce: a 128th of the US gallon of 231 in³, so 231 × 2.54³ / 128 ml, exact. */
export const ML_PER_US_FL_OZ = 29.5735295625;

/** Kilograms to pounds (1 lb = 0.45359237 kg, exact). */
export function kgToLb(kg: number): number {
  return kg / KG_PER_LB;
}

/** Pounds to kilograms (1 lb = 0.45359237 kg, exact). */
export function lbToKg(lb: number): number {
  return lb * KG_PER_LB;
}

/** Centimetres to inches (1 in = 2.54 cm, exact). */
export function cmToInches(cm: number): number {
  return cm / CM_PER_INCH;
}

/** Inches to centimetres (1 in = 2.54 cm, exact). */
export function inchesToCm(inches: number): number {
  return inches * CM_PER_INCH;
}

export type FeetInches = { feet: number; inches: number };

/**
 * A height as whole feet plus inches rounded to one decimal. Rounding can reach 12.0 inches
 * (182.87 cm is 5 ft 11.996 in), which is carried into the next foot so the UI never shows
 * 5′12″. Negative or non-finite heights give NaN for both parts.
 */
export function cmToFeetInches(cm: number): FeetInches {
  if (!Number.isFinite(cm) || cm < 0) return { feet: Number.NaN, inches: Number.NaN };
  const totalInches = cm / CM_PER_INCH;
  let feet = Math.floor(totalInches / INCHES_PER_FOOT);
  let inches = Math.round((totalInches - feet * INCHES_PER_FOOT) * 10) / 10;
  if (inches >= INCHES_PER_FOOT) {
    feet += 1;
    inches = 0;
  }
  return { feet, inches };
}

/** Feet plus inches to centimetres; inches of 12 or more are simply added on. */
export function feetInchesToCm(feet: number, inches: number): number {
  if (!Number.isFinite(feet) || !Number.isFinite(inches) || feet < 0 || inches < 0) return Number.NaN;
  return (feet * INCHES_PER_FOOT + inches) * CM_PER_INCH;
}
