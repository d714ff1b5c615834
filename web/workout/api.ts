// Workout logging from the browser: today's session (or the plan's preview of it), sets, history.
import { queryOptions } from "@tanstack/react-query";
import type { WorkoutDayJson, WorkoutListJson, WorkoutSessionJson } from "../../core/api/workouts";
import type { LogSetInput } from "../../core/validation/plans";
import { apiFetch } from "../shared/api/client";

export type DayAnswer = WorkoutDayJson;

export const workoutKeys = {
  /** Every day's session of the member (a plan change alters them all). */
  days: (userId: string) => ["workout-day", userId] as const,
  day: (userId: string, date: string) => ["workout-day", userId, date] as const,
  history: (userId: string) => ["workouts", userId] as const,
};

export const workoutDayQuery = (userId: string, date: string) =>
  queryOptions({
    queryKey: workoutKeys.day(userId, date),
    queryFn: () => apiFetch<DayAnswer>(`/api/workouts/day?date=${date}`, { cache: "no-store" }),
    staleTime: 30_000,
  });

export const workoutHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: workoutKeys.history(userId),
    queryFn: () => apiFetch<WorkoutListJson>("/api/workouts?limit=10", { cache: "no-store" }),
    staleTime: 30_000,
  });

export const workoutApi = {
  start: (date: string) => apiFetch<WorkoutSessionJson>("/api/workouts", { method: "POST", json: { date } }),
  logSet: (id: string, input: LogSetInput) =>
    apiFetch<WorkoutSessionJson>(`/api/workouts/${id}/sets`, { method: "PUT", json: input }),
  removeSet: (id: string, exercise: string, index: number) =>
    apiFetch<WorkoutSessionJson>(`/api/workouts/${id}/sets/${exercise}/${index}`, { method: "DELETE" }),
  finish: (id: string) => apiFetch<WorkoutSessionJson>(`/api/workouts/${id}/finish`, { method: "POST", json: {} }),
  discard: (id: string) => apiFetch<void>(`/api/workouts/${id}`, { method: "DELETE" }),
};
