import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextMonthStart } from "../../core/clock";
import { projectWeight, weightAtBmi } from "../../core/transform/projection";
import { transformMonths } from "../../core/transform/rules";

describe("the Time machine's projection", () => {
  it("cuts 0.5–1 % of body weight a week, compounded, as a range", () => {
    // 62 kg × 0.995^13 = 58.1 kg; × 0.99^13 = 54.4 kg.
    expect(projectWeight({ type: "cut", months: 3, weightKg: 62, heightCm: 168 })).toEqual({
      type: "cut",
      months: 3,
      weeks: 13,
      startKg: 62,
      endKg: [58.1, 54.4],
      changeKg: [3.9, 7.6],
      floorKg: 52.2,
      limitedByFloor: false,
      // 62 / 1.68² = 22.0; 58.1 → 20.6, 54.4 → 19.3.
      startBmi: 22,
      endBmi: [20.6, 19.3],
      highBmiGain: false,
    });
  });

  it("bulks 0.25–0.5 % a week", () => {
    // 80 kg × 1.0025^26 = 85.4 kg; × 1.005^26 = 91.1 kg.
    expect(projectWeight({ type: "bulk", months: 6, weightKg: 80, heightCm: 180 })).toMatchObject({
      endKg: [85.4, 91.1],
      changeKg: [5.4, 11.1],
      limitedByFloor: false,
    });
  });

  it("never takes a cut below BMI 18.5, and keeps a weight already under it", () => {
    expect(projectWeight({ type: "cut", months: 12, weightKg: 62, heightCm: 168 })).toMatchObject({
      endKg: [52.2, 52.2],
      changeKg: [9.8, 9.8],
      limitedByFloor: true,
    });
    expect(projectWeight({ type: "cut", months: 3, weightKg: 50, heightCm: 168 })).toMatchObject({
      endKg: [50, 50],
      changeKg: [0, 0],
      limitedByFloor: true,
    });
  });

  it("flags a bulk from BMI 25 up, with the BMI it leads to; never a cut, never a bulk below 25", () => {
    // An overweight woman: 75 kg at 165 cm is BMI 27.5; 52 weeks of bulking add 10.4–22.2 kg.
    const heavy = projectWeight({ type: "bulk", months: 12, weightKg: 75, heightCm: 165 })!;
    expect(heavy).toMatchObject({ startBmi: 27.5, changeKg: [10.4, 22.2], endBmi: [31.4, 35.7], highBmiGain: true });
    expect(projectWeight({ type: "cut", months: 12, weightKg: 75, heightCm: 165 })!.highBmiGain).toBe(false);
    // Exactly 25 counts; just under does not.
    expect(projectWeight({ type: "bulk", months: 1, weightKg: 25 * 1.65 ** 2, heightCm: 165 })!.highBmiGain).toBe(true);
    expect(projectWeight({ type: "bulk", months: 1, weightKg: 24.9 * 1.65 ** 2, heightCm: 165 })!.highBmiGain).toBe(false);
  });

  it("has no numbers without a weight and a height, or with impossible ones", () => {
    expect(projectWeight({ type: "cut", months: 3, weightKg: null, heightCm: 168 })).toBeNull();
    expect(projectWeight({ type: "bulk", months: 3, weightKg: 70, heightCm: null })).toBeNull();
    expect(projectWeight({ type: "bulk", months: 3, weightKg: -5, heightCm: 170 })).toBeNull();
    expect(projectWeight({ type: "bulk", months: 0, weightKg: 70, heightCm: 170 })).toBeNull();
  });

  it("holds for every plausible member: within the floor, ordered, growing with the months", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 35, max: 250, noNaN: true }),
        fc.double({ min: 140, max: 215, noNaN: true }),
        fc.constantFrom("cut" as const, "bulk" as const),
        (weightKg, heightCm, type) => {
          const floor = weightAtBmi(18.5, heightCm);
          let previous = 0;
          for (const months of transformMonths) {
            const p = projectWeight({ type, months, weightKg, heightCm })!;
            const [slow, fast] = p.changeKg;
            expect(slow).toBeLessThanOrEqual(fast);
            expect(fast).toBeGreaterThanOrEqual(previous);
            previous = fast;
            for (const end of p.endKg) {
              if (type === "cut") {
                expect(end).toBeLessThanOrEqual(Math.round(weightKg * 10) / 10);
                expect(end).toBeGreaterThanOrEqual(Math.min(Math.round(weightKg * 10) / 10, Math.round(floor * 10) / 10));
              } else {
                expect(end).toBeGreaterThanOrEqual(Math.round(weightKg * 10) / 10);
              }
            }
            // The pace stays within the rule: at most 1 % (cut) or 0.5 % (bulk) a week.
            const weeks = (months * 52) / 12;
            const maxShare = type === "cut" ? 1 - 0.99 ** weeks : 1.005 ** weeks - 1;
            expect(fast).toBeLessThanOrEqual(weightKg * maxShare + 0.06);
          }
        },
      ),
    );
  });

  it("gives previews back on the first of next month, in UTC", () => {
    expect(nextMonthStart(Date.parse("2026-11-24T10:00:00Z"))).toBe(Date.parse("2026-12-01T00:00:00Z"));
    expect(nextMonthStart(Date.parse("2026-12-31T23:59:59Z"))).toBe(Date.parse("2027-01-01T00:00:00Z"));
  });
});
