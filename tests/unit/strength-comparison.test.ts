import { describe, expect, it } from "vitest";
import { exercises } from "../../content/exercises/index";
import { dots, dotsCoefficient } from "../../core/formulas/dots";
import { lifts } from "../../core/formulas/strength-levels";
import { accessories } from "../../web/advanced/accessories";
import { emptyInput, evaluate, inUnits, type StrengthInput } from "../../web/advanced/model";

// The 2019 DOTS polynomial as published (BVDK) and implemented by OpenPowerlifting
// (modules/coefficients/src/dots.rs), evaluated here in Horner form from its own constants.
const published = {
  male: [-0.000001093, 0.0007391293, -0.1918759221, 24.0900756, -307.75076],
  female: [-0.0000010706, 0.0005158568, -0.1126655495, 13.6175032, -57.96288],
};
const horner = (c: number[], x: number) => 500 / c.reduce((acc, k) => acc * x + k, 0);

describe("DOTS", () => {
  it("matches the published polynomial across bodyweights", () => {
    for (const bw of [52, 63, 74, 83, 93, 105, 120]) {
      expect(dotsCoefficient("male", bw)).toBeCloseTo(horner(published.male, bw), 10);
      expect(dotsCoefficient("female", bw)).toBeCloseTo(horner(published.female, bw), 10);
    }
    // A 93 kg man with a 700 kg total scores about 445.
    expect(dots("male", 93, 700)).toBeCloseTo(700 * horner(published.male, 93), 6);
    expect(dots("male", 93, 700)).toBeGreaterThan(440);
    expect(dots("male", 93, 700)).toBeLessThan(450);
  });

  it("holds the bodyweight to the fitted range (men 40-210 kg, women 40-150 kg)", () => {
    expect(dotsCoefficient("male", 250)).toBe(dotsCoefficient("male", 210));
    expect(dotsCoefficient("female", 200)).toBe(dotsCoefficient("female", 150));
    expect(dotsCoefficient("male", 30)).toBe(dotsCoefficient("male", 40));
  });
});

function input(
  bw: string,
  sets: Partial<Record<(typeof lifts)[number], [string, string]>>,
  sex: "male" | "female" = "male",
  units: "metric" | "imperial" = "metric",
): StrengthInput {
  const l = { ...emptyInput.lifts };
  for (const [k, [weight, reps]] of Object.entries(sets)) l[k as keyof typeof l] = { weight, reps };
  return { sex, bodyweight: bw, lifts: l, units };
}

describe("strength comparison", () => {
  it("estimates each lift, its level, the DOTS total and the weakest lift", () => {
    const r = evaluate(input("80", { squat: ["130", "5"], bench: ["100", "5"], deadlift: ["180", "3"], overhead_press: ["40", "5"], pull_up: ["20", "5"] }));
    expect(r.results.map((x) => x.lift)).toEqual([...lifts]);
    const squat = r.results.find((x) => x.lift === "squat")!;
    expect(squat.oneRepMax).toBeCloseTo((130 * (1 + 5 / 30) + (130 * 36) / 32) / 2, 6);
    expect(squat.level).toBe("intermediate");
    // The pull-up counts bodyweight plus the added 20 kg.
    expect(r.results.find((x) => x.lift === "pull_up")!.oneRepMax).toBeGreaterThan(100);
    expect(r.total).toBeCloseTo(r.results.filter((x) => ["squat", "bench", "deadlift"].includes(x.lift)).reduce((s, x) => s + x.oneRepMax, 0), 6);
    expect(r.dotsScore).toBeCloseTo(dots("male", 80, r.total!), 6);
    expect(r.weakest?.lift).toBe("overhead_press");
  });

  it("calls even lifts balanced and waits for bodyweight and valid sets", () => {
    expect(evaluate(input("", { squat: ["100", "1"] })).results).toEqual([]);
    const even = evaluate(input("80", { squat: ["120", "1"], bench: ["80", "1"], deadlift: ["140", "1"] }));
    expect(even.weakest).toBeNull();
    expect(even.balanced).toBe(true);
    const bad = evaluate(input("20", { squat: ["100", "20"] }));
    expect(bad.errors).toEqual({ bodyweight: "bw", "squat.reps": "reps" });
    expect(bad.results).toEqual([]);
  });

  it("suggests accessories that exist in the exercise library", () => {
    const slugs = new Set(exercises.map((e) => e.slug));
    for (const l of lifts) {
      expect(accessories[l].length).toBeGreaterThanOrEqual(3);
      for (const s of accessories[l]) expect(slugs.has(s), `${l}: ${s}`).toBe(true);
    }
  });

  it("works in kg from weights typed in pounds: the same levels, and the limits at 30 to 300 kg and 500 kg", () => {
    const metric = evaluate(input("80", { squat: ["130", "5"], bench: ["100", "5"], pull_up: ["20", "5"] }));
    const pounds = evaluate(input("176.4", { squat: ["286.6", "5"], bench: ["220.5", "5"], pull_up: ["44.1", "5"] }, "male", "imperial"));
    expect(pounds.results.map((r) => [r.lift, r.level])).toEqual(metric.results.map((r) => [r.lift, r.level]));
    for (const [i, r] of pounds.results.entries()) expect(r.oneRepMax).toBeCloseTo(metric.results[i]!.oneRepMax, 1);
    // 66 lb is 29.9 kg, 67 lb 30.4 kg; 661 lb 299.8 kg, 662 lb 300.3 kg; a bar of 1,102 lb is 499.9 kg.
    const errorsAt = (bw: string, weight: string) => evaluate(input(bw, { squat: [weight, "1"] }, "male", "imperial")).errors;
    expect(errorsAt("66", "100")).toEqual({ bodyweight: "bw" });
    expect(errorsAt("67", "1102")).toEqual({});
    expect(errorsAt("661", "1103")).toEqual({ "squat.weight": "weight" });
    expect(errorsAt("662", "abc")).toEqual({ bodyweight: "bw", "squat.weight": "weight" });
  });

  it("shows an input in other units converted to 0.1, keeps what cannot be read, and reads a save without units as kg", () => {
    const saved = { ...input("80", { squat: ["130", "5"], bench: ["1o0", "5"] }), units: undefined };
    const pounds = inUnits(saved, "imperial");
    expect(pounds).toMatchObject({ units: "imperial", bodyweight: "176.4", lifts: { squat: { weight: "286.6", reps: "5" }, bench: { weight: "1o0" } } });
    expect(inUnits(pounds, "imperial")).toBe(pounds);
    expect(inUnits(pounds, "metric")).toMatchObject({ units: "metric", bodyweight: "80", lifts: { squat: { weight: "130" } } });
  });
});
