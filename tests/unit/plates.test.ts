import { describe, expect, it } from "vitest";
import { KG_PER_LB, kgToLb, lbToKg } from "../../core/formulas/units";
import { barWeights, plateSets, platesFor, type AvailablePlate } from "../../core/training/plates";

const unlimited = (weights: readonly number[]): AvailablePlate[] => weights.map((weight) => ({ weight, pairs: null }));
const kg = unlimited(plateSets.kg);
const lb = unlimited(plateSets.lb);

describe("plate calculator", () => {
  it("offers Olympic kg plates and bars, and the usual pound ones", () => {
    expect(plateSets).toEqual({ kg: [25, 20, 15, 10, 5, 2.5, 1.25], lb: [45, 35, 25, 10, 5, 2.5] });
    expect(barWeights).toEqual({ kg: [20, 15, 10], lb: [45, 35, 15] });
  });

  it("loads each side with the heaviest plates first", () => {
    expect(platesFor(100, 20, kg)).toEqual({ perSide: [25, 15], total: 100, exact: true });
    expect(platesFor(102.5, 20, kg)).toEqual({ perSide: [25, 15, 1.25], total: 102.5, exact: true });
    expect(platesFor(225, 45, lb)).toEqual({ perSide: [45, 45], total: 225, exact: true });
    expect(platesFor(185, 45, lb)).toEqual({ perSide: [45, 25], total: 185, exact: true });
  });

  it("gives the closest load below a target it cannot make", () => {
    // 40.5 a side: the plates go in steps of 1.25, so 40.
    expect(platesFor(101, 20, kg)).toEqual({ perSide: [25, 15], total: 100, exact: false });
    expect(platesFor(46, 45, lb)).toEqual({ perSide: [], total: 45, exact: false });
  });

  it("finds the best load where taking the heaviest plate first does not", () => {
    // 30 a side with one pair of 25s and two of 15s: 25 first leaves 5 that nothing fills.
    const gym = [
      { weight: 25, pairs: 1 },
      { weight: 15, pairs: 2 },
    ];
    expect(platesFor(80, 20, gym)).toEqual({ perSide: [15, 15], total: 80, exact: true });
    // Only 15s and 10s (no fives): 20 a side is two 10s, not a 15 and a gap.
    expect(platesFor(60, 20, unlimited([15, 10]))).toEqual({ perSide: [10, 10], total: 60, exact: true });
  });

  it("uses no more pairs than there are", () => {
    const gym = [
      { weight: 25, pairs: 2 },
      { weight: 20, pairs: 1 },
      { weight: 10, pairs: 0 },
    ];
    // 60 a side: 25 + 25 = 50 and 25 + 20 = 45 fit, 25 + 25 + 20 = 70 does not; the 10s are out.
    expect(platesFor(140, 20, gym)).toEqual({ perSide: [25, 25], total: 120, exact: false });
    expect(platesFor(200, 20, gym)).toEqual({ perSide: [25, 25, 20], total: 160, exact: false });
  });

  it("gives the bar alone below the bar's weight, exact only when equal", () => {
    expect(platesFor(15, 20, kg)).toEqual({ perSide: [], total: 20, exact: false });
    expect(platesFor(20, 20, kg)).toEqual({ perSide: [], total: 20, exact: true });
    expect(platesFor(60, 20, [])).toEqual({ perSide: [], total: 20, exact: false });
  });

  it("forgives float noise in a target converted from other units", () => {
    // 60 kg to pounds and back is 59.99999999999999; 185 lb is 185.00000000000003.
    expect(platesFor(kgToLb(60) * KG_PER_LB, 20, kg)).toEqual({ perSide: [20], total: 60, exact: true });
    expect(platesFor(lbToKg(185) / KG_PER_LB, 45, lb)).toEqual({ perSide: [45, 25], total: 185, exact: true });
  });
});
