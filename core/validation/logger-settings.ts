// The workout logger's settings kept with the account (decision 0070): effort logging, the bar and
// plates at hand, and the rest chosen per exercise. The same rules as the device's own copy
// (web/workout/device-settings.ts), so what one device keeps another can take.
import * as v from "valibot";
import { barWeights, plateSets } from "../training/plates";
import { exerciseSlug } from "./workouts";

/** The rests to choose from for an exercise, in seconds (0: no timer). */
export const restChoices = [0, 30, 45, 60, 90, 120, 180, 240, 300] as const;
/** Effort logging: off, RPE, or reps in reserve. */
export const effortChoices = ["off", "rpe", "rir"] as const;
/** At most this many exercises with a rest of their own (a library's worth). */
export const maxChosenRests = 500;
const invalid = "validation_logger_settings_invalid";

/** An exercise with a rest of its own: by its slug, as the log names it. */
const restKeySchema = v.pipe(v.string(invalid), v.maxLength(100, invalid), v.regex(exerciseSlug, invalid));
export const isRestKey = (key: string): boolean => v.is(restKeySchema, key);

const plateSetSchema = (unit: "kg" | "lb") =>
  v.object({
    bar: v.picklist(barWeights[unit], invalid),
    plates: v.pipe(
      v.array(v.picklist(plateSets[unit], invalid), invalid),
      v.check((plates) => new Set(plates).size === plates.length, invalid),
    ),
  });

export const loggerSettingsSchema = v.object(
  {
    effort: v.picklist(effortChoices, invalid),
    plates: v.object({ metric: plateSetSchema("kg"), imperial: plateSetSchema("lb") }, invalid),
    rest: v.pipe(
      v.record(restKeySchema, v.picklist(restChoices, invalid), invalid),
      v.check((rest) => Object.keys(rest).length <= maxChosenRests, invalid),
    ),
    /** When the member last changed them, on the device that did (ms): the latest change wins whole. */
    updatedAt: v.pipe(v.number(invalid), v.integer(invalid), v.minValue(0, invalid)),
    /**
     * Sent with a change: the `updatedAt` of the account's copy it was made on (0 for none). A
     * change made on the latest copy is kept whatever the device's clock says.
     */
    base: v.optional(v.pipe(v.number(invalid), v.integer(invalid), v.minValue(0, invalid))),
  },
  invalid,
);

export type LoggerSettingsJson = v.InferOutput<typeof loggerSettingsSchema>;
