// What a member sends to the vitamin and mineral analyzers: a day of foods with grams and the
// date of a saved day (the life stage comes from the profile). Shared by the day builder and the API. Messages are keys
// of messages/{en,ru}.json.
import * as v from "valibot";
import { isCalendarDate, utcDay } from "./progress";

/** A day holds at most this many items; one item weighs 1 g to 3 kg. */
export const dayLimits = { maxItems: 100, minGrams: 1, maxGrams: 3000 } as const;

/** Saved days go back a year from the member's today and forward one day (time zones). */
export const savedDayRange = { pastDays: 365, futureDays: 1 } as const;

/** Whether a date is within the range saved days may have, around UTC's day of `now`. */
export function dateInRange(date: string, now: number): boolean {
  return date >= utcDay(now, -savedDayRange.pastDays) && date <= utcDay(now, savedDayRange.futureDays);
}

const notAnObject = "api_error_bad_request";

const gramsSchema = v.pipe(
  v.number("validation_micro_grams_range"),
  v.finite("validation_micro_grams_range"),
  v.minValue(dayLimits.minGrams, "validation_micro_grams_range"),
  v.maxValue(dayLimits.maxGrams, "validation_micro_grams_range"),
  v.transform((g) => Math.round(g * 10) / 10),
);

/** The items of a day, each a food of the table (`isFood` decides) and its grams. */
export function dayItemsSchema(isFood: (slug: string) => boolean) {
  return v.pipe(
    v.array(
      v.object(
        {
          food: v.pipe(
            v.string("validation_micro_food_unknown"),
            v.maxLength(100, "validation_micro_food_unknown"),
            v.check(isFood, "validation_micro_food_unknown"),
          ),
          grams: gramsSchema,
        },
        notAnObject,
      ),
      "validation_micro_items_empty",
    ),
    v.minLength(1, "validation_micro_items_empty"),
    v.maxLength(dayLimits.maxItems, "validation_micro_items_too_many"),
  );
}

/** A calendar date; whether it is in range depends on the day it is checked (`dateInRange`). */
export const savedDayDateSchema = v.pipe(
  v.string("validation_micro_date_invalid"),
  v.check(isCalendarDate, "validation_micro_date_invalid"),
);

export function analysisSchema(isFood: (slug: string) => boolean) {
  return v.object({ items: dayItemsSchema(isFood) }, notAnObject);
}

export function savedDaySchema(isFood: (slug: string) => boolean) {
  return v.object({ date: savedDayDateSchema, items: dayItemsSchema(isFood) }, notAnObject);
}
export type SavedDayInput = v.InferOutput<ReturnType<typeof savedDaySchema>>;
