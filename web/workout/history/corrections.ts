// Correcting a past workout (decision 0042): the edit form's fields as typed, and the changes
// they make, each a whole record stamped with the moment the member saved. A field left as it
// was keeps its stored value (a weight shown in pounds and read back would otherwise move by a
// gram); every typed value is checked with the server's rules (setValuesSchema).
import * as v from "valibot";
import type { LoggedSetJson, WorkoutSessionJson } from "../../../core/training/session";
import type { SetKind } from "../../../core/training/set-kinds";
import { logLimits, setLimits, setValuesSchema, type WorkoutChange } from "../../../core/validation/workouts";
import * as m from "../../../i18n/paraglide/messages.js";
import { translateMessage } from "../../../i18n/translate";
import { parseDecimal } from "../../shared/forms/number";
import { intl } from "../../shared/i18n/intl";
import { formatWeight } from "../../shared/units/format";
import { weightFrom, weightIn, type UnitSystem } from "../../shared/units/units";
import { entryChange, sessionChange, setChange } from "../changes";
import type { ExerciseTraits } from "./exercise-traits";

export type SetField = "weight" | "work" | "rpe" | "rir";
export type SetFields = Record<SetField, string>;

export interface SetDraft {
  id: string;
  kind: SetKind;
  measure: "reps" | "seconds";
  /** Made in this edit: recorded as a new set. */
  added: boolean;
  fields: SetFields;
}

export interface EntryDraft {
  id: string;
  exercise: string;
  loaded: boolean;
  /** Its weight is the load but may be left out (a member's own exercise). */
  weightOptional: boolean;
  measure: "reps" | "seconds";
  note: string;
  sets: SetDraft[];
}

export interface SessionDraft {
  name: string;
  /** The note on the whole workout. */
  note: string;
  units: UnitSystem;
  entries: EntryDraft[];
}

export interface DraftErrors {
  name?: string;
  /** The workout's own note. */
  note?: string;
  notes: Record<string, string>;
  sets: Record<string, Partial<SetFields>>;
}

export type Correction = { ok: true; changes: WorkoutChange[] } | { ok: false; errors: DraftErrors };

/** A number as a field shows it: no grouping, the page's decimal sign. */
const fieldNumber = (value: number, digits = 2) =>
  intl(Intl.NumberFormat, { maximumFractionDigits: digits, useGrouping: false }).format(value);
const field = (value: number | null, digits = 2) => (value === null ? "" : fieldNumber(value, digits));

function fieldsOf(set: LoggedSetJson, units: UnitSystem): SetFields {
  const weight = set.weight === null ? null : weightIn(set.weight, units);
  return {
    weight: field(weight, units === "imperial" ? 1 : 2),
    work: field(set.seconds ?? set.reps),
    rpe: field(set.rpe, 1),
    rir: field(set.rir),
  };
}

/** The form as it opens: the session's name and note, each exercise's note and its sets in order. */
export function draftOf(
  session: WorkoutSessionJson,
  traits: (slug: string, sets: LoggedSetJson[]) => ExerciseTraits,
  units: UnitSystem,
): SessionDraft {
  return {
    name: session.name ?? "",
    note: session.note,
    units,
    entries: session.entries.map((entry) => {
      const sets = session.sets.filter((s) => s.entryId === entry.id);
      const { loaded, measure, weightOptional = false } = traits(entry.exercise, sets);
      return {
        id: entry.id,
        exercise: entry.exercise,
        loaded,
        weightOptional,
        measure,
        note: entry.note,
        sets: sets.map((s) => ({
          id: s.id,
          kind: s.kind,
          measure: s.seconds !== null ? "seconds" : "reps",
          added: false,
          fields: fieldsOf(s, units),
        })),
      };
    }),
  };
}

/** A new work set at the end of an exercise, with the last set's numbers to start from. */
export function addedSet(entry: EntryDraft, id: string): SetDraft {
  const last = entry.sets.at(-1);
  return {
    id,
    kind: "work",
    measure: last?.measure ?? entry.measure,
    added: true,
    fields: last ? { ...last.fields } : { weight: "", work: "", rpe: "", rir: "" },
  };
}

const issue = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : translateMessage(result.issues[0].message);
};

/** kg to the gram. */
const roundKg = (kg: number) => Math.round(kg * 1000) / 1000;

interface Values {
  weight: number | null;
  reps: number | null;
  seconds: number | null;
  rpe: number | null;
  rir: number | null;
}

/** A set's values from its fields (an untouched field keeps `stored`'s), or each field's error. */
function readFields(
  set: SetDraft,
  entry: EntryDraft,
  units: UnitSystem,
  stored: { fields: SetFields; set: LoggedSetJson } | undefined,
) {
  const errors: Partial<SetFields> = {};
  const { entries } = setValuesSchema;
  const kept = (name: SetField) => stored !== undefined && set.fields[name] === stored.fields[name];

  let weight: number | null;
  if (kept("weight")) weight = stored!.set.weight;
  else {
    const typed = parseDecimal(set.fields.weight);
    weight = typed === null || Number.isNaN(typed) ? typed : roundKg(weightFrom(typed, units));
    if (weight === null && entry.loaded && !entry.weightOptional) errors.weight = m.history_weight_needed();
    else if (issue(entries.weight, weight))
      errors.weight = m.history_weight_range({ max: formatWeight(setLimits.weight.max, units, 0) });
  }

  const seconds = set.measure === "seconds";
  let work: number | null;
  if (kept("work")) work = seconds ? stored!.set.seconds : stored!.set.reps;
  else {
    work = parseDecimal(set.fields.work);
    errors.work = work === null ? translateMessage("validation_set_work") : issue(seconds ? entries.seconds : entries.reps, work);
  }

  const effort = (name: "rpe" | "rir") => {
    if (kept(name)) return stored!.set[name];
    const value = parseDecimal(set.fields[name]);
    if (value !== null) errors[name] = issue(entries[name], value);
    return value;
  };
  const values: Values = {
    weight,
    reps: seconds ? null : work,
    seconds: seconds ? work : null,
    rpe: effort("rpe"),
    rir: effort("rir"),
  };
  const failed = Object.fromEntries(Object.entries(errors).filter(([, text]) => text)) as Partial<SetFields>;
  return Object.keys(failed).length ? { ok: false as const, errors: failed } : { ok: true as const, values };
}

const sameValues = (a: Values, b: LoggedSetJson) =>
  a.weight === b.weight && a.reps === b.reps && a.seconds === b.seconds && a.rpe === b.rpe && a.rir === b.rir;

/**
 * The changes the form makes to the session: its name and note, each exercise's note, each set changed, added,
 * moved or removed; or, when a field is wrong, every field's error and no change at all.
 */
export function correctionChanges(session: WorkoutSessionJson, draft: SessionDraft, now: number): Correction {
  const errors: DraftErrors = { notes: {}, sets: {} };
  const changes: WorkoutChange[] = [];

  const name = draft.name.trim() || null;
  if (name !== null && name.length > logLimits.nameLength) errors.name = translateMessage("validation_workout_name");
  const note = draft.note.trim();
  if (note.length > logLimits.noteLength) errors.note = translateMessage("validation_workout_note");
  // The name and the note are one record's: one change carries both.
  if (!errors.name && !errors.note && (name !== session.name || note !== session.note))
    changes.push(sessionChange(session, { name, note }, now));

  const original = new Map(session.sets.map((s) => [s.id, s]));
  const kept = new Set(draft.entries.flatMap((e) => e.sets.map((s) => s.id)));
  for (const entry of draft.entries) {
    const stored = session.entries.find((e) => e.id === entry.id);
    if (entry.note.length > logLimits.noteLength) errors.notes[entry.id] = translateMessage("validation_workout_note");
    else if (stored && entry.note !== stored.note) changes.push(entryChange(session.id, stored, { note: entry.note }, now));

    entry.sets.forEach((set, position) => {
      const before = set.added ? undefined : original.get(set.id);
      const read = readFields(set, entry, draft.units, before && { set: before, fields: fieldsOf(before, draft.units) });
      if (!read.ok) {
        errors.sets[set.id] = read.errors;
        return;
      }
      if (before) {
        if (!sameValues(read.values, before) || before.position !== position || before.kind !== set.kind)
          changes.push(setChange(session.id, before, { ...read.values, position, kind: set.kind }, now));
        return;
      }
      const made: LoggedSetJson = {
        id: set.id,
        entryId: entry.id,
        exercise: entry.exercise,
        position,
        kind: set.kind,
        ...read.values,
        updatedAt: now,
      };
      changes.push(setChange(session.id, made, {}, now));
    });
  }
  for (const set of session.sets) if (!kept.has(set.id)) changes.push(setChange(session.id, set, { deleted: true }, now));

  const failed =
    errors.name !== undefined ||
    errors.note !== undefined ||
    Object.keys(errors.notes).length > 0 ||
    Object.keys(errors.sets).length > 0;
  return failed ? { ok: false, errors } : { ok: true, changes };
}

/** Discarding the workout: the session's removal (its exercises and sets go with it). */
export const discardChanges = (session: WorkoutSessionJson, now: number): WorkoutChange[] => [
  sessionChange(session, { deleted: true }, now),
];

/** Whether the exercise can take another set. */
export const canAddSet = (entry: EntryDraft) => entry.sets.length < logLimits.setsPerEntry;
