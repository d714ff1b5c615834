// The changes that open a workout: the session, then one entry per exercise of the plan day
// followed (none for an empty workout), or of a past workout repeated. Dated the member's today,
// started now.
import type { RoutineJson } from "../../core/api/routines";
import { routineFromEntries, routineToStart, tidySupersets } from "../../core/training/routines";
import type { WorkoutSessionJson } from "../../core/training/session";
import type { Weekday } from "../../core/training/workout-plan";
import type { RoutineExercise } from "../../core/validation/routines";
import type { SessionChange, WorkoutChange } from "../../core/validation/workouts";
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

/** An empty workout under `name` with these exercises in order, each superset under a new key. */
function workoutOf(date: string, name: string | null, exercises: readonly RoutineExercise[], now: number): WorkoutChange[] {
  const session = startChanges(date, null, now)[0] as SessionChange;
  const base = { sessionId: session.id, note: "", deleted: false, updatedAt: now };
  const keys = new Map<number, string>();
  const keyOf = (group: number) => keys.get(group) ?? keys.set(group, newRecordId()).get(group)!;
  return [
    { ...session, name: name?.trim().slice(0, logLimits.nameLength) || null },
    ...tidySupersets(exercises.slice(0, logLimits.entries)).map((e, position) => ({
      type: "entry" as const,
      id: newRecordId(),
      exercise: e.exercise,
      position,
      superset: e.superset === null ? null : keyOf(e.superset),
      ...base,
    })),
  ];
}

/**
 * A past workout again: an empty workout with its exercises in its order and the name the member
 * gave it (none for a plan workout: its day title is the plan's, and this one no longer follows
 * the plan). Only exercises the member can still add come along (`offered`: the library's and own
 * ones not removed; the server refuses others), in their supersets (under new keys; one left
 * alone by a removed partner is on its own), as a routine saved from it would have them. Each
 * exercise then shows as many sets as last time, with their numbers beside them, as any exercise
 * added does.
 */
export const repeatChanges = (
  date: string,
  past: WorkoutSessionJson,
  offered: (slug: string) => boolean,
  now = Date.now(),
): WorkoutChange[] => workoutOf(date, past.name, routineFromEntries(past.entries, offered), now);

/**
 * A routine started (decision 0071): an empty workout under the routine's name with its exercises
 * in its order and its supersets (under new keys), those the member can no longer log left out as
 * for a repeat. Each exercise then shows last time's sets, as a repeated workout's do.
 */
export const routineChanges = (
  date: string,
  routine: RoutineJson,
  offered: (slug: string) => boolean,
  now = Date.now(),
): WorkoutChange[] => workoutOf(date, routine.name, routineToStart(routine.exercises, offered), now);
