// The wire shape of one day's log, as the progress API answers it and the app reads it.
import type { MeasurementField } from "./measurements";

/** One day's log (GET /api/progress/entries and the answers to POST and PATCH): null where nothing was measured. */
export type BodyEntryJson = { id: string; date: string } & Record<MeasurementField, number | null>;
