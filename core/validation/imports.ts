// The import's request (POST /api/imports/preview and /api/imports): the file's text, the unit
// when the file does not name one, the member's time zone (the files' times are local), and the
// member's choices for exercise names left unmatched. Messages are keys of messages/{en,ru}.json.
import * as v from "valibot";
import { importLimits, importSources, weightUnits, type DiaryListTexts } from "../imports/types";
import { isTimeZone } from "../time-zone";

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A choice for a name: an exercise (library slug or own-<id>), or a new own exercise measured in reps or time. */
export const newOwnChoices = ["new:reps", "new:time"] as const;
const choiceSchema = v.union(
  [v.picklist(newOwnChoices), v.pipe(v.string(), v.maxLength(100), v.regex(slug))],
  "validation_import_choice",
);

const listText = v.pipe(v.string("validation_import_file"), v.maxLength(importLimits.bytes, "validation_import_file_large"));
const listsSize = (lists: DiaryListTexts) => Object.values(lists).reduce((n, text) => n + text.length, 0);

export const importSchema = v.pipe(
  v.object({
    source: v.picklist(importSources, "validation_import_source"),
    csv: v.pipe(
      v.string("validation_import_file"),
      v.nonEmpty("validation_import_file"),
      v.maxLength(importLimits.bytes, "validation_import_file_large"),
    ),
    unit: v.optional(v.picklist(weightUnits, "validation_import_unit"), "kg"),
    timeZone: v.optional(v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, "validation_time_zone")), "UTC"),
    matches: v.optional(
      v.pipe(
        v.record(v.pipe(v.string(), v.maxLength(200)), choiceSchema, "validation_import_choice"),
        v.check((r) => Object.keys(r).length <= 500, "validation_import_choice"),
      ),
      {},
    ),
    /** The diary's own foods, recipes and favourites from the same download (the diary only; core/imports/diary-lists.ts). */
    lists: v.optional(
      v.pipe(
        v.strictObject(
          { foods: v.optional(listText), recipes: v.optional(listText), favourites: v.optional(listText) },
          "validation_import_file",
        ),
        v.check((lists) => listsSize(lists) <= importLimits.bytes, "validation_import_file_large"),
      ),
    ),
    /** The routines from the same download (our own workouts only; core/imports/routines.ts). */
    routines: v.optional(listText),
  }),
  v.forward(
    v.check((req) => req.lists === undefined || req.source === "diary", "validation_import_file"),
    ["lists"],
  ),
  v.forward(
    v.check((req) => req.routines === undefined || req.source === "forma", "validation_import_file"),
    ["routines"],
  ),
);
export type ImportInput = v.InferInput<typeof importSchema>;
export type ImportRequest = v.InferOutput<typeof importSchema>;
