// The device's view of the log: stored sessions with the changes not yet sent laid over them, by
// the rule the server keeps (decision 0042): per record, the change made last wins; a removal is
// a change; a change no newer than the record changes nothing.
import type { EntryChange, SessionChange, SetChange, WorkoutChange } from "../validation/workouts";
import type { LoggedSetJson, SessionExercise, WorkoutEntryJson, WorkoutSessionJson } from "./session";
import type { DayType } from "./workout-plan";

/** What a session started from the plan shows until the server has frozen its prescription. */
export interface PlanSeed {
  plan: SessionExercise[];
  dayType: DayType;
  blockWeek: number;
  deload: boolean;
}

const newer = (change: { updatedAt: number }, record: { updatedAt: number } | undefined) =>
  !record || change.updatedAt > record.updatedAt;

function sessionFrom(change: SessionChange, seed: PlanSeed | null, previous?: WorkoutSessionJson): WorkoutSessionJson {
  const { date, name, note, source, weekday, status, startedAt, finishedAt, updatedAt, id } = change;
  return {
    plan: seed?.plan ?? [],
    dayType: seed?.dayType ?? null,
    blockWeek: seed?.blockWeek ?? null,
    deload: seed?.deload ?? false,
    entries: [],
    sets: [],
    ...previous,
    id,
    date,
    name,
    note,
    source,
    weekday,
    status,
    startedAt,
    finishedAt,
    updatedAt,
  };
}

function applyEntry(session: WorkoutSessionJson, change: EntryChange): WorkoutSessionJson {
  const current = session.entries.find((e) => e.id === change.id);
  if (!newer(change, current)) return session;
  const others = session.entries.filter((e) => e.id !== change.id);
  if (change.deleted) return { ...session, entries: others };
  const { id, exercise, position, note, updatedAt } = change;
  // A change without a superset (made before supersets) keeps the one the entry has.
  const superset = change.superset === undefined ? (current?.superset ?? null) : change.superset;
  const entry: WorkoutEntryJson = { id, exercise, position, note, superset, updatedAt };
  return { ...session, entries: [...others, entry] };
}

function applySet(session: WorkoutSessionJson, change: SetChange): WorkoutSessionJson {
  const current = session.sets.find((s) => s.id === change.id);
  if (!newer(change, current)) return session;
  const others = session.sets.filter((s) => s.id !== change.id);
  if (change.deleted) return { ...session, sets: others };
  const { id, entryId, exercise, position, kind, weight, reps, seconds, rpe, rir, updatedAt } = change;
  const set: LoggedSetJson = { id, entryId, exercise, position, kind, weight, reps, seconds, rpe, rir, updatedAt };
  return { ...session, sets: [...others, set] };
}

/** Entries by position; sets by their entry's position, then their own; sets of a removed entry are not shown. */
function ordered(session: WorkoutSessionJson): WorkoutSessionJson {
  const entries = [...session.entries].sort((a, b) => a.position - b.position);
  const place = new Map(entries.map((e, i) => [e.id, i]));
  const sets = session.sets
    .filter((s) => place.has(s.entryId))
    .sort((a, b) => place.get(a.entryId)! - place.get(b.entryId)! || a.position - b.position);
  return { ...session, entries, sets };
}

/**
 * The sessions as the device shows them. Sessions first, then entries, then sets, so a workout
 * started offline has its exercises and sets; a change for a session not here is left out (its
 * session was discarded, or belongs to a page not loaded). `seed` gives a new plan session its
 * prescription.
 */
export function applyChanges(
  sessions: readonly WorkoutSessionJson[],
  changes: readonly WorkoutChange[],
  seed: (change: SessionChange) => PlanSeed | null = () => null,
): WorkoutSessionJson[] {
  const byId = new Map(sessions.map((s) => [s.id, s]));
  // In the order they were made: a removal is then never undone by an older edit listed after it.
  const inOrder = [...changes].sort((a, b) => a.updatedAt - b.updatedAt);
  for (const change of inOrder) {
    if (change.type !== "session") continue;
    const current = byId.get(change.id);
    if (!newer(change, current)) continue;
    if (change.deleted) byId.delete(change.id);
    else byId.set(change.id, sessionFrom(change, current ? null : seed(change), current));
  }
  for (const change of inOrder) {
    if (change.type === "session") continue;
    const session = byId.get(change.sessionId);
    if (!session) continue;
    byId.set(session.id, change.type === "entry" ? applyEntry(session, change) : applySet(session, change));
  }
  return [...byId.values()].map(ordered);
}
