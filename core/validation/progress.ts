// Progress tracking payloads (body weight, body fat and circumferences by day), shared by the form and
// the API. Messages are keys of messages/{en,ru}.json, translated where they are shown.
import * as v from "valibot";
import type { Clock } from "../clock";
import { metricLimits } from "./account";
import { bodyFatLimits, circumferenceLimits, measurementFields, type MeasurementField } from "../progress/measurements";
import { earliestDay } from "./time-span";

export const earliestEntryDate = earliestDay;

/** The YYYY-MM-DD of a UTC day, `offsetDays` from `now`. */
export function utcDay(now: number, offsetDays = 0): string {
  return new Date(now + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (no 2023-02-30, no 2023-2-3). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const calendarDateSchema = v.pipe(
  v.string("validation_progress_date_invalid"),
  v.check(isCalendarDate, "validation_progress_date_invalid"),
);

/**
 * The latest day an entry may have at `now`. Dates are the member's local day, so "tomorrow in
 * UTC" is the latest allowed: someone east of UTC is already living in it.
 */
export const latestEntryDate = (now: number) => utcDay(now, 1);

/** Whether a YYYY-MM-DD day may hold an entry at `now` (a weigh-in logged or imported). Same-format strings compare by value. */
export const isEntryDate = (date: string, now: number) => date >= earliestEntryDate && date <= latestEntryDate(now);

/** The message for a day past latestEntryDate. */
export const futureEntryDateMessage = "validation_progress_date_future";

/**
 * The day of an entry as any clock takes it: a real day from the earliest on. Its latest day
 * depends on whose now: the API checks it at the request's clock (worker/progress/routes.ts), the
 * form at the device's (entryDateSchemaOn).
 */
export const entryDateSchema = v.pipe(
  calendarDateSchema,
  v.check((d) => d >= earliestEntryDate, "validation_progress_date_too_early"),
);

/** The day of an entry at `clock`'s now: entryDateSchema and at most latestEntryDate (isEntryDate). */
export const entryDateSchemaOn = (clock: Clock) =>
  v.pipe(
    entryDateSchema,
    v.check((d) => d <= latestEntryDate(clock.now()), futureEntryDateMessage),
  );

/**
 * A finite number within [min, max], checked as sent and stored to `step` (0.1; a weight to 0.01 kg,
 * so one typed in pounds to 0.1 lb reads back as typed).
 */
const measurement = (limits: { min: number; max: number }, message: string, step = 10) =>
  v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(limits.min, message),
    v.maxValue(limits.max, message),
    v.transform((n) => Math.round(n * step) / step),
  );

export const measurementSchemas = {
  weight: measurement(metricLimits.weight, "validation_weight_range", 100),
  bodyFat: measurement(bodyFatLimits, "validation_progress_body_fat_range"),
  waist: measurement(circumferenceLimits.waist, "validation_progress_waist_range"),
  neck: measurement(circumferenceLimits.neck, "validation_progress_neck_range"),
  hips: measurement(circumferenceLimits.hips, "validation_progress_hips_range"),
  chest: measurement(circumferenceLimits.chest, "validation_progress_chest_range"),
  arm: measurement(circumferenceLimits.arm, "validation_progress_arm_range"),
  thigh: measurement(circumferenceLimits.thigh, "validation_progress_thigh_range"),
} satisfies Record<MeasurementField, v.GenericSchema<number, number>>;

/** A body that is not an object at all (an array, a string) is just a bad request. */
const notAnObject = "api_error_bad_request";

export const progressEmptyMessage = "validation_progress_empty";

/** True when at least one measurement has a value. */
export const hasMeasurement = (entry: Partial<Record<MeasurementField, number | null | undefined>>) =>
  measurementFields.some((f) => typeof entry[f] === "number");

/**
 * When the member made a change, by the device's clock (ms since 1970, from 2020 on). With it a
 * write is last-change-wins: one older than the entry's last change changes nothing, so a replay
 * or a late arrival from another device cannot undo a newer change (decision 0042). The server
 * counts a time in the future as its own now.
 */
export const changedAtSchema = v.pipe(
  v.number("validation_progress_changed_at"),
  v.integer("validation_progress_changed_at"),
  v.minValue(Date.UTC(2020, 0, 1), "validation_progress_changed_at"),
);

/** Logging a day: a date and at least one measurement; sending a day again merges into it. */
export const bodyEntryCreateSchema = v.pipe(
  v.object(
    {
      date: entryDateSchema,
      weight: v.optional(measurementSchemas.weight),
      bodyFat: v.optional(measurementSchemas.bodyFat),
      waist: v.optional(measurementSchemas.waist),
      neck: v.optional(measurementSchemas.neck),
      hips: v.optional(measurementSchemas.hips),
      chest: v.optional(measurementSchemas.chest),
      arm: v.optional(measurementSchemas.arm),
      thigh: v.optional(measurementSchemas.thigh),
      changedAt: v.optional(changedAtSchema),
    },
    notAnObject,
  ),
  v.check((input) => hasMeasurement(input), progressEmptyMessage),
);
export type BodyEntryCreateInput = v.InferInput<typeof bodyEntryCreateSchema>;

/**
 * Editing an entry: any field, null clears a measurement. Whether something is left is known
 * only with the stored entry, so the API checks that (with progressEmptyMessage).
 */
export const bodyEntryUpdateSchema = v.object(
  {
    date: v.optional(entryDateSchema),
    weight: v.nullish(measurementSchemas.weight),
    bodyFat: v.nullish(measurementSchemas.bodyFat),
    waist: v.nullish(measurementSchemas.waist),
    neck: v.nullish(measurementSchemas.neck),
    hips: v.nullish(measurementSchemas.hips),
    chest: v.nullish(measurementSchemas.chest),
    arm: v.nullish(measurementSchemas.arm),
    thigh: v.nullish(measurementSchemas.thigh),
    changedAt: v.optional(changedAtSchema),
  },
  notAnObject,
);
export type BodyEntryUpdateInput = v.InferInput<typeof bodyEntryUpdateSchema>;

/** The list's optional range; any real date works as a bound (no future limit). */
export const bodyEntryListQuerySchema = v.object(
  {
    from: v.optional(calendarDateSchema),
    to: v.optional(calendarDateSchema),
  },
  notAnObject,
);
