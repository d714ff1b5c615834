// What the dishes library's API reads: a dish is asked for by its slug.
import * as v from "valibot";

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const dishQuerySchema = v.object({
  slug: v.pipe(
    v.string("validation_dish_invalid"),
    v.maxLength(100, "validation_dish_invalid"),
    v.regex(slug, "validation_dish_invalid"),
  ),
});
