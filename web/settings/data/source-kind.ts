import type { ImportSource } from "../../../core/imports/types";

/** What a file brings: workouts (Strong, Hevy, our own export), our own diary's entries, or weigh-ins. */
export type ImportKind = "workouts" | "diary" | "weight";

const kinds: Record<ImportSource, ImportKind> = { strong: "workouts", hevy: "workouts", forma: "workouts", diary: "diary", weight: "weight" };

export const importKind = (source: ImportSource): ImportKind => kinds[source];
