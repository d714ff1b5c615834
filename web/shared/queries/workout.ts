// Workout logging from the browser: today's session (or the plan's preview of it), sets, history.
import { queryOptions } from "@tanstack/react-query";
import type { WorkoutDayJson } from "../../../core/api/workouts";
import type { LogSetInput } from "../../../core/validation/plans";
import { api } from "../api/client";

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
    queryFn: () => api("GET /api/workouts/day", { query: { date }, cache: "no-store" }),
    staleTime: 30_000,
  });

export const workoutHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: workoutKeys.history(userId),
    queryFn: () => api("GET /api/workouts", { query: { limit: 10 }, cache: "no-store" }),
    staleTime: 30_000,
  });

export const workoutApi = {
  start: (date: string) => api("POST /api/workouts", { body: { date } }),
  logSet: (id: string, input: LogSetInput) => api("PUT /api/workouts/:id/sets", { params: { id }, body: input }),
  removeSet: (id: string, exercise: string, index: number) =>
    api("DELETE /api/workouts/:id/sets/:exercise/:index", { params: { id, exercise, index } }),
  finish: (id: string) => api("POST /api/workouts/:id/finish", { params: { id } }),
  discard: (id: string) => api("DELETE /api/workouts/:id", { params: { id } }),
};
