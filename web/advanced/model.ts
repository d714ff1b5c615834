// The strength comparison's arithmetic, apart from the screen: inputs in, per-lift levels,
// DOTS and the weakest lift out.
import { dots } from "../../core/formulas/dots";
import { estimateOneRepMax } from "../../core/formulas/one-rep-max";
import type { Sex } from "../../core/formulas/sex";
import { liftLevel, lifts, strengthLevels, type Lift, type LiftLevel } from "../../core/formulas/strength-levels";
import { parseDecimal } from "../shared/forms/number";

export interface LiftInput {
  weight: string;
  reps: string;
}

export interface StrengthInput {
  sex: Sex;
  bodyweight: string;
  lifts: Record<Lift, LiftInput>;
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

export function fieldErrors(input: StrengthInput): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const bw = parseDecimal(input.bodyweight);
  if (bw !== null && !(bw >= 30 && bw <= 300)) errors.bodyweight = "bw";
  for (const l of lifts) {
    const w = parseDecimal(input.lifts[l].weight);
    const r = parseDecimal(input.lifts[l].reps);
    if (w !== null && !(w >= 0 && w <= 500)) errors[`${l}.weight`] = "weight";
    if (r !== null && !(Number.isInteger(r) && r >= 1 && r <= 12)) errors[`${l}.reps`] = "reps";
  }
  return errors;
}

export function evaluate(input: StrengthInput) {
  const errors = fieldErrors(input);
  const bw = parseDecimal(input.bodyweight);
  const results: LiftResult[] = [];
  if (bw !== null && !errors.bodyweight) {
    for (const lift of lifts) {
      const w = parseDecimal(input.lifts[lift].weight);
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
