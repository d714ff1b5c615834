// Payloads of the food diary's API (decision 0044): the day's query and the sync of changes made
// on a device, each a whole record with its id and the time the member made it: a diary entry, a
// food of the member's own (from a label), a recipe, a favourite. The server fills an entry's
// names and values from its food; the device never sends them. Messages are keys of
// messages/{en,ru}.json.
import * as v from "valibot";
import { nutrientColumns, type NutrientColumn } from "../foods/database";
import { favouriteRef, foodKinds, refIdValid, type FoodRef } from "../diary/food-ref";
import { quickGrams, quickLimits, quickRef, type QuickRef } from "../diary/quick";
import { columnUnits, maxPer100g, per100gFactor } from "../diary/values";
import { meals } from "../nutrition/dish";
import { isCalendarDate, utcDay } from "./progress";

export const diaryLimits = {
  changesPerSync: 100,
  /** One entry's, one ingredient's or one serving's grams. */
  grams: 5000,
  nameLength: 80,
  labelLength: 60,
  portionCount: 100,
  ingredients: 50,
  servings: 100,
  /** The finished weight of a recipe: from a tenth of its ingredients' weight (boiled down) to ten times it (porridge from dry oats). */
  finishedShare: { min: 0.1, max: 10 },
  earliestDate: "2000-01-01",
  /** A day may be planned up to a week ahead of the member's today. */
  daysAhead: 7,
} as const;

/**
 * How many live records one member may keep (tombstones not counted): far above any real diary, so
 * a script cannot fill the database. Enforced in the statement that writes a record (worker/diary/upserts.ts).
 */
export const diaryCaps = {
  /** Live entries on one day. */
  entriesPerDay: 150,
  foods: 2000,
  recipes: 500,
  favourites: 500,
} as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The message of a day outside the diary's span. */
export const diaryDateMessage = "validation_diary_date";

/** The latest day the diary takes at `now`: UTC's today, plus one day for members east of UTC, plus the week. */
export const latestDiaryDate = (now: number) => utcDay(now, 1 + diaryLimits.daysAhead);

/**
 * The member's own calendar day: a real date from 2000. Its latest day depends on whose now, so
 * the server checks it at the request's clock (worker/shared/latest-day.ts) and the screens only
 * offer days up to latestDiaryDate.
 */
export const diaryDateSchema = v.pipe(
  v.string("validation_progress_date_invalid"),
  v.check(isCalendarDate, "validation_progress_date_invalid"),
  v.check((d) => d >= diaryLimits.earliestDate, diaryDateMessage),
);

const idSchema = v.pipe(v.string("validation_id_invalid"), v.regex(uuid, "validation_id_invalid"));
/** A moment in ms since 1970, from 2020 on (the device's clock; the server caps it at its own now). */
const momentSchema = v.pipe(
  v.number("validation_time_invalid"),
  v.integer("validation_time_invalid"),
  v.minValue(Date.UTC(2020, 0, 1), "validation_time_invalid"),
);
const gramsSchema = v.pipe(
  v.number("validation_diary_grams"),
  v.finite("validation_diary_grams"),
  v.gtValue(0, "validation_diary_grams"),
  v.maxValue(diaryLimits.grams, "validation_diary_grams"),
);
const text = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));

/** A food: its kind and an id of the form that kind's ids take. */
export const foodRefSchema = v.pipe(
  v.object(
    {
      kind: v.picklist(foodKinds, "validation_diary_food"),
      id: v.pipe(v.string("validation_diary_food"), v.maxLength(80, "validation_diary_food")),
    },
    "validation_diary_food",
  ),
  v.forward(
    v.check((ref) => refIdValid(ref.kind, ref.id), "validation_diary_food"),
    ["id"],
  ),
);

/** The portion the member chose, for showing "2 × 1 cup": the grams are the entry's own. */
const portionSchema = v.nullable(
  v.object(
    {
      count: v.pipe(
        v.number("validation_diary_portion"),
        v.finite("validation_diary_portion"),
        v.gtValue(0, "validation_diary_portion"),
        v.maxValue(diaryLimits.portionCount, "validation_diary_portion"),
      ),
      label: v.object(
        {
          en: text(diaryLimits.labelLength, "validation_diary_portion"),
          ru: text(diaryLimits.labelLength, "validation_diary_portion"),
        },
        "validation_diary_portion",
      ),
    },
    "validation_diary_portion",
  ),
);

const change = { id: idSchema, updatedAt: momentSchema, deleted: v.optional(v.boolean("validation_diary_change"), false) };

/** An entry's food: a food, or `quick` for nothing but the member's numbers (core/diary/quick.ts). */
const entryFoodSchema = v.pipe(
  v.object(
    {
      kind: v.picklist([...foodKinds, quickRef.kind], "validation_diary_food"),
      id: v.pipe(v.string("validation_diary_food"), v.maxLength(80, "validation_diary_food")),
    },
    "validation_diary_food",
  ),
  v.forward(
    v.check(
      (ref) => (ref.kind === quickRef.kind ? ref.id === quickRef.id : refIdValid(ref.kind, ref.id)),
      "validation_diary_food",
    ),
    ["id"],
  ),
  v.transform((ref) => ref as FoodRef | QuickRef),
);

const quickNumber = (max: number, message: string) =>
  v.pipe(v.number(message), v.finite(message), v.minValue(0, message), v.maxValue(max, message));

/** What a quick entry holds: the energy (required), the macros where known, and a note. */
export const quickValuesSchema = v.object(
  {
    name: v.nullable(
      v.pipe(
        v.string("validation_diary_quick_name"),
        v.trim(),
        v.maxLength(quickLimits.nameLength, "validation_diary_quick_name"),
        // An empty note is no note.
        v.transform((s) => s || null),
      ),
    ),
    kcal: quickNumber(quickLimits.kcal, "validation_diary_quick_energy"),
    protein: v.nullable(quickNumber(quickLimits.macro, "validation_diary_quick_macro")),
    fat: v.nullable(quickNumber(quickLimits.macro, "validation_diary_quick_macro")),
    carbs: v.nullable(quickNumber(quickLimits.macro, "validation_diary_quick_macro")),
  },
  "validation_diary_quick_energy",
);

export const entryChangeSchema = v.pipe(
  v.object({
    type: v.literal("entry"),
    ...change,
    date: diaryDateSchema,
    meal: v.picklist(meals, "validation_diary_meal"),
    food: entryFoodSchema,
    grams: gramsSchema,
    portion: portionSchema,
    /** A quick entry's numbers (with `food` quick, 100 grams and no portion), and only a quick entry's. */
    quick: v.optional(quickValuesSchema),
    /**
     * The member's entry this one copies (a meal or a day copied): when its food cannot be read now
     * (an own food removed since, a dish after leaving Standard), the copy takes that entry's values.
     */
    copyOf: v.optional(idSchema),
  }),
  v.forward(
    v.check(
      (e) =>
        e.food.kind === quickRef.kind
          ? e.quick !== undefined && e.grams === quickGrams && e.portion === null
          : e.quick === undefined,
      "validation_diary_quick",
    ),
    ["quick"],
  ),
);

/** The message of a column's range: energy, the macros and their parts (g), or the rest. */
const rangeMessage = (c: NutrientColumn) =>
  c === "kcal" ? "validation_diary_energy" : columnUnits[c] === "g" ? "validation_diary_macro" : "validation_diary_nutrient";

/** A label's value: not negative, and within what a 5 kg serving of the densest food could hold. */
const labelValue = (c: NutrientColumn, message: string) =>
  v.pipe(
    v.number(message),
    v.finite(rangeMessage(c)),
    v.minValue(0, rangeMessage(c)),
    v.maxValue((maxPer100g(c) * diaryLimits.grams) / 100, rangeMessage(c)),
  );

const required = ["kcal", "protein", "fat", "carbs"] as const;
type Required = (typeof required)[number];
const isRequired = (c: NutrientColumn): c is Required => (required as readonly string[]).includes(c);

/** Energy, protein, fat and carbohydrate are required; every other column may be left unknown (null or left out). */
export const labelValuesSchema = v.object(
  Object.fromEntries(
    nutrientColumns.map((c) => [
      c,
      isRequired(c) ? labelValue(c, "validation_diary_required") : v.optional(v.nullable(labelValue(c, rangeMessage(c)))),
    ]),
  ) as { [C in Required]: ReturnType<typeof labelValue> } & {
    [C in Exclude<NutrientColumn, Required>]: v.OptionalSchema<
      v.NullableSchema<ReturnType<typeof labelValue>, undefined>,
      undefined
    >;
  },
  "validation_diary_required",
);

type LabelValues = v.InferOutput<typeof labelValuesSchema>;
/** Label rounding: each value may be up to half a unit off, so a sum may pass its whole by a little. */
const slack = 1;

/** What per 100 g says is impossible, as [message, column the member should look at], or null. */
function labelProblem(values: LabelValues, factor: number): [string, NutrientColumn] | null {
  const per100 = (c: NutrientColumn) => (values[c] ?? 0) * factor;
  for (const c of nutrientColumns) if (per100(c) > maxPer100g(c)) return [rangeMessage(c), c];
  const weighed = per100("protein") + per100("fat") + per100("carbs") + per100("alcohol") + per100("water");
  if (weighed > 100 + slack) return ["validation_diary_macros_sum", "protein"];
  if (per100("sugar") > per100("carbs") + slack) return ["validation_diary_sugar", "sugar"];
  if (per100("saturatedFat") + per100("mono") + per100("poly") > per100("fat") + slack)
    return ["validation_diary_fats", "saturatedFat"];
  return null;
}

const at = (input: Record<string, unknown>, key: string) => ({
  type: "object" as const,
  origin: "value" as const,
  input,
  key,
  value: input[key],
});

export const foodChangeSchema = v.pipe(
  v.object({
    type: v.literal("food"),
    ...change,
    name: text(diaryLimits.nameLength, "validation_diary_name"),
    brand: v.nullable(
      v.pipe(v.string("validation_diary_brand"), v.trim(), v.maxLength(diaryLimits.nameLength, "validation_diary_brand")),
    ),
    barcode: v.nullable(v.pipe(v.string("validation_diary_barcode"), v.regex(/^\d{8,14}$/, "validation_diary_barcode"))),
    /** The label gives its values per 100 g, or per serving (converted on the server). */
    basis: v.picklist(["100g", "serving"], "validation_diary_basis"),
    serving: v.nullable(
      v.object(
        { label: text(diaryLimits.labelLength, "validation_diary_serving"), grams: gramsSchema },
        "validation_diary_serving",
      ),
    ),
    values: labelValuesSchema,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const food = dataset.value;
    if (food.basis === "serving" && food.serving === null) {
      addIssue({ message: "validation_diary_serving", path: [at(food, "serving")] });
      return;
    }
    const problem = labelProblem(food.values, per100gFactor(food.basis, food.serving?.grams));
    if (problem) addIssue({ message: problem[0], path: [at(food, "values"), at(food.values, problem[1])] });
  }),
);

const ingredientSchema = v.object(
  {
    food: v.pipe(
      foodRefSchema,
      v.forward(
        v.check((ref) => ref.kind !== "recipe", "validation_diary_recipe_in_recipe"),
        ["kind"],
      ),
    ),
    grams: gramsSchema,
  },
  "validation_diary_ingredients",
);

export const recipeChangeSchema = v.pipe(
  v.object({
    type: v.literal("recipe"),
    ...change,
    name: text(diaryLimits.nameLength, "validation_diary_name"),
    ingredients: v.pipe(
      v.array(ingredientSchema, "validation_diary_ingredients"),
      v.minLength(1, "validation_diary_ingredients"),
      v.maxLength(diaryLimits.ingredients, "validation_diary_ingredients"),
    ),
    /** The cooked whole's weight in grams. */
    finishedGrams: v.pipe(
      v.number("validation_diary_finished"),
      v.finite("validation_diary_finished"),
      v.gtValue(0, "validation_diary_finished"),
    ),
    servings: v.pipe(
      v.number("validation_diary_servings"),
      v.integer("validation_diary_servings"),
      v.minValue(1, "validation_diary_servings"),
      v.maxValue(diaryLimits.servings, "validation_diary_servings"),
    ),
  }),
  v.forward(
    v.check((r) => {
      const raw = r.ingredients.reduce((sum, i) => sum + i.grams, 0);
      return r.finishedGrams >= raw * diaryLimits.finishedShare.min && r.finishedGrams <= raw * diaryLimits.finishedShare.max;
    }, "validation_diary_finished"),
    ["finishedGrams"],
  ),
);

export const favouriteChangeSchema = v.object({
  type: v.literal("favourite"),
  /** `<kind>:<food id>`: one favourite per food. */
  id: v.pipe(
    v.string("validation_diary_favourite"),
    v.maxLength(100, "validation_diary_favourite"),
    v.check((id) => favouriteRef(id) !== null, "validation_diary_favourite"),
  ),
  updatedAt: momentSchema,
  deleted: change.deleted,
});

/** One change of any kind. */
export const diaryChangeSchema = v.variant(
  "type",
  [entryChangeSchema, foodChangeSchema, recipeChangeSchema, favouriteChangeSchema],
  "validation_diary_change",
);

export const diarySyncSchema = v.object({
  changes: v.pipe(
    v.array(diaryChangeSchema, "validation_diary_change"),
    v.minLength(1, "validation_sync_changes"),
    v.maxLength(diaryLimits.changesPerSync, "validation_sync_changes"),
  ),
});

/** A day asked for, and the member's today where they are (which day's targets are kept). */
export const diaryDayQuerySchema = v.object({
  date: diaryDateSchema,
  today: v.optional(
    v.pipe(v.string("validation_progress_date_invalid"), v.check(isCalendarDate, "validation_progress_date_invalid")),
  ),
});

export type DiaryEntryChange = v.InferOutput<typeof entryChangeSchema>;
export type CustomFoodChange = v.InferOutput<typeof foodChangeSchema>;
export type RecipeChange = v.InferOutput<typeof recipeChangeSchema>;
export type FavouriteChange = v.InferOutput<typeof favouriteChangeSchema>;
export type DiaryChange = DiaryEntryChange | CustomFoodChange | RecipeChange | FavouriteChange;
export type DiarySyncInput = v.InferInput<typeof diarySyncSchema>;
