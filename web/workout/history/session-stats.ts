// A session's numbers as the history shows them, from the session as this device has it (its
// unsent corrections included), by the same rules as the server's summaries (worker/workouts/
// history.ts): work sets only, at least a minute for a finished workout.
import type { WorkoutSessionJson, WorkoutSummaryJson } from "../../../core/training/session";
import { countsAsWork } from "../../../core/training/set-kinds";

export interface SessionStats {
  durationMinutes: number | null;
  exercises: number;
  sets: number;
  volumeKg: number;
  reps: number;
  seconds: number;
}

/** Minutes from start to finish; null while the workout is open. */
export const durationMinutes = (startedAt: number, finishedAt: number | null): number | null =>
  finishedAt === null ? null : Math.max(1, Math.round((finishedAt - startedAt) / 60_000));

export function sessionStats(session: WorkoutSessionJson): SessionStats {
  const work = session.sets.filter((s) => countsAsWork(s.kind));
  return {
    durationMinutes: durationMinutes(session.startedAt, session.finishedAt),
    exercises: new Set(work.map((s) => s.entryId)).size,
    sets: work.length,
    // A bodyweight set's weight is what was added to the body: only that counts, as on the server.
    volumeKg: Math.round(work.reduce((sum, s) => sum + (s.weight ?? 0) * (s.reps ?? 0), 0)),
    reps: work.reduce((sum, s) => sum + (s.reps ?? 0), 0),
    seconds: work.reduce((sum, s) => sum + (s.seconds ?? 0), 0),
  };
}

/** The history's line for a session this device holds whole (WorkoutSummaryJson, as the server makes it). */
export function summaryOf(session: WorkoutSessionJson): WorkoutSummaryJson {
  const { id, date, name, source, dayType, status, startedAt } = session;
  const lines = [...session.entries]
    .sort((a, b) => a.position - b.position)
    .map((entry) => ({
      exercise: entry.exercise,
      sets: session.sets.filter((s) => s.entryId === entry.id && countsAsWork(s.kind)).length,
    }))
    .filter((line) => line.sets > 0);
  return { id, date, name, source, dayType, status, startedAt, ...sessionStats(session), lines };
}

/** Each entry's sets, in order (the session keeps them ordered by entry, then position). */
export function setsByEntry(session: WorkoutSessionJson) {
  return session.entries.map((entry) => ({ entry, sets: session.sets.filter((s) => s.entryId === entry.id) }));
}
