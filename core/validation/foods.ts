// The food search's query and a food's id, shared by the API and the screens.
import * as v from "valibot";

export const foodSearchLimits = { queryLength: 100, pageSize: 20, maxPageSize: 50, maxOffset: 500 } as const;

const whole = (max: number, message: string) =>
  v.pipe(v.string(message), v.regex(/^\d{1,4}$/, message), v.transform(Number), v.maxValue(max, message));

export const foodSearchQuerySchema = v.object(
  {
    q: v.pipe(
      v.string("validation_food_query"),
      v.trim(),
      v.minLength(1, "validation_food_query"),
      v.maxLength(foodSearchLimits.queryLength, "validation_food_query"),
    ),
    offset: v.optional(whole(foodSearchLimits.maxOffset, "validation_food_offset"), "0"),
    limit: v.optional(
      v.pipe(whole(foodSearchLimits.maxPageSize, "validation_food_limit"), v.minValue(1, "validation_food_limit")),
      String(foodSearchLimits.pageSize),
    ),
  },
  "api_error_bad_request",
);

/** A food of the database: SR28's NDB number (five digits) or a home-cooking staple's slug. */
export const foodIdSchema = v.pipe(
  v.string("validation_food_id"),
  v.maxLength(80, "validation_food_id"),
  v.regex(/^(?:\d{5}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, "validation_food_id"),
);
