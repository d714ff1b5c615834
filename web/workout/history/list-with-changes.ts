// The history list as this device sees it: the server's summaries with the device's unsent
// changes on top, so a workout renamed, finished or discarded offline reads so at once, and a
// workout started on this device and not sent yet is listed too, in its place. Numbers come from
// whole sessions (core/training/apply-changes.ts, the logger's own merge): the ones this device
// holds (the open workout, a workout opened here) and the ones made here; a workout known only by
// its summary keeps the server's numbers until its changes are sent.
import type { WorkoutSummaryJson } from "../../../core/api/workouts";
import { applyChanges, type PlanSeed } from "../../../core/training/apply-changes";
import type { WorkoutSessionJson } from "../../../core/training/session";
import type { SessionChange, WorkoutChange } from "../../../core/validation/workouts";
import { durationMinutes, summaryOf } from "./session-stats";

export interface ListedWorkout extends WorkoutSummaryJson {
  /** Shown with changes kept only on this device (a workout not sent yet, or changed here). */
  unsent: boolean;
  /** Not in the server's list: known from this device only. */
  onlyHere: boolean;
}

export interface DeviceLog {
  /** Sessions this device holds whole: their numbers follow unsent set changes. */
  known?: readonly WorkoutSessionJson[];
  /** A plan workout started here takes its plan day's type (its name) from this. */
  seed?: (change: SessionChange) => PlanSeed | null;
  /** The server has older workouts on pages not loaded yet. */
  more?: boolean;
}

const sessionOf = (c: WorkoutChange) => (c.type === "session" ? c.id : c.sessionId);

/** Newest first, as the server orders them: by date, then start. */
const newestFirst = (a: WorkoutSummaryJson, b: WorkoutSummaryJson) =>
  b.date.localeCompare(a.date) || b.startedAt - a.startedAt;

/**
 * `workouts`: the server's list as loaded, or null when it is not here (offline): then only the
 * workouts with changes on this device are listed.
 */
export function listWithChanges(
  workouts: readonly WorkoutSummaryJson[] | null,
  changes: readonly WorkoutChange[],
  device: DeviceLog = {},
): ListedWorkout[] {
  const touched = new Set(changes.map(sessionOf));
  const sessionChanges = new Map(changes.flatMap((c) => (c.type === "session" ? [[c.id, c] as const] : [])));
  const known = (device.known ?? []).filter((s) => touched.has(s.id));
  const knownIds = new Set(known.map((s) => s.id));
  // Whole sessions: the known ones and the ones started here, with the changes laid over them.
  const whole = new Map(applyChanges(known, changes, device.seed).map((s) => [s.id, s]));

  const listed = new Set<string>();
  const out: ListedWorkout[] = [];
  for (const w of workouts ?? []) {
    listed.add(w.id);
    if (!touched.has(w.id)) {
      out.push({ ...w, unsent: false, onlyHere: false });
      continue;
    }
    const change = sessionChanges.get(w.id);
    if (change?.deleted) continue;
    if (knownIds.has(w.id)) {
      const session = whole.get(w.id);
      if (session) out.push({ ...summaryOf(session), unsent: true, onlyHere: false });
      continue;
    }
    out.push(
      change
        ? { ...w, name: change.name, status: change.status, durationMinutes: durationMinutes(change.startedAt, change.finishedAt), unsent: true, onlyHere: false }
        : { ...w, unsent: true, onlyHere: false },
    );
  }

  // The server's list holds every workout from its oldest date on (pages end between days): one
  // of those dates missing from it is not on the server yet; an older one is on a later page.
  const oldest = workouts?.at(-1)?.date;
  for (const session of whole.values()) {
    if (listed.has(session.id) || (!knownIds.has(session.id) && !sessionChanges.has(session.id))) continue;
    if (workouts && device.more && oldest !== undefined && session.date < oldest) continue;
    out.push({ ...summaryOf(session), unsent: true, onlyHere: true });
  }
  return out.sort(newestFirst);
}

/**
 * What to show while the server's list is read again (`refreshing`), and the workouts known from
 * this device only to remember (`held`: last time's). One of those the outbox has let go since (the
 * server answered it) stays, as sent, until the new list has it; one discarded here goes.
 */
export function withStaying(
  held: readonly ListedWorkout[],
  workouts: readonly ListedWorkout[],
  changes: readonly WorkoutChange[],
  refreshing: boolean,
): { held: ListedWorkout[]; shown: ListedWorkout[] } {
  const onlyHere = workouts.filter((w) => w.onlyHere);
  if (!refreshing) return { held: onlyHere, shown: [...workouts] };
  const discarded = new Set(changes.flatMap((c) => (c.type === "session" && c.deleted ? [c.id] : [])));
  const shown = new Set(workouts.map((w) => w.id));
  const staying = held.filter((w) => !discarded.has(w.id) && !shown.has(w.id)).map((w) => ({ ...w, unsent: false }));
  return { held: [...onlyHere, ...staying], shown: staying.length ? [...workouts, ...staying].sort(newestFirst) : [...workouts] };
}

/** One workout as this device holds it whole (the open one, one opened here, one started here); undefined when it does not. */
export function sessionOnDevice(id: string, changes: readonly WorkoutChange[], device: DeviceLog = {}): WorkoutSessionJson | undefined {
  const known = (device.known ?? []).filter((s) => s.id === id);
  const own = changes.filter((c) => sessionOf(c) === id);
  if (!known.length && !own.some((c) => c.type === "session")) return undefined;
  return applyChanges(known, own, device.seed).find((s) => s.id === id);
}
