// Workout logging from the browser: today's session (or the plan's preview of it), sets, history.
import { queryOptions } from "@tanstack/react-query";
import type { SessionExercise, WorkoutSessionJson, WorkoutSummaryJson } from "../../core/training/session";
import type { DayType, Weekday } from "../../core/training/workout-plan";
import type { LogSetInput } from "../../core/validation/plans";
import { apiFetch } from "../api/client";

export interface DayAnswer {
  session: WorkoutSessionJson | null;
  preview: { weekday: Weekday; dayType: DayType; blockWeek: number; deload: boolean; exercises: SessionExercise[] } | null;
}

export const workoutDayQuery = (userId: string, date: string) =>
  queryOptions({
    queryKey: ["workout-day", userId, date] as const,
    queryFn: () => apiFetch<DayAnswer>(`/api/workouts/day?date=${date}`, { cache: "no-store" }),
    staleTime: 30_000,
  });

export const workoutHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: ["workouts", userId] as const,
    queryFn: () => apiFetch<{ workouts: WorkoutSummaryJson[] }>("/api/workouts?limit=10", { cache: "no-store" }),
    staleTime: 30_000,
  });

export const workoutApi = {
  start: (date: string) => apiFetch<WorkoutSessionJson>("/api/workouts", { method: "POST", json: { date } }),
  logSet: (id: string, input: LogSetInput) => apiFetch<WorkoutSessionJson>(`/api/workouts/${id}/sets`, { method: "PUT", json: input }),
  removeSet: (id: string, exercise: string, index: number) => apiFetch<WorkoutSessionJson>(`/api/workouts/${id}/sets/${exercise}/${index}`, { method: "DELETE" }),
  finish: (id: string) => apiFetch<WorkoutSessionJson>(`/api/workouts/${id}/finish`, { method: "POST", json: {} }),
  discard: (id: string) => apiFetch<void>(`/api/workouts/${id}`, { method: "DELETE" }),
};
