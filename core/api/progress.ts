// /api/progress: body weight and measurements by day.
import type { BodyEntryJson } from "../progress/entry";

export type { BodyEntryJson };

export type ProgressErrorCode = "progress_date_taken";

/** GET /api/progress/entries: the member's entries, oldest first. */
export interface BodyEntriesJson {
  entries: BodyEntryJson[];
}
