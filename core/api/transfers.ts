// /api/account/export and /api/imports: a member's data out (one ZIP) and history in (Strong and
// Hevy workouts, our own export's workouts and food diary, weigh-ins from a CSV).
import type { DiaryList, ImportSource, UndoableSource, WeightUnit } from "../imports/types";

export type TransferErrorCode =
  | "export_limit" // 429: the day's exports are used
  | "import_limit" // 429: the day's imports (or the hour's previews) are used
  | "import_invalid" // 400: the file has problems; the message names the first line
  | "import_unmatched" // 400: an exercise name is neither matched nor chosen
  | "import_own_exercises_changed" // 409: the member's own exercises kept changing while the import made some; nothing written
  | "import_already_undone" // 409: the import's workouts (or diary entries) were removed already
  | "diary_day_full" // 409: a diary import would put more foods on a day than a day holds; nothing written
  | "diary_lists_full" // 409: a diary import would take the member's own foods, recipes or favourites past what one keeps; nothing written
  | "log_full"; // 409: the import would take the member's workout log past its rows (core/storage/member-rows.ts); nothing written

/** GET /api/account/export: how many exports are left today and when the last one was made. */
export interface ExportStatusJson {
  limit: number;
  left: number;
  /** When the next export is allowed again after the limit is used (ms); null while some are left. */
  resetsAt: number | null;
  lastAt: number | null;
}

/** How an exercise name of the file found its exercise here. */
export type NameMatchHow = "library" | "remembered" | "chosen";

/** One distinct exercise name of the file. */
export interface ImportNameJson {
  name: string;
  sets: number;
  /** The exercise it goes to (a library slug or `own-<id>`); null while the member must choose. */
  exercise: string | null;
  how: NameMatchHow | null;
  /** Library slugs that may be meant, best first (up to 3), when not matched. */
  suggestions: string[];
}

export interface ImportProblemJson {
  line: number;
  /** In the member's language, naming the line. */
  message: string;
}

/** POST /api/imports/preview: what the file holds and what an import would add. Nothing is written. */
export interface ImportPreviewJson {
  source: ImportSource;
  rows: number;
  /** The unit weights are read in; `unitInFile` false means the member's choice (or kg) was used. */
  unit: WeightUnit;
  unitInFile: boolean;
  /** First and last day in the file; null when it holds nothing. */
  first: string | null;
  last: string | null;
  /** Workouts (Strong, Hevy, ours), diary entries (our diary) or weigh-ins (weight): in the file, and new to the member. */
  items: number;
  newItems: number;
  /** Sets in the file and new (workouts only; 0 for weight). */
  sets: number;
  newSets: number;
  /** Rows left out because the app keeps nothing of them (a rest timer, distance-only cardio). */
  skipped: number;
  /** Weigh-in days that already hold another weight: kept as they are (weight only). */
  conflicts: number;
  names: ImportNameJson[];
  /** The diary's own foods, recipes and favourites that came with its entries (null when none came). */
  lists: Record<DiaryList, ImportListPreviewJson> | null;
  /**
   * The routines that came with our own workouts (null when none came): in the file, new here, and
   * left out: all of them when the member's plan keeps no routines (`needsPlan`), else those past
   * the 50 a member keeps.
   */
  routines: (ImportListPreviewJson & { needsPlan: boolean }) | null;
  /** Up to 20, by line; the import is refused while there is one. */
  problems: ImportProblemJson[];
  problemCount: number;
}

/** One of the diary's lists: records in the file, new here, and left out (a recipe or favourite whose food cannot be read here). */
export interface ImportListPreviewJson {
  items: number;
  newItems: number;
  skipped: number;
}

/** POST /api/imports: what was written. A second import of the same file writes 0. */
export interface ImportResultJson {
  /** The import, as GET /api/imports lists it (its workouts can be removed again with it). */
  id: string;
  source: ImportSource;
  items: number;
  sets: number;
  ownExercises: number;
  /** The diary's own foods, recipes and favourites written (null when none came with the file). */
  lists: Record<DiaryList, number> | null;
  /** Routines written (null when none came with the file). */
  routines: number | null;
}

/** One import of the member's that can be taken back (workouts, our own diary), as GET /api/imports lists it. */
export interface ImportRecordJson {
  id: string;
  source: UndoableSource;
  createdAt: number;
  /**
   * What it added that is still kept, 0 once undone: workouts (removed ones included until purged)
   * for a workout import, diary entries (not those removed since) for the diary.
   */
  kept: number;
  /** When its workouts were removed again (POST /api/imports/:id/undo); null while kept. */
  undoneAt: number | null;
}

/** GET /api/imports: the member's workout and diary imports, newest first (the last 20). */
export interface ImportsJson {
  imports: ImportRecordJson[];
}

/**
 * POST /api/imports/:id/undo: the import's workouts (with their exercises' sets) or diary entries
 * are gone; importing the file again brings them back. `removed` counts them as `kept` did.
 */
export interface ImportUndoneJson {
  id: string;
  removed: number;
  undoneAt: number;
}
