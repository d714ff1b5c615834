import { describe, expect, it } from "vitest";
import {
  bmi,
  bmiCategory,
  bmrHarrisBenedict,
  bmrKatchMcArdle,
  bmrMifflin,
  bodyFatFromBmi,
  bodyFatNavy,
  idealWeightRange,
  tdee,
} from "../../core/formulas/body";
import { bodyFatCategory } from "../../core/formulas/body-fat-categories";
import type { Sex } from "../../core/formulas/sex";
import { cmToInches, inchesToCm, kgToLb, lbToKg } from "../../core/formulas/units";

// Each expected value is a figure published by the source named in the test (a worked example
// or a table row). Where no published example was found the arithmetic is worked in the comment.

describe("BMI", () => {
  it("matches the CDC's worked examples (68 kg, 165 cm -> 24.98; 150 lb, 5'5\" -> 24.96)", () => {
    expect(bmi(68, 165)).toBeCloseTo(24.98, 2);
    expect(bmi(lbToKg(150), inchesToCm(65))).toBeCloseTo(24.96, 2);
  });

  it("reproduces rows of the NIH/NHLBI BMI table (height in inches, weight in pounds)", () => {
    const rows: Array<[inches: number, pounds: number, tableBmi: number]> = [
      [58, 91, 19],
      [58, 119, 25],
      [58, 143, 30],
      [65, 114, 19],
      [65, 150, 25],
      [65, 180, 30],
      [70, 174, 25],
      [70, 209, 30],
      [76, 156, 19],
      [76, 205, 25],
      [76, 246, 30],
    ];
    for (const [inches, pounds, tableBmi] of rows) {
      expect(Math.round(bmi(lbToKg(pounds), inchesToCm(inches))), `${inches} in, ${pounds} lb`).toBe(tableBmi);
    }
  });

  it("puts values in the WHO adult categories with their boundaries", () => {
    expect(bmiCategory(18.49)).toBe("underweight");
    expect(bmiCategory(18.5)).toBe("normal");
    expect(bmiCategory(24.99)).toBe("normal");
    expect(bmiCategory(25)).toBe("overweight");
    expect(bmiCategory(29.99)).toBe("overweight");
    expect(bmiCategory(30)).toBe("obese");
  });

  it("gives the NIH healthy-weight range by height (5'5\" 111-149 lb, 5'10\" 128-173 lb)", () => {
    // The NIH chart lists whole pounds for BMI 18.5-24.9; allow the chart's rounding.
    for (const [inches, low, high] of [
      [65, 111, 149],
      [70, 128, 173],
    ] as const) {
      const [lo, hi] = idealWeightRange(inchesToCm(inches));
      expect(Math.abs(kgToLb(lo) - low)).toBeLessThan(1);
      expect(Math.abs(kgToLb(hi) - high)).toBeLessThan(1);
    }
  });

  it("gives NaN, not a number that looks real, for a zero or negative height or weight", () => {
    expect(bmi(70, 0)).toBeNaN();
    expect(bmi(-70, 175)).toBeNaN();
    expect(bmi(Number.NaN, 175)).toBeNaN();
  });
});

describe("basal metabolic rate", () => {
  it("Mifflin-St Jeor (1990) matches published worked examples", () => {
    // calculatorlib.com: man, 30 years, 70 kg, 175 cm: 700 + 1093.75 - 150 + 5 = 1648.75.
    expect(bmrMifflin("male", 70, 175, 30)).toBe(1648.75);
    // Woman, 30 years, 65 kg, 165 cm: 1370.25 (ntro.it.com); 170 cm: 1401.5 (Bright Side article).
    expect(bmrMifflin("female", 65, 165, 30)).toBe(1370.25);
    expect(bmrMifflin("female", 65, 170, 30)).toBe(1401.5);
  });

  it("TDEE: calculatorlib.com's activity table for a BMR of 1648.75 (1978, 2267, 2556, 2844, 3133)", () => {
    const published = { SEDENTARY: 1978, LIGHT: 2267, MODERATE: 2556, ACTIVE: 2844, VERY_ACTIVE: 3133 } as const;
    for (const [level, kcal] of Object.entries(published) as Array<[keyof typeof published, number]>) {
      expect(Math.abs(tdee(1648.75, level) - kcal), level).toBeLessThanOrEqual(1);
    }
  });

  it("Harris-Benedict as revised by Roza and Shizgal (1984), hand-worked", () => {
    // No published worked example found. Man 80 kg, 180 cm, 30 years:
    // 88.362 + 13.397·80 + 4.799·180 - 5.677·30 = 88.362 + 1071.76 + 863.82 - 170.31 = 1853.632
    expect(bmrHarrisBenedict("male", 80, 180, 30)).toBeCloseTo(1853.632, 3);
    // Woman 60 kg, 165 cm, 25 years: 447.593 + 554.82 + 511.17 - 108.25 = 1405.333
    expect(bmrHarrisBenedict("female", 60, 165, 25)).toBeCloseTo(1405.333, 3);
  });

  it("Katch-McArdle matches published examples", () => {
    // math.andyou.com: 160 lb at 25 % body fat -> 120 lb lean -> 1546 kcal/day.
    expect(bmrKatchMcArdle(lbToKg(160), 25)).toBeCloseTo(1546, 0);
    // changingshape.com: 170 lb at 20 % -> 136 lb lean -> 1702.47 kcal/day.
    expect(bmrKatchMcArdle(lbToKg(170), 20)).toBeCloseTo(1702.47, 1);
  });

  it("Katch-McArdle gives NaN for a body-fat share that cannot be real", () => {
    expect(bmrKatchMcArdle(80, -5)).toBeNaN();
    expect(bmrKatchMcArdle(80, 100)).toBeNaN();
    expect(bmrKatchMcArdle(0, 20)).toBeNaN();
  });
});

/**
 * The original inch equations of the Navy method (Hodgdon and Beckett 1984), kept here only to
 * cross-check the metric form the app uses. For measurements that can be real (hips for women).
 */
function bodyFatNavyInches(sex: Sex, heightIn: number, waistIn: number, neckIn: number, hipIn = 0): number {
  return sex === "male"
    ? 86.01 * Math.log10(waistIn - neckIn) - 70.041 * Math.log10(heightIn) + 36.76
    : 163.205 * Math.log10(waistIn + hipIn - neckIn) - 97.684 * Math.log10(heightIn) - 78.387;
}

describe("U.S. Navy body fat (Hodgdon and Beckett 1984)", () => {
  it("the inch equations of the cross-check: calcady.com's worked example (70 in, waist 34, neck 15 -> 17.5 %)", () => {
    // 86.010·log10(19) - 70.041·log10(70) + 36.76 = 109.99 - 129.22 + 36.76 ≈ 17.5
    expect(bodyFatNavyInches("male", 70, 34, 15)).toBeCloseTo(17.5, 1);
    // Hand-worked, woman 65 in, waist 28, hips 38, neck 13:
    // 163.205·log10(53) - 97.684·log10(65) - 78.387 = 281.41 - 177.09 - 78.39 = 25.93
    expect(bodyFatNavyInches("female", 65, 28, 13, 38)).toBeCloseTo(25.93, 1);
  });

  it("metric equations, hand-worked through body density and Siri's 495/D - 450", () => {
    // Man 180 cm, waist 85, neck 38: D = 1.0324 - 0.19077·log10(47) + 0.15456·log10(180) = 1.06199; 495 / 1.06199 - 450 = 16.11
    expect(bodyFatNavy("male", 180, 85, 38)).toBeCloseTo(16.11, 1);
    // Woman 165 cm, waist 70, hips 95, neck 32: D = 1.29579 - 0.35004·log10(133) + 0.221·log10(165) = 1.04242; 495 / 1.04242 - 450 = 24.86
    expect(bodyFatNavy("female", 165, 70, 32, 95)).toBeCloseTo(24.86, 1);
  });

  it("metric and inch forms agree within 0.5 percentage points for the same bodies", () => {
    const men: Array<[number, number, number]> = [
      [180, 85, 38],
      [170, 95, 40],
      [190, 80, 39],
      [175, 110, 42],
      [165, 75, 36],
    ];
    for (const [h, w, n] of men) {
      const metric = bodyFatNavy("male", h, w, n);
      const imperial = bodyFatNavyInches("male", cmToInches(h), cmToInches(w), cmToInches(n));
      expect(Math.abs(metric - imperial), `man ${h}/${w}/${n}`).toBeLessThan(0.5);
    }
    const women: Array<[number, number, number, number]> = [
      [165, 70, 32, 95],
      [160, 80, 33, 105],
      [170, 65, 31, 92],
      [175, 90, 35, 115],
      [155, 75, 34, 100],
    ];
    for (const [h, w, n, hip] of women) {
      const metric = bodyFatNavy("female", h, w, n, hip);
      const imperial = bodyFatNavyInches("female", cmToInches(h), cmToInches(w), cmToInches(n), cmToInches(hip));
      expect(Math.abs(metric - imperial), `woman ${h}/${w}/${n}/${hip}`).toBeLessThan(0.5);
    }
  });

  it("gives NaN for measurements that cannot be real", () => {
    // Waist equal to or smaller than the neck: log10 of zero or a negative number.
    expect(bodyFatNavy("male", 180, 38, 38)).toBeNaN();
    expect(bodyFatNavy("male", 180, 35, 38)).toBeNaN();
    // Women need the hips.
    expect(bodyFatNavy("female", 165, 70, 32)).toBeNaN();
    expect(bodyFatNavy("female", 165, 30, 32, 95)).toBeNaN();
    // Zero or negative height, and a waist barely above the neck (the result would be below 0 %).
    expect(bodyFatNavy("male", 0, 85, 38)).toBeNaN();
    expect(bodyFatNavy("male", -180, 85, 38)).toBeNaN();
    expect(bodyFatNavy("male", 180, 40, 38)).toBeNaN();
  });
});

describe("body fat from BMI (Deurenberg, Weststrate and Seidell 1991)", () => {
  it("matches published worked examples", () => {
    // calculatorlib.com: man, 30 years, 70 kg, 175 cm: BMI 22.857 -> 18.13 %.
    expect(bodyFatFromBmi("male", bmi(70, 175), 30)).toBeCloseTo(18.13, 2);
    // calculator.city: woman, 30 years, 68 kg, 165 cm: BMI 24.98 -> about 31.5 %.
    expect(bodyFatFromBmi("female", bmi(68, 165), 30)).toBeCloseTo(31.5, 1);
  });

  it("gives NaN, like the Navy method, for a result that cannot be a real body", () => {
    // Man, BMI 12, 18 years: 14.4 + 4.14 - 10.8 - 5.4 = 2.34 %, still a number.
    expect(bodyFatFromBmi("male", 12, 18)).toBeCloseTo(2.34, 2);
    // Man, BMI 10, 13 years: 12 + 2.99 - 10.8 - 5.4 = -1.21 %.
    expect(bodyFatFromBmi("male", 10, 13)).toBeNaN();
    // Woman, BMI 80, 90 years: 96 + 20.7 - 5.4 = 111.3 %.
    expect(bodyFatFromBmi("female", 80, 90)).toBeNaN();
    expect(bodyFatFromBmi("female", Number.NaN, 30)).toBeNaN();
  });
});

describe("ACE body-fat categories", () => {
  it("places men on the chart (2-5, 6-13, 14-17, 18-24, 25+) with its boundaries", () => {
    expect(bodyFatCategory("male", 0)).toBe("below");
    expect(bodyFatCategory("male", 1.9)).toBe("below");
    expect(bodyFatCategory("male", 2)).toBe("essential");
    expect(bodyFatCategory("male", 5)).toBe("essential");
    expect(bodyFatCategory("male", 5.9)).toBe("essential");
    expect(bodyFatCategory("male", 6)).toBe("athletes");
    expect(bodyFatCategory("male", 13.9)).toBe("athletes");
    expect(bodyFatCategory("male", 14)).toBe("fitness");
    expect(bodyFatCategory("male", 17.9)).toBe("fitness");
    expect(bodyFatCategory("male", 18)).toBe("average");
    expect(bodyFatCategory("male", 24.9)).toBe("average");
    expect(bodyFatCategory("male", 25)).toBe("obese");
    expect(bodyFatCategory("male", 40)).toBe("obese");
  });

  it("places women on the chart (10-13, 14-20, 21-24, 25-31, 32+) with its boundaries", () => {
    expect(bodyFatCategory("female", 8)).toBe("below");
    expect(bodyFatCategory("female", 9.9)).toBe("below");
    expect(bodyFatCategory("female", 10)).toBe("essential");
    expect(bodyFatCategory("female", 13.9)).toBe("essential");
    expect(bodyFatCategory("female", 14)).toBe("athletes");
    expect(bodyFatCategory("female", 20.9)).toBe("athletes");
    expect(bodyFatCategory("female", 21)).toBe("fitness");
    expect(bodyFatCategory("female", 24.9)).toBe("fitness");
    expect(bodyFatCategory("female", 25)).toBe("average");
    expect(bodyFatCategory("female", 31.9)).toBe("average");
    expect(bodyFatCategory("female", 32)).toBe("obese");
  });

  it("the same percentage means different things for men and women", () => {
    expect(bodyFatCategory("male", 22)).toBe("average");
    expect(bodyFatCategory("female", 22)).toBe("fitness");
    // Under a woman's essential fat, but athletic for a man.
    expect(bodyFatCategory("male", 8)).toBe("athletes");
    expect(bodyFatCategory("female", 8)).toBe("below");
  });

  it("rejects a percentage that is not a number from 0 to 100", () => {
    expect(() => bodyFatCategory("male", Number.NaN)).toThrow(RangeError);
    expect(() => bodyFatCategory("male", -1)).toThrow(RangeError);
    expect(() => bodyFatCategory("female", 101)).toThrow(RangeError);
  });
});
