// A set row's fields as the member types them, read into a set's values: the weight in the
// member's units (kg or lb, the server always gets kg), reps or seconds, and RPE or reps in
// reserve when the member logs effort. Each value is checked with the server's rules
// (setValuesSchema); an empty field takes the row's placeholder, as Hevy and Strong do.
import * as v from "valibot";
import type { LoggedSet } from "../../core/training/double-progression";
import type { effortChoices } from "../../core/validation/logger-settings";
import { setLimits, setValuesSchema } from "../../core/validation/workouts";
import * as m from "../../i18n/paraglide/messages.js";
import { translateMessage } from "../../i18n/translate";
import { parseDecimal } from "../shared/forms/number";
import { intl } from "../shared/i18n/intl";
import { formatWeight } from "../shared/units/format";
import { weightFrom, weightIn, type UnitSystem } from "../shared/units/units";
import type { Draft } from "./row-store";

/** The effort logged beside each set: none (the default), RPE 6–10, or reps in reserve. */
export type Effort = (typeof effortChoices)[number];

export interface SetContext {
  measure: "reps" | "seconds";
  /** A loaded exercise needs its weight; a bodyweight one takes an optional added weight. */
  loaded: boolean;
  /** The weight is the load but may be left out (a member's own exercise). */
  weightOptional?: boolean;
  units: UnitSystem;
  effort: Effort;
}

export interface SetValues extends LoggedSet {
  rpe: number | null;
  rir: number | null;
}

export type FieldErrors = Partial<Record<keyof Draft, string>>;

export type ReadSet = { ok: true; values: SetValues } | { ok: false; errors: FieldErrors };

/** A number as a field shows it: no grouping, the page's decimal sign, up to `digits` decimals. */
export const fieldNumber = (value: number, digits = 2) =>
  intl(Intl.NumberFormat, { maximumFractionDigits: digits, useGrouping: false }).format(value);

/** A weight in kg as its field shows it in the member's units (lb to one decimal). */
export const weightField = (kg: number | null, units: UnitSystem) =>
  kg === null ? "" : fieldNumber(weightIn(kg, units), units === "imperial" ? 1 : 2);

/** The fields of a done set, to edit it. */
export function draftOf(set: SetValues, ctx: SetContext): Draft {
  const work = ctx.measure === "seconds" ? set.seconds : set.reps;
  const effort = ctx.effort === "rpe" ? set.rpe : ctx.effort === "rir" ? set.rir : null;
  return { weight: weightField(set.weight, ctx.units), work: work === null ? "" : fieldNumber(work), effort: effort === null ? "" : fieldNumber(effort, 1) };
}

const issue = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : translateMessage(result.issues[0].message);
};

/** kg to the gram: a pound converted back and forth stays the pound it was. */
const roundKg = (kg: number) => Math.round(kg * 1000) / 1000;

/** The set's values from the fields (an empty one takes the placeholder `hint`), or each field's error. */
export function readSet(draft: Draft, hint: LoggedSet, ctx: SetContext): ReadSet {
  const errors: FieldErrors = {};
  const { entries } = setValuesSchema;

  let weight: number | null = hint.weight;
  const typedWeight = parseDecimal(draft.weight);
  if (typedWeight !== null) weight = Number.isNaN(typedWeight) ? Number.NaN : roundKg(weightFrom(typedWeight, ctx.units));
  if (weight === null && ctx.loaded && !ctx.weightOptional) errors.weight = m.workout_weight_needed();
  else if (issue(entries.weight, weight)) errors.weight = m.workout_weight_range({ max: formatWeight(setLimits.weight.max, ctx.units, 0) });

  const hinted = ctx.measure === "seconds" ? hint.seconds : hint.reps;
  const work = parseDecimal(draft.work) ?? hinted;
  if (work === null) errors.work = translateMessage("validation_set_work");
  else errors.work = issue(ctx.measure === "seconds" ? entries.seconds : entries.reps, work);

  const effort = ctx.effort === "off" ? null : parseDecimal(draft.effort);
  if (effort !== null) errors.effort = issue(ctx.effort === "rpe" ? entries.rpe : entries.rir, effort);

  const failed = Object.fromEntries(Object.entries(errors).filter(([, text]) => text)) as FieldErrors;
  if (Object.keys(failed).length) return { ok: false, errors: failed };
  return {
    ok: true,
    values: {
      weight,
      reps: ctx.measure === "reps" ? work : null,
      seconds: ctx.measure === "seconds" ? work : null,
      rpe: ctx.effort === "rpe" ? effort : null,
      rir: ctx.effort === "rir" ? effort : null,
    },
  };
}

/**
 * A done set's fields read again after an edit: an emptied field keeps the set's value (the
 * placeholder of a done row is its own number), except a weight that may be left out (added to
 * the body, or an own exercise's), which emptied means none: "+10 kg" cleared is body weight again.
 */
export function readEdit(draft: Draft, done: SetValues, ctx: SetContext): ReadSet {
  const cleared = draft.weight.trim() === "" && (!ctx.loaded || ctx.weightOptional === true);
  return readSet(draft, cleared ? { ...done, weight: null } : done, ctx);
}
