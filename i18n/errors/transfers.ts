import * as m from "../paraglide/messages.js";
import type { TransferErrorCode } from "../../core/api/transfers";
import { catalogue } from "./catalogue";
import { memberRowCaps } from "../../core/storage/member-rows";
import { diaryCaps } from "../../core/validation/diary";

// The fallbacks: the export names when it is allowed again, and an import names its file's line.
export const transferErrors = catalogue<TransferErrorCode>({
  export_limit: m.export_limit_later,
  import_limit: m.import_limit_later,
  import_invalid: m.import_invalid,
  import_unmatched: m.import_unmatched,
  import_own_exercises_changed: m.import_own_exercises_changed,
  import_already_undone: m.api_error_import_already_undone,
  diary_day_full: (_, options) => m.import_diary_day_full_any({ count: diaryCaps.entriesPerDay }, options),
  diary_lists_full: m.import_diary_lists_full_any,
  // Always answered with the full table's own message (worker/shared/member-rows.ts).
  log_full: (_, options) => m.log_full_workout_sets({ count: new Intl.NumberFormat(options.locale).format(memberRowCaps.workout_sets) }, options),
});
