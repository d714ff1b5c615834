// How many rows of each log one member may keep, removed ones still held included (a removal
// leaves a tombstone for 90 days, an imported one for good). The live caps (a day's entries, a
// workout's sets) say nothing of rows made and removed again, and days go back years, so without
// these a script could fill the shared database through one account. Each is several times a
// lifetime of logging. The database counts them itself (migration 0035's triggers, which hold the
// same numbers): a write over one fails its whole batch.
export const memberRowCaps = {
  workout_sessions: 20_000,
  workout_entries: 150_000,
  workout_sets: 500_000,
  diary_entries: 200_000,
  diary_foods: 10_000,
  diary_recipes: 2_500,
} as const;

export type CappedTable = keyof typeof memberRowCaps;

export const cappedTables = Object.keys(memberRowCaps) as CappedTable[];
