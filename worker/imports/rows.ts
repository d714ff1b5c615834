// The rows an import of workouts would write, with their ids made from the member, the file's app
// and the workout's key (ids.ts): sessions, their exercises (entries) by position, and the sets
// of each by position. A set with neither reps nor seconds has nothing to keep and is left out.
import { normaliseName } from "../../core/imports/names";
import type { ImportedWorkout, ImportSource } from "../../core/imports/types";
import type { SetKind } from "../../core/training/set-kinds";
import { logLimits } from "../../core/validation/workouts";
import { derivedId } from "./ids";

export interface SessionRow {
  id: string;
  date: string;
  name: string | null;
  note: string;
  startedAt: number;
  finishedAt: number | null;
}

export interface EntryRow {
  id: string;
  sessionId: string;
  exercise: string;
  position: number;
  note: string;
  superset: string | null;
}

export interface SetRow {
  id: string;
  sessionId: string;
  entryId: string;
  position: number;
  kind: SetKind;
  weight: number | null;
  reps: number | null;
  seconds: number | null;
  rpe: number | null;
  rir: number | null;
  loggedAt: number;
}

export interface WorkoutRows {
  sessions: SessionRow[];
  entries: EntryRow[];
  sets: SetRow[];
  /** Sets of the file left out for having no reps and no seconds. */
  dropped: number;
}

/** The rows of the workouts; `exerciseOf` maps a normalised name to its exercise ("" while it has none). */
export async function workoutRows(
  userId: string,
  source: ImportSource,
  workouts: readonly ImportedWorkout[],
  exerciseOf: ReadonlyMap<string, string>,
): Promise<WorkoutRows> {
  const rows: WorkoutRows = { sessions: [], entries: [], sets: [], dropped: 0 };
  const seen = new Set<string>();
  for (const w of workouts) {
    const sessionId = await derivedId(userId, source, w.key);
    // The same workout twice in one file is one workout.
    if (seen.has(sessionId)) continue;
    seen.add(sessionId);
    const name = w.name.trim().slice(0, logLimits.nameLength);
    rows.sessions.push({
      id: sessionId,
      date: w.date,
      name: name || null,
      note: w.note.trim().slice(0, logLimits.noteLength),
      startedAt: w.startedAt,
      finishedAt: w.finishedAt,
    });
    // A label two or more exercises share is a superset, under a key made from it (the same on
    // every import of the file); one exercise alone with a label is on its own.
    const labels = w.exercises.map((e) => e.superset).filter((l): l is string => l !== null);
    const shared = new Set(labels.filter((l, i) => labels.indexOf(l) !== i));
    for (const [position, e] of w.exercises.entries()) {
      const entryId = await derivedId(userId, source, w.key, position);
      const exercise = exerciseOf.get(normaliseName(e.name)) ?? "";
      const superset =
        e.superset !== null && shared.has(e.superset) ? await derivedId(userId, source, w.key, "superset", e.superset) : null;
      rows.entries.push({ id: entryId, sessionId, exercise, position, note: e.note.slice(0, logLimits.noteLength), superset });
      for (const [setPosition, s] of e.sets.entries()) {
        if (s.reps === null && s.seconds === null) {
          rows.dropped += 1;
          continue;
        }
        rows.sets.push({
          id: await derivedId(userId, source, w.key, position, setPosition),
          sessionId,
          entryId,
          position: setPosition,
          kind: s.kind,
          weight: s.weightKg,
          reps: s.reps,
          seconds: s.seconds,
          rpe: s.rpe,
          rir: s.rir ?? null,
          loggedAt: w.startedAt,
        });
      }
    }
  }
  return rows;
}
