// The changes that open a workout: the session, then one entry per exercise of the plan day
// followed (none for an empty workout), or of a past workout repeated. Dated the member's today,
// started now.
import type { RoutineJson } from "../../core/api/routines";
import { routineToStart } from "../../core/training/routines";
import type { WorkoutSessionJson } from "../../core/training/session";
import { supersetPlaces } from "../../core/training/supersets";
import type { Weekday } from "../../core/training/workout-plan";
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

/**
 * A past workout again: an empty workout with its exercises in its order and the name the member
 * gave it (none for a plan workout: its day title is the plan's, and this one no longer follows
 * the plan). Only exercises the member can still add come along (`offered`: the library's and own
 * ones not removed; the server refuses others), in their supersets (under new keys; one left
 * alone by a removed partner is on its own). Each exercise then shows as many sets as last time,
 * with their numbers beside them, as any exercise added does.
 */
export function repeatChanges(date: string, past: WorkoutSessionJson, offered: (slug: string) => boolean, now = Date.now()): WorkoutChange[] {
  const session = startChanges(date, null, now)[0] as SessionChange;
  const base = { sessionId: session.id, note: "", deleted: false, updatedAt: now };
  const exercises = past.entries
    .filter((e) => offered(e.exercise))
    .sort((a, b) => a.position - b.position)
    .slice(0, logLimits.entries);
  const places = supersetPlaces(exercises);
  const keys = new Map([...new Set([...places.values()].map((p) => p.letter))].map((letter) => [letter, newRecordId()]));
  return [
    { ...session, name: past.name?.trim().slice(0, logLimits.nameLength) || null },
    ...exercises.map((e, position) => {
      const letter = places.get(e.id)?.letter;
      return { type: "entry" as const, id: newRecordId(), exercise: e.exercise, position, superset: letter ? keys.get(letter)! : null, ...base };
    }),
  ];
}

/**
 * A routine started (decision 0071): an empty workout under the routine's name with its exercises
 * in its order and its supersets (under new keys), those the member can no longer log left out as
 * for a repeat. Each exercise then shows last time's sets, as a repeated workout's do.
 */
export function routineChanges(
  date: string,
  routine: RoutineJson,
  offered: (slug: string) => boolean,
  now = Date.now(),
): WorkoutChange[] {
  const session = startChanges(date, null, now)[0] as SessionChange;
  const base = { sessionId: session.id, note: "", deleted: false, updatedAt: now };
  const keys = new Map<number, string>();
  const keyOf = (group: number) => keys.get(group) ?? keys.set(group, newRecordId()).get(group)!;
  return [
    { ...session, name: routine.name.slice(0, logLimits.nameLength) },
    ...routineToStart(routine.exercises, offered)
      .slice(0, logLimits.entries)
      .map((e, position) => ({
        type: "entry" as const,
        id: newRecordId(),
        exercise: e.exercise,
        position,
        superset: e.superset === null ? null : keyOf(e.superset),
        ...base,
      })),
  ];
}
