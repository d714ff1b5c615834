// Correcting a past workout (decision 0042): the edit form's fields as typed, and the changes
// they make, each a whole record stamped with the moment the member saved. A field left as it
// was keeps its stored value (a weight shown in pounds and read back would otherwise move by a
// gram; a start time shown to the minute, its seconds); every typed value is checked with the
// server's rules (setValuesSchema). The day, the start and the length of a finished workout are
// corrected too (a workout left running overnight), and exercises added or taken out.
import * as v from "valibot";
import type { LoggedSetJson, WorkoutSessionJson } from "../../../core/training/session";
import type { SetKind } from "../../../core/training/set-kinds";
import { isCalendarDate } from "../../../core/validation/progress";
import { isKeptDay } from "../../../core/validation/time-span";
import { logLimits, setLimits, setValuesSchema, type SessionChange, type WorkoutChange } from "../../../core/validation/workouts";
import * as m from "../../../i18n/paraglide/messages.js";
import { translateMessage } from "../../../i18n/translate";
import { parseDecimal } from "../../shared/forms/number";
import { localIsoDate } from "../../shared/i18n/format";
import { intl } from "../../shared/i18n/intl";
import { formatWeight } from "../../shared/units/format";
import { weightFrom, weightIn, type UnitSystem } from "../../shared/units/units";
import { entryChange, sessionChange, setChange } from "../changes";
import type { ExerciseTraits } from "./exercise-traits";
import { durationMinutes } from "./session-stats";

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
  /** Added in this edit: recorded as a new exercise. */
  added: boolean;
  exercise: string;
  loaded: boolean;
  /** Its weight is the load but may be left out (a member's own exercise). */
  weightOptional: boolean;
  measure: "reps" | "seconds";
  note: string;
  sets: SetDraft[];
}

/** When a finished workout took place, as its fields show it: its day, its start (HH:MM where the device is), its minutes. */
export interface WhenFields {
  date: string;
  time: string;
  minutes: string;
}

export interface SessionDraft {
  name: string;
  /** The note on the whole workout. */
  note: string;
  /** A finished workout's day, start and length; null for one still open. */
  when: WhenFields | null;
  units: UnitSystem;
  entries: EntryDraft[];
}

export interface DraftErrors {
  name?: string;
  when?: Partial<WhenFields>;
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

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** A moment's time of day where the device is, as a time field shows it: "07:05". */
export const clockTime = (at: number) => {
  const d = new Date(at);
  return `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
};

/** The fields of a finished workout's day, start and length (null while it is open). */
export function whenOf(session: Pick<WorkoutSessionJson, "date" | "startedAt" | "finishedAt">): WhenFields | null {
  const minutes = durationMinutes(session.startedAt, session.finishedAt);
  return minutes === null ? null : { date: session.date, time: clockTime(session.startedAt), minutes: String(minutes) };
}

/** The longest a workout may be said to have lasted: a day. */
export const longestMinutes = 24 * 60;

/**
 * The day, start and end the fields say, or each field's error; the stored times where nothing
 * was changed (none for a workout being made). The start is a time where the device is, on the
 * day typed; with the day left as it was, on the stored start's own day there (a device in
 * another zone than the workout's would otherwise move it by a day). A day typed may not be after
 * today, nor a start or an end typed after `now`; a time the clocks skipped (a daylight-saving
 * change) is refused rather than moved.
 */
export function readWhen(
  fields: WhenFields,
  stored: Pick<WorkoutSessionJson, "date" | "startedAt" | "finishedAt"> | null,
  now: number,
): { ok: true; date: string; startedAt: number; finishedAt: number } | { ok: false; errors: Partial<WhenFields> } {
  const before = stored && whenOf(stored);
  const errors: Partial<WhenFields> = {};
  const date = fields.date.trim();
  const time = fields.time.trim();
  const sameDay = before !== null && date === before.date;
  const sameStart = sameDay && time === before.time;
  const sameLength = before !== null && fields.minutes.trim() === before.minutes;
  if (!isCalendarDate(date) || !isKeptDay(date)) errors.date = m.history_when_date_invalid();
  else if (!sameDay && date > localIsoDate(new Date(now))) errors.date = m.history_when_date_future();
  const clock = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!clock || Number(clock[1]) > 23 || Number(clock[2]) > 59) errors.time = m.history_when_time_invalid();
  const typedMinutes = parseDecimal(fields.minutes);
  const minutes = sameLength
    ? (stored!.finishedAt! - stored!.startedAt) / 60_000
    : typedMinutes !== null && Number.isInteger(typedMinutes) && typedMinutes >= 1 && typedMinutes <= longestMinutes
      ? typedMinutes
      : null;
  if (minutes === null) errors.minutes = m.history_when_minutes_invalid({ max: String(longestMinutes) });
  if (errors.date || errors.time || minutes === null) return { ok: false, errors };
  let startedAt = stored?.startedAt ?? 0;
  if (!sameStart) {
    const [hours, mins] = [Number(clock![1]), Number(clock![2])];
    const on = sameDay ? new Date(stored!.startedAt) : new Date(`${date}T00:00:00`);
    const start = new Date(on.getFullYear(), on.getMonth(), on.getDate(), hours, mins);
    if (start.getHours() !== hours || start.getMinutes() !== mins)
      return { ok: false, errors: { time: m.history_when_time_skipped() } };
    startedAt = start.getTime();
    if (startedAt > now) return { ok: false, errors: { time: m.history_when_time_future() } };
  }
  const finishedAt = startedAt + minutes * 60_000;
  if (!(sameStart && sameLength) && finishedAt > now) return { ok: false, errors: { minutes: m.history_when_end_future() } };
  return { ok: true, date, startedAt, finishedAt };
}

/** A past workout's fields as the form to log one opens: today, started an hour ago (to five minutes), an hour long. */
export function pastWhen(now: number): WhenFields {
  const start = new Date(Math.floor((now - 60 * 60_000) / 300_000) * 300_000);
  return { date: localIsoDate(start), time: clockTime(start.getTime()), minutes: "60" };
}

/**
 * A workout done earlier, logged now: finished, of no plan day, with no exercises yet (the form
 * that opens next adds them), or each field's error.
 */
export function pastWorkout(
  fields: WhenFields,
  id: string,
  now: number,
): { ok: true; change: SessionChange } | { ok: false; errors: Partial<WhenFields> } {
  const when = readWhen(fields, null, now);
  if (!when.ok) return when;
  const { date, startedAt, finishedAt } = when;
  return {
    ok: true,
    change: {
      type: "session",
      id,
      date,
      name: null,
      note: "",
      source: "free",
      weekday: null,
      status: "finished",
      startedAt,
      finishedAt,
      deleted: false,
      updatedAt: now,
    },
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
    when: whenOf(session),
    units,
    entries: session.entries.map((entry) => {
      const sets = session.sets.filter((s) => s.entryId === entry.id);
      const { loaded, measure, weightOptional = false } = traits(entry.exercise, sets);
      return {
        id: entry.id,
        added: false,
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

/** An exercise added in the form, with one empty work set to fill in. */
export function addedEntry(exercise: string, traits: ExerciseTraits, id: string, setId: string): EntryDraft {
  const entry: EntryDraft = {
    id,
    added: true,
    exercise,
    loaded: traits.loaded,
    weightOptional: traits.weightOptional ?? false,
    measure: traits.measure,
    note: "",
    sets: [],
  };
  return { ...entry, sets: [addedSet(entry, setId)] };
}

/**
 * The draft with its added exercises' traits read again: one made from the picker's "Create" was
 * not in the member's list yet when it was picked, and read then it would log reps and added
 * weight whatever it measures.
 */
export function withCurrentTraits(draft: SessionDraft, traitsOf: (slug: string) => ExerciseTraits): SessionDraft {
  if (!draft.entries.some((e) => e.added)) return draft;
  return {
    ...draft,
    entries: draft.entries.map((entry) => {
      if (!entry.added) return entry;
      const { loaded, measure, weightOptional = false } = traitsOf(entry.exercise);
      return { ...entry, loaded, measure, weightOptional, sets: entry.sets.map((s) => ({ ...s, measure })) };
    }),
  };
}

/** Whether the workout can take another exercise. */
export const canAddEntry = (draft: SessionDraft) => draft.entries.length < logLimits.entries;

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
  const when = draft.when ? readWhen(draft.when, session, now) : null;
  if (when && !when.ok) errors.when = when.errors;
  const times = when?.ok ? { date: when.date, startedAt: when.startedAt, finishedAt: when.finishedAt } : {};
  const timesChanged =
    when?.ok === true &&
    (when.date !== session.date || when.startedAt !== session.startedAt || when.finishedAt !== session.finishedAt);
  // The name, the note and the times are one record's: one change carries them all.
  if (!errors.name && !errors.note && !errors.when && (name !== session.name || note !== session.note || timesChanged))
    changes.push(sessionChange(session, { name, note, ...times }, now));

  const original = new Map(session.sets.map((s) => [s.id, s]));
  const kept = new Set(draft.entries.flatMap((e) => e.sets.map((s) => s.id)));
  const keptEntries = new Set(draft.entries.map((e) => e.id));
  draft.entries.forEach((entry, position) => {
    const stored = session.entries.find((e) => e.id === entry.id);
    if (entry.note.length > logLimits.noteLength) errors.notes[entry.id] = translateMessage("validation_workout_note");
    // The exercises keep the form's order: one taken out closes its gap, one added comes last.
    else if (stored && (entry.note !== stored.note || stored.position !== position))
      changes.push(entryChange(session.id, stored, { note: entry.note, position }, now));
    else if (!stored)
      changes.push({
        type: "entry",
        id: entry.id,
        sessionId: session.id,
        exercise: entry.exercise,
        position,
        note: entry.note,
        superset: null,
        deleted: false,
        updatedAt: now,
      });

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
  });
  for (const entry of session.entries)
    if (!keptEntries.has(entry.id)) changes.push(entryChange(session.id, entry, { deleted: true }, now));
  for (const set of session.sets) if (!kept.has(set.id)) changes.push(setChange(session.id, set, { deleted: true }, now));

  const failed =
    errors.name !== undefined ||
    errors.note !== undefined ||
    errors.when !== undefined ||
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
