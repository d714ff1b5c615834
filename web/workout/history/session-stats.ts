// A session's numbers as the history shows them, from the session as this device has it (its
// unsent corrections included), by the same rules as the list's summaries: work sets only.
import type { WorkoutSessionJson } from "../../../core/training/session";

export interface SessionStats {
  durationMinutes: number | null;
  exercises: number;
  sets: number;
  volumeKg: number;
}

export function sessionStats(session: WorkoutSessionJson): SessionStats {
  const work = session.sets.filter((s) => s.kind === "work");
  return {
    durationMinutes:
      session.finishedAt === null ? null : Math.max(0, Math.round((session.finishedAt - session.startedAt) / 60_000)),
    exercises: new Set(work.map((s) => s.entryId)).size,
    sets: work.length,
    // A bodyweight set's weight is what was added to the body: only that counts, as on the server.
    volumeKg: Math.round(work.reduce((sum, s) => sum + (s.weight ?? 0) * (s.reps ?? 0), 0)),
  };
}

/** Each entry's sets, in order (the session keeps them ordered by entry, then position). */
export function setsByEntry(session: WorkoutSessionJson) {
  return session.entries.map((entry) => ({ entry, sets: session.sets.filter((s) => s.entryId === entry.id) }));
}
