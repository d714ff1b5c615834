// The workout log's tombstones (sync.ts, upserts.ts) go after 90 days (platform/tombstones.ts).
// Tombstones do not count against the caps (live exercises a workout, live sets an exercise), so
// deleting them changes no member's room.
//
// Sets first, then exercises, then workouts. A removed workout takes all its exercises and sets
// with it (ON DELETE CASCADE), live ones too, as its removal already hid them; a removed exercise
// takes its sets. A parent waits until none of its children changed within the 90 days either, so
// nothing removed more recently goes with it. A late change to a purged record is then, like the
// diary's, a new record; one under a purged workout or exercise is refused (`not_found`), never a
// foreign-key failure.
//
// Imported records (ids made from what they are: UUID version 8, imports/ids.ts) keep their
// tombstones: those keep a workout removed after an import from coming back when the same file is
// imported again. They are as many as the member imported, not made anew by each removal.
import { sql } from "drizzle-orm";
import type { CronTask } from "../platform/cron-task";
import { pruneRemoved, tombstoneKeptMs, type RemovedRows } from "../platform/tombstones";

/** Written as the partial indexes write it (schema.ts), so they are used. */
const notImported = sql.raw(`substr(id, 15, 1) <> '8'`);

export const removedWorkoutRows = (cutoff: number): RemovedRows[] => [
  { table: "workout_sets", also: notImported },
  {
    table: "workout_entries",
    also: sql`${notImported} AND NOT EXISTS (SELECT 1 FROM workout_sets c WHERE c.entry_id = workout_entries.id AND c.updated_at >= ${cutoff})`,
    // Each takes its sets: at most 30 live ones (logLimits) once old removed sets are gone.
    perStatement: 1_000,
  },
  {
    table: "workout_sessions",
    also: sql`${notImported}
      AND NOT EXISTS (SELECT 1 FROM workout_entries c WHERE c.session_id = workout_sessions.id AND c.updated_at >= ${cutoff})
      AND NOT EXISTS (SELECT 1 FROM workout_sets c WHERE c.session_id = workout_sessions.id AND c.updated_at >= ${cutoff})`,
    // Each takes its exercises and sets: up to 30 live exercises of 30 live sets.
    perStatement: 200,
  },
];

export const pruneWorkoutTombstones: CronTask = {
  name: "prune-workout-tombstones",
  async run({ db, now }) {
    const cutoff = now - tombstoneKeptMs;
    const [sets, entries, sessions] = await pruneRemoved(db, removedWorkoutRows(cutoff), cutoff);
    return `sets ${sets}, entries ${entries}, sessions ${sessions}`;
  },
};
