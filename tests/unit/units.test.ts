import { describe, expect, it } from "vitest";
import {
  ML_PER_US_FL_OZ,
  cmToFeetInches,
  cmToInches,
  feetInchesToCm,
  inchesToCm,
  kgToLb,
  lbToKg,
} from "../../core/formulas/units";

// Reference values: the exact definitions 1 lb = 0.45359237 kg and 1 in = 2.54 cm (International
// Yard and Pound Agreement 1959, NIST SP 811 appendix B: 1 kg = 2.204623 lb).
describe("weight conversions", () => {
  it("use the exact pound", () => {
    expect(lbToKg(1)).toBe(0.45359237);
    expect(kgToLb(1)).toBeCloseTo(2.204623, 6);
    expect(kgToLb(100)).toBeCloseTo(220.4623, 4);
    expect(lbToKg(150)).toBeCloseTo(68.0389, 4);
  });

  it("round-trip without drift", () => {
    for (const kg of [0.5, 45, 72.3, 140, 250]) expect(lbToKg(kgToLb(kg))).toBeCloseTo(kg, 10);
  });
});

describe("length conversions", () => {
  it("use the exact inch", () => {
    expect(inchesToCm(1)).toBe(2.54);
    expect(cmToInches(254)).toBeCloseTo(100, 10);
    expect(feetInchesToCm(6, 0)).toBeCloseTo(182.88, 10);
    expect(feetInchesToCm(5, 10)).toBeCloseTo(177.8, 10);
  });

  it("split a height into whole feet and inches to one decimal", () => {
    expect(cmToFeetInches(180)).toEqual({ feet: 5, inches: 10.9 });
    expect(cmToFeetInches(152.4)).toEqual({ feet: 5, inches: 0 });
    expect(cmToFeetInches(165.1)).toEqual({ feet: 5, inches: 5 });
    expect(cmToFeetInches(182.88)).toEqual({ feet: 6, inches: 0 });
  });

  it("carry an inch count that rounds up to 12 into the next foot", () => {
    // 182.87 cm = 71.996 in = 5 ft 11.996 in, which rounds to 12.0: shown as 6 ft 0 in.
    expect(cmToFeetInches(182.87)).toEqual({ feet: 6, inches: 0 });
    expect(cmToFeetInches(152.3)).toEqual({ feet: 5, inches: 0 });
  });

  it("round-trip within the 0.05 in that the rounding allows", () => {
    for (let cm = 140; cm <= 210; cm += 0.7) {
      const { feet, inches } = cmToFeetInches(cm);
      expect(inches).toBeLessThan(12);
      expect(Math.abs(feetInchesToCm(feet, inches) - cm)).toBeLessThanOrEqual(0.05 * 2.54 + 1e-9);
    }
  });

  it("give NaN for negative or non-numeric lengths", () => {
    expect(cmToFeetInches(-1)).toEqual({ feet: Number.NaN, inches: Number.NaN });
    expect(cmToFeetInches(Number.NaN)).toEqual({ feet: Number.NaN, inches: Number.NaN });
    expect(feetInchesToCm(-1, 0)).toBeNaN();
    expect(feetInchesToCm(5, Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe("volume", () => {
  it("uses the exact US fluid ounce: 128 of them are the US gallon of 3.785411784 L", () => {
    expect(128 * ML_PER_US_FL_OZ).toBeCloseTo(3785.411784, 9);
    // The water card's example: 2,650 ml is 89.6 fl oz.
    expect(2650 / ML_PER_US_FL_OZ).toBeCloseTo(89.61, 2);
  });
});
