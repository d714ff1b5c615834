// Payloads of the workout log's API: the day's query, history paging, and sync (decision 0042).
// A sync carries changes made on a device, each a whole record with its id and the time the
// member made it; the logger's fields check each value with the same rules.
// Messages are keys of messages/{en,ru}.json.
import * as v from "valibot";
import { setKinds } from "../training/set-kinds";
import { weekdays } from "../training/workout-plan";
import { isCalendarDate } from "./progress";
import { earliestMoment, isKeptDay, lastMoment } from "./time-span";

const dateSchema = v.pipe(v.string("validation_progress_date_invalid"), v.check(isCalendarDate, "validation_progress_date_invalid"));
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A library exercise's slug, or an own one's (`own-<uuid>`), at most 100 characters. */
export const exerciseSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Limits of one set: a world-record deadlift is about 500 kg; holds up to an hour. */
export const setLimits = {
  weight: { min: 0, max: 500 },
  reps: { min: 1, max: 100 },
  seconds: { min: 1, max: 3600 },
  rpe: { min: 6, max: 10, step: 0.5 },
  rir: { min: 0, max: 10 },
} as const;

/** How much one session and one sync may hold. */
export const logLimits = { entries: 30, setsPerEntry: 30, noteLength: 500, nameLength: 80, opsPerSync: 100 } as const;

const idSchema = v.pipe(v.string("validation_id_invalid"), v.regex(uuid, "validation_id_invalid"));
export const exerciseSchema = v.pipe(
  v.string("validation_exercise_invalid"),
  v.maxLength(100, "validation_exercise_invalid"),
  v.regex(exerciseSlug, "validation_exercise_invalid"),
);
/** When the member made a change: ms since 1970, from 2020 on (the device's clock; the server caps it at its own now). */
const momentSchema = v.pipe(
  v.number("validation_time_invalid"),
  v.integer("validation_time_invalid"),
  v.minValue(Date.UTC(2020, 0, 1), "validation_time_invalid"),
);
/**
 * When a workout started or finished: ms since 1970, from 1900 on, as far back as an import reads
 * (another app's history may be older than this app). The last moment is checked on the whole
 * change (a removal passes it, so a workout stored before the rule can still be removed).
 */
const workoutMomentSchema = v.pipe(
  v.number("validation_time_invalid"),
  v.integer("validation_time_invalid"),
  v.minValue(earliestMoment, "validation_time_invalid"),
);
const positionSchema = (max: number) =>
  v.pipe(v.number("validation_position"), v.integer("validation_position"), v.minValue(0, "validation_position"), v.maxValue(max - 1, "validation_position"));

/** One set's values; the logger's fields check each with the same rules. */
export const setValuesSchema = v.object({
  weight: v.nullable(
    v.pipe(v.number("validation_set_weight"), v.minValue(setLimits.weight.min, "validation_set_weight"), v.maxValue(setLimits.weight.max, "validation_set_weight")),
  ),
  reps: v.nullable(
    v.pipe(v.number("validation_set_reps"), v.integer("validation_set_reps"), v.minValue(setLimits.reps.min, "validation_set_reps"), v.maxValue(setLimits.reps.max, "validation_set_reps")),
  ),
  seconds: v.nullable(
    v.pipe(
      v.number("validation_set_seconds"),
      v.integer("validation_set_seconds"),
      v.minValue(setLimits.seconds.min, "validation_set_seconds"),
      v.maxValue(setLimits.seconds.max, "validation_set_seconds"),
    ),
  ),
  rpe: v.nullable(
    v.pipe(
      v.number("validation_set_rpe"),
      v.minValue(setLimits.rpe.min, "validation_set_rpe"),
      v.maxValue(setLimits.rpe.max, "validation_set_rpe"),
      v.check((n) => Number.isInteger(n * 2), "validation_set_rpe"),
    ),
  ),
  rir: v.nullable(
    v.pipe(v.number("validation_set_rir"), v.integer("validation_set_rir"), v.minValue(setLimits.rir.min, "validation_set_rir"), v.maxValue(setLimits.rir.max, "validation_set_rir")),
  ),
});

const change = { id: idSchema, updatedAt: momentSchema, deleted: v.optional(v.boolean("validation_workout_change"), false) };

export const sessionChangeSchema = v.pipe(
  v.object({
    type: v.literal("session"),
    ...change,
    date: dateSchema,
    name: v.nullable(
      v.pipe(v.string("validation_workout_name"), v.trim(), v.maxLength(logLimits.nameLength, "validation_workout_name")),
    ),
    /** How the workout went; absent from changes a device made before workouts had notes. */
    note: v.optional(
      v.pipe(v.string("validation_workout_note"), v.maxLength(logLimits.noteLength, "validation_workout_note")),
      "",
    ),
    source: v.picklist(["plan", "free"], "validation_workout_change"),
    /** The plan day followed (source "plan"). */
    weekday: v.nullable(v.picklist(weekdays, "validation_weekdays_invalid")),
    status: v.picklist(["active", "finished"], "validation_workout_change"),
    startedAt: workoutMomentSchema,
    finishedAt: v.nullable(workoutMomentSchema),
  }),
  // The day as the times: 1900 to 2200 (a removal passes, as for the times).
  v.forward(
    v.check((s) => s.deleted || isKeptDay(s.date), "validation_workout_date_range"),
    ["date"],
  ),
  v.forward(
    v.check((s) => s.deleted || s.startedAt <= lastMoment, "validation_time_invalid"),
    ["startedAt"],
  ),
  v.forward(
    v.check((s) => s.deleted || s.finishedAt === null || s.finishedAt <= lastMoment, "validation_time_invalid"),
    ["finishedAt"],
  ),
  // A device whose clock stepped back during the workout may send an end before the start: it is
  // kept as ending at the start rather than refused (a refused sync is dropped by the device).
  v.transform((s) => (s.finishedAt !== null && s.finishedAt < s.startedAt ? { ...s, finishedAt: s.startedAt } : s)),
);

export const entryChangeSchema = v.object({
  type: v.literal("entry"),
  ...change,
  sessionId: idSchema,
  exercise: exerciseSchema,
  position: positionSchema(logLimits.entries),
  note: v.pipe(v.string("validation_workout_note"), v.maxLength(logLimits.noteLength, "validation_workout_note")),
  // Absent from a change made by the app before supersets (an outbox kept on a device through the
  // update): the stored superset is then kept, not cleared.
  superset: v.optional(v.nullable(v.pipe(v.string("validation_superset_invalid"), v.regex(uuid, "validation_superset_invalid")))),
});

export const setChangeSchema = v.pipe(
  v.object({
    type: v.literal("set"),
    ...change,
    sessionId: idSchema,
    entryId: idSchema,
    exercise: exerciseSchema,
    position: positionSchema(logLimits.setsPerEntry),
    kind: v.picklist(setKinds, "validation_workout_change"),
    ...setValuesSchema.entries,
  }),
  // A deleted set needs no values; a kept one has reps or seconds.
  v.check((s) => s.deleted || s.reps !== null || s.seconds !== null, "validation_set_work"),
);

/** One change of any kind. */
export const changeSchema = v.variant("type", [sessionChangeSchema, entryChangeSchema, setChangeSchema], "validation_workout_change");

export const syncSchema = v.object({
  changes: v.pipe(
    v.array(changeSchema, "validation_workout_change"),
    v.minLength(1, "validation_sync_changes"),
    v.maxLength(logLimits.opsPerSync, "validation_sync_changes"),
  ),
  /**
   * Whose changes these are. A request goes with whatever session the browser has when it leaves:
   * a tab still open for one member after another signed in elsewhere in the browser, or a sync an
   * earlier service worker replayed (decision 0063), would send them under another member's. The
   * server refuses a sync made for someone else.
   */
  member: v.optional(idSchema),
});

export type SessionChange = v.InferOutput<typeof sessionChangeSchema>;
export type EntryChange = v.InferOutput<typeof entryChangeSchema>;
export type SetChange = v.InferOutput<typeof setChangeSchema>;
export type WorkoutChange = SessionChange | EntryChange | SetChange;
export type SyncInput = v.InferInput<typeof syncSchema>;

export const dayQuerySchema = v.object({ date: dateSchema });

const limitSchema = (fallback: string) =>
  v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer("validation_limit"), v.minValue(1, "validation_limit"), v.maxValue(100, "validation_limit")),
    fallback,
  );

export const historyQuerySchema = v.object({ limit: limitSchema("20"), before: v.optional(dateSchema) });
export const exerciseHistoryQuerySchema = v.object({ limit: limitSchema("30") });
