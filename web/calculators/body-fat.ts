import { aceCategoryStarts, bodyFatCategories, type BodyFatCategory } from "../../core/formulas/body-fat-categories";
import { bodyFatNavy } from "../../core/formulas/body";
import type { Sex } from "../../core/formulas/sex";
import * as m from "../../i18n/paraglide/messages.js";
import type { Tone } from "./CalcCard";
import { missing, type Tape, type Usable } from "./details";
import { calcLimits } from "./limits";
import { usable } from "../shared/units/limits";

export const aceLabels: Record<BodyFatCategory, () => string> = {
  essential: m.calc_ace_essential,
  athletes: m.calc_ace_athletes,
  fitness: m.calc_ace_fitness,
  average: m.calc_ace_average,
  obese: m.calc_ace_obese,
};

export const aceTones: Record<BodyFatCategory, Tone> = {
  essential: "warn",
  athletes: "good",
  fitness: "good",
  average: "plain",
  obese: "bad",
};

/** The chart's rows for one sex: each category from its first whole percent to the next one's. */
export function aceRows(sex: Sex): { category: BodyFatCategory; from: number; to: number | null }[] {
  const starts = aceCategoryStarts[sex];
  return bodyFatCategories.map((category, i) => {
    const next = bodyFatCategories[i + 1];
    return { category, from: starts[category], to: next === undefined ? null : starts[next] - 1 };
  });
}

type TapeUsable = { waist: number | null; neck: number | null; hips: number | null };

export const usableTape = (tape: Tape): TapeUsable => ({
  waist: usable(tape.waist, calcLimits.waist),
  neck: usable(tape.neck, calcLimits.neck),
  hips: usable(tape.hips, calcLimits.hips),
});

export type NavyEstimate = { percent: number } | { need: string[] } | { impossible: true };

/** The U.S. Navy estimate, what it still needs, or that the measurements cannot be a real body. */
export function navyEstimate(u: Usable, t: TapeUsable): NavyEstimate {
  const need = missing(u, ["sex", "heightCm"]);
  if (t.waist === null) need.push(m.calc_need_waist());
  if (t.neck === null) need.push(m.calc_need_neck());
  if (u.sex === "female" && t.hips === null) need.push(m.calc_need_hips());
  if (need.length > 0 || u.sex === null || u.heightCm === null || t.waist === null || t.neck === null) return { need };
  const percent = bodyFatNavy(u.sex, u.heightCm, t.waist, t.neck, u.sex === "female" ? (t.hips ?? undefined) : undefined);
  return Number.isNaN(percent) ? { impossible: true } : { percent };
}
