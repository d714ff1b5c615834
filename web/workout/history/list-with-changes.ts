// The history list as this device sees it: the server's summaries with the device's unsent
// session changes on top, so a workout renamed or discarded offline reads so at once. (Sets
// changed offline show in the workout itself; the list's numbers follow once they are sent.)
import type { WorkoutSummaryJson } from "../../../core/api/workouts";
import type { WorkoutChange } from "../../../core/validation/workouts";

export function listWithChanges(
  workouts: readonly WorkoutSummaryJson[],
  changes: readonly WorkoutChange[],
): WorkoutSummaryJson[] {
  const sessions = new Map(changes.flatMap((c) => (c.type === "session" ? [[c.id, c] as const] : [])));
  return workouts.flatMap((w) => {
    const change = sessions.get(w.id);
    if (!change) return [w];
    return change.deleted ? [] : [{ ...w, name: change.name, status: change.status }];
  });
}
