// The strength comparison's arithmetic, apart from the screen: inputs in, per-lift levels,
// DOTS and the weakest lift out. Weights are typed in the member's units and worked in kg.
import { dots } from "../../core/formulas/dots";
import { estimateOneRepMax } from "../../core/formulas/one-rep-max";
import type { Sex } from "../../core/formulas/sex";
import { liftLevel, lifts, strengthLevels, type Lift, type LiftLevel } from "../../core/formulas/strength-levels";
import { metricLimits } from "../../core/validation/account";
import { parseDecimal, toFieldText } from "../shared/forms/number";
import { usable, type Limits } from "../shared/units/limits";
import { weightFrom, weightIn, type UnitSystem } from "../shared/units/units";

export interface LiftInput {
  weight: string;
  reps: string;
}

export interface StrengthInput {
  sex: Sex;
  bodyweight: string;
  lifts: Record<Lift, LiftInput>;
  /** The units the weights are typed in; saves from before units came are metric. */
  units?: UnitSystem;
}

export interface LiftResult extends LiftLevel {
  lift: Lift;
  oneRepMax: number;
  /** Level index plus progress: 1 (beginner) … 5 (elite). */
  score: number;
}

export const emptyInput: StrengthInput = {
  sex: "male",
  bodyweight: "",
  lifts: Object.fromEntries(lifts.map((l) => [l, { weight: "", reps: "" }])) as Record<Lift, LiftInput>,
};

export type FieldError = "bw" | "weight" | "reps";

/** In kg: a bodyweight as the profile takes it; a bar up to record-attempt weights. */
export const strengthLimits = { bw: metricLimits.weight, weight: { min: 0, max: 500 } } satisfies Record<string, Limits>;

/** A typed weight in kg: null when empty, NaN when it cannot be read. */
const kgOf = (text: string, units: UnitSystem = "metric") => {
  const typed = parseDecimal(text);
  return typed === null ? null : weightFrom(typed, units);
};

const outside = (kg: number | null, limits: Limits) => kg !== null && usable(kg, limits) === null;

export function fieldErrors(input: StrengthInput): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  if (outside(kgOf(input.bodyweight, input.units), strengthLimits.bw)) errors.bodyweight = "bw";
  for (const l of lifts) {
    const r = parseDecimal(input.lifts[l].reps);
    if (outside(kgOf(input.lifts[l].weight, input.units), strengthLimits.weight)) errors[`${l}.weight`] = "weight";
    if (r !== null && !(Number.isInteger(r) && r >= 1 && r <= 12)) errors[`${l}.reps`] = "reps";
  }
  return errors;
}

export function evaluate(input: StrengthInput) {
  const errors = fieldErrors(input);
  const bw = kgOf(input.bodyweight, input.units);
  const results: LiftResult[] = [];
  if (bw !== null && !errors.bodyweight) {
    for (const lift of lifts) {
      const w = kgOf(input.lifts[lift].weight, input.units);
      const r = parseDecimal(input.lifts[lift].reps) ?? (w !== null ? 1 : null);
      if (w === null || r === null || errors[`${lift}.weight`] || errors[`${lift}.reps`]) continue;
      // A pull-up moves the body plus any added weight.
      const load = lift === "pull_up" ? bw + w : w;
      if (load <= 0) continue;
      const oneRepMax = estimateOneRepMax(load, r);
      const level = liftLevel(input.sex, lift, bw, oneRepMax);
      results.push({
        lift,
        oneRepMax,
        ...level,
        score: strengthLevels.indexOf(level.level) + 1 + Math.min(level.progress, 0.999),
      });
    }
  }
  const byLift = Object.fromEntries(results.map((r) => [r.lift, r])) as Partial<Record<Lift, LiftResult>>;
  const total =
    byLift.squat && byLift.bench && byLift.deadlift
      ? byLift.squat.oneRepMax + byLift.bench.oneRepMax + byLift.deadlift.oneRepMax
      : null;
  const dotsScore = total !== null && bw !== null ? dots(input.sex, bw, total) : null;
  // The weakest lift stands out only when it trails the others by a clear margin.
  const sorted = [...results].sort((a, b) => a.score - b.score);
  const mean = results.reduce((s, r) => s + r.score, 0) / (results.length || 1);
  const weakest = results.length >= 2 && sorted[0]!.score < mean - 0.35 ? sorted[0]! : null;
  return { errors, results, total, dotsScore, weakest, balanced: results.length >= 2 && !weakest };
}

/** The same input typed in other units: each weight converted and shown to 0.1 (what cannot be read stays). */
export function inUnits(input: StrengthInput, units: UnitSystem): StrengthInput {
  const from = input.units ?? "metric";
  if (from === units) return input;
  const convert = (text: string) => {
    const kg = kgOf(text, from);
    return kg === null || Number.isNaN(kg) ? text : toFieldText(weightIn(kg, units), 1);
  };
  const converted = Object.fromEntries(lifts.map((l) => [l, { ...input.lifts[l], weight: convert(input.lifts[l].weight) }]));
  return { ...input, units, bodyweight: convert(input.bodyweight), lifts: converted as Record<Lift, LiftInput> };
}
