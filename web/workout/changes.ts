// The whole records the logger sends (decision 0042): each edit is a session, entry or set as it
// now stands, stamped with the moment the member made it.
import type { LoggedSetJson, WorkoutEntryJson, WorkoutSessionJson } from "../../core/training/session";
import type { EntryChange, SessionChange, SetChange } from "../../core/validation/workouts";

/**
 * The session as it stands with the patch. A workout finishes when or after it starts (the server
 * refuses it otherwise): one whose device clock went back during it, or one stored before that
 * rule, ends when it started.
 */
export function sessionChange(session: WorkoutSessionJson, patch: Partial<SessionChange> = {}, now = Date.now()): SessionChange {
  const { id, date, name, note, source, weekday, status, startedAt, finishedAt } = session;
  const change = { type: "session" as const, id, date, name, note, source, weekday, status, startedAt, finishedAt, deleted: false, updatedAt: now, ...patch };
  return change.finishedAt !== null && change.finishedAt < change.startedAt ? { ...change, finishedAt: change.startedAt } : change;
}

/**
 * The superset rides only on a change that sets it (`patch.superset`): any other change leaves it
 * out, and the server and the device keep the stored one, so a move or a note made on a device
 * that has not yet heard of another's pairing does not undo it (decision 0066).
 */
export function entryChange(sessionId: string, entry: WorkoutEntryJson, patch: Partial<EntryChange> = {}, now = Date.now()): EntryChange {
  const { id, exercise, position, note } = entry;
  return { type: "entry", id, sessionId, exercise, position, note, deleted: false, updatedAt: now, ...patch };
}

export function setChange(sessionId: string, set: LoggedSetJson, patch: Partial<SetChange> = {}, now = Date.now()): SetChange {
  const { id, entryId, exercise, position, kind, weight, reps, seconds, rpe, rir } = set;
  return { type: "set", id, sessionId, entryId, exercise, position, kind, weight, reps, seconds, rpe, rir, deleted: false, updatedAt: now, ...patch };
}
