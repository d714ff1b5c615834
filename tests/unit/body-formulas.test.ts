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

// Worked examples: each expected value is the published equation worked through by hand
// (the arithmetic is in the comments), so a wrong coefficient or sign shows up.
describe("body formulas against their published equations", () => {
  it("BMI and the WHO categories", () => {
    expect(bmi(70, 175)).toBeCloseTo(22.86, 2);
    expect(bmiCategory(18.4)).toBe("underweight");
    expect(bmiCategory(18.5)).toBe("normal");
    expect(bmiCategory(24.99)).toBe("normal");
    expect(bmiCategory(25)).toBe("overweight");
    expect(bmiCategory(30)).toBe("obese");
    const [lo, hi] = idealWeightRange(180);
    expect(lo).toBeCloseTo(59.9, 1);
    expect(hi).toBeCloseTo(80.7, 1);
  });

  it("Mifflin-St Jeor: 80 kg, 180 cm, 30-year-old man 1780 kcal; same woman 1614 kcal", () => {
    expect(bmrMifflin("male", 80, 180, 30)).toBe(1780);
    expect(bmrMifflin("female", 80, 180, 30)).toBe(1614);
  });

  it("Harris-Benedict (Roza and Shizgal 1984) and Katch-McArdle", () => {
    expect(bmrHarrisBenedict("male", 80, 180, 30)).toBeCloseTo(1853.6, 1);
    // 447.593 + 9.247·60 + 3.098·165 - 4.330·25 = 447.593 + 554.82 + 511.17 - 108.25
    expect(bmrHarrisBenedict("female", 60, 165, 25)).toBeCloseTo(1405.3, 1);
    expect(bmrKatchMcArdle(80, 15)).toBeCloseTo(1838.8, 1);
  });

  it("TDEE multiplies BMR by the activity factor", () => {
    expect(tdee(1780, "SEDENTARY")).toBeCloseTo(2136, 0);
    expect(tdee(1780, "MODERATE")).toBeCloseTo(2759, 0);
    expect(tdee(1780, "VERY_ACTIVE")).toBeCloseTo(3382, 0);
  });

  it("U.S. Navy body fat and the BMI-based estimate (Deurenberg 1991)", () => {
    // Man 180 cm, waist 85, neck 38: 495 / (1.0324 - 0.19077·log10(47) + 0.15456·log10(180)) - 450
    expect(bodyFatNavy("male", 180, 85, 38)).toBeCloseTo(16.1, 1);
    // Woman 165 cm, waist 70, hips 95, neck 32: 495 / (1.29579 - 0.35004·log10(133) + 0.221·log10(165)) - 450
    expect(bodyFatNavy("female", 165, 70, 32, 95)).toBeCloseTo(24.9, 1);
    expect(Number.isNaN(bodyFatNavy("female", 165, 70, 32))).toBe(true);
    expect(bodyFatFromBmi("male", 24, 30)).toBeCloseTo(19.5, 1);
    expect(bodyFatFromBmi("female", 22, 30)).toBeCloseTo(27.9, 1);
  });
});
