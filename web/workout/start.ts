// The changes that open a workout: the session, then one entry per exercise of the plan day
// followed (none for an empty workout). Dated the member's today, started now.
import type { Weekday } from "../../core/training/workout-plan";
import type { WorkoutChange } from "../../core/validation/workouts";
import { logLimits } from "../../core/validation/workouts";
import { newRecordId } from "../shared/offline/workout-log";

export function startChanges(date: string, plan: { weekday: Weekday; slugs: readonly string[] } | null, now = Date.now()): WorkoutChange[] {
  const sessionId = newRecordId();
  const base = { deleted: false, updatedAt: now };
  return [
    { type: "session", id: sessionId, date, name: null, note: "", source: plan ? "plan" : "free", weekday: plan?.weekday ?? null, status: "active", startedAt: now, finishedAt: null, ...base },
    ...(plan?.slugs ?? []).slice(0, logLimits.entries).map((exercise, position) => ({ type: "entry" as const, id: newRecordId(), sessionId, exercise, position, note: "", ...base })),
  ];
}
