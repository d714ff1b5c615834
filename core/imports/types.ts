// What an import reads from a file (core/imports/{strong,hevy,forma,diary,weight}.ts parse it,
// worker/imports writes it): workouts with their exercises and sets, diary entries, or weigh-ins,
// each with the file's line it came from so a problem can name it. Weights are in kg once read.
import type { SetKind } from "../training/set-kinds";
import type { DiaryPortionJson } from "../api/diary";
import type { EntryFoodRef } from "../diary/quick";
import type { KnownValues } from "../diary/values";
import type { Meal } from "../nutrition/dish";
import type { Circumference } from "../progress/measurements";

export const importSources = ["strong", "hevy", "forma", "diary", "weight"] as const;
export type ImportSource = (typeof importSources)[number];
/** The sources of workouts: other apps', and this app's own export (forma: workouts/sets.csv). */
export const workoutSources = ["strong", "hevy", "forma"] as const satisfies readonly ImportSource[];
export type WorkoutSource = (typeof workoutSources)[number];
/** What a file brings: workouts (Strong, Hevy, our own export), our own diary's entries, or weigh-ins. */
export type ImportKind = "workouts" | "diary" | "weight";
const kinds: Record<ImportSource, ImportKind> = { strong: "workouts", hevy: "workouts", forma: "workouts", diary: "diary", weight: "weight" };
export const importKind = (source: ImportSource): ImportKind => kinds[source];

/** The file of "Download my data" that each of our own sources reads (the member may choose the ZIP itself). */
export const ownExportFiles = {
  forma: "workouts/sets.csv",
  diary: "diary/entries.csv",
  weight: "progress/measurements.csv",
} as const satisfies Partial<Record<ImportSource, string>>;
export type OwnExportSource = keyof typeof ownExportFiles;

/**
 * The diary's lists in "Download my data" that come with its entries when the member chooses the
 * ZIP (core/imports/diary-lists.ts reads them): own foods, recipes and favourites, so that logging
 * an entry again finds its food in the new account.
 */
export const diaryListFiles = {
  foods: "diary/own-foods.json",
  recipes: "diary/recipes.json",
  favourites: "diary/favourites.json",
} as const;
export type DiaryList = keyof typeof diaryListFiles;
export const diaryLists = Object.keys(diaryListFiles) as DiaryList[];
/** The lists' texts as the request carries them (each the file's JSON, any of them left out). */
export type DiaryListTexts = Partial<Record<DiaryList, string>>;

/** The routines in "Download my data" that come with its workouts when the member chooses the ZIP (core/imports/routines.ts reads them). */
export const routinesFile = "workouts/routines.json";

/** Imports that can be taken back (worker/imports/undo.ts): workouts, the diary of our own export, and weigh-ins. */
export const undoableSources = [...workoutSources, "diary", "weight"] as const satisfies readonly ImportSource[];
export type UndoableSource = (typeof undoableSources)[number];

export const weightUnits = ["kg", "lb"] as const;
export type WeightUnit = (typeof weightUnits)[number];

/** How much one import may hold: 10,000 rows must fit, with room. */
export const importLimits = { rows: 20_000, bytes: 4 * 1024 * 1024, problemsShown: 20 } as const;

/** One set as the file has it (the 1-based line of the file, the header being line 1). */
export interface ImportedSet {
  line: number;
  kind: SetKind;
  weightKg: number | null;
  reps: number | null;
  seconds: number | null;
  rpe: number | null;
  /** Reps in reserve, where the file has them (this app's own export). */
  rir?: number | null;
}

/** One exercise of a workout, under the name the other app gave it, its sets in order. */
export interface ImportedExercise {
  name: string;
  note: string;
  /**
   * The superset it was done in, as the file labels it within the workout (Hevy's superset_id, our
   * export's letter); exercises of a workout sharing a label are one superset. Null for none.
   */
  superset: string | null;
  sets: ImportedSet[];
}

/**
 * One workout: `key` is what identifies it (its start as a local date-time, "2024-03-04 18:05:12",
 * and its name), so a second import finds the same workouts however the file writes the time (12
 * or 24 hours, a no-break space before PM); `keyAsWritten` has the start as the file writes it, the
 * key of imports made before (a workout stored under it is the same workout); `date` is the day as
 * the file has it.
 */
export interface ImportedWorkout {
  key: string;
  keyAsWritten: string;
  line: number;
  date: string;
  startedAt: number;
  finishedAt: number | null;
  name: string;
  note: string;
  exercises: ImportedExercise[];
}

/** One weigh-in: a day, the weight (kg) and, when the file has it, body fat (%). */
export interface ImportedWeight {
  line: number;
  date: string;
  /** Null on a day the file measured without weighing (a waist alone). */
  weightKg: number | null;
  bodyFat: number | null;
  /** The day's circumferences in cm, to 0.1, those the file has. */
  circumferences: Partial<Record<Circumference, number>>;
}

/**
 * One food of the diary as our own export writes it (diary/entries.csv): the day, the meal, the
 * food it names, its names and values per 100 g as they were logged, the grams and the portion.
 */
export interface ImportedDiaryEntry {
  line: number;
  date: string;
  meal: Meal;
  /** A quick entry's is `quick` (decision 0075), with its note as `nameEn` ("" without one). */
  food: EntryFoodRef;
  nameEn: string;
  nameRu: string | null;
  grams: number;
  portion: DiaryPortionJson | null;
  /** When it was first logged (ms): with the food, what makes it the same entry. */
  loggedAt: number;
  /** Its id in the account the file came from (the export's `id` column); null in a file made before that column. */
  sourceId: string | null;
  per100g: KnownValues;
}

/** Why a line cannot be imported; the message (messages/*.json `import_problem_<code>`) names the line. */
export const importProblemCodes = [
  "empty",
  "not_this_app",
  "too_many_rows",
  "columns",
  "date",
  "date_range",
  "weight",
  "reps",
  "seconds",
  "rpe",
  "rir",
  "body_fat",
  "waist",
  "neck",
  "hips",
  "chest",
  "arm",
  "thigh",
  "exercise_name",
  "too_many_exercises",
  "too_many_sets",
  "diary_date_range",
  "meal",
  "food",
  "food_name",
  "grams",
  "nutrient",
  "too_many_entries",
  "own_food",
  "recipe",
  "favourite",
  "foods_file",
  "recipes_file",
  "favourites_file",
  "routine",
  "routines_file",
] as const;
export type ImportProblemCode = (typeof importProblemCodes)[number];

export interface ImportProblem {
  /** 1-based line of the file (0 for the whole file); for the diary's lists, the item's 1-based place in its file. */
  line: number;
  code: ImportProblemCode;
}

/** What a parser gives: the items, the unit weights were read in (null when the file has none), and problems. */
export interface Parsed<T> {
  items: T[];
  /** Data rows read (not counting the header). */
  rows: number;
  /** The unit named by the file's header; null when the file does not say (the member chooses). */
  unitInFile: WeightUnit | null;
  /** Rows the app has nothing to keep from (a rest timer, distance-only cardio): left out, not refused. */
  skipped: number;
  problems: ImportProblem[];
}

/**
 * The reader's options: the unit when the file does not name one, the member's time zone (IANA),
 * and the server's clock (ms), which judges how late a date may be (the reader's own when absent).
 */
export interface ParseOptions {
  unit: WeightUnit;
  timeZone: string;
  now?: number;
}
