// The workout log's reads: the day (open session, plan preview, previous numbers), the history,
// one session with its records, one exercise's history. Writes go through the device's outbox
// (web/shared/offline/workout-log.ts), never straight from a screen.
import { infiniteQueryOptions, queryOptions, type InfiniteData } from "@tanstack/react-query";
import type { WorkoutListJson, WorkoutSyncJson } from "../../../core/api/workouts";
import type { WorkoutChange } from "../../../core/validation/workouts";
import { api } from "../api/client";

export const workoutKeys = {
  /** Everything of the member's log (a sync or a plan change may alter any of it). */
  all: (userId: string) => ["workouts", userId] as const,
  day: (userId: string, date: string) => ["workouts", userId, "day", date] as const,
  history: (userId: string) => ["workouts", userId, "history"] as const,
  detail: (userId: string, id: string) => ["workouts", userId, "session", id] as const,
  exercise: (userId: string, slug: string) => ["workouts", userId, "exercise", slug] as const,
};

export const workoutDayQuery = (userId: string, date: string) =>
  queryOptions({
    queryKey: workoutKeys.day(userId, date),
    queryFn: () => api("GET /api/workouts/day", { query: { date }, cache: "no-store" }),
    staleTime: 30_000,
  });

const historyPage = 20;

export const workoutHistoryQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: workoutKeys.history(userId),
    queryFn: ({ pageParam }) =>
      api("GET /api/workouts", { query: pageParam ? { limit: historyPage, before: pageParam } : { limit: historyPage }, cache: "no-store" }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 30_000,
  });

/** The history's first page's workout finished on `date` (the plan's today card and the workout screen ask it). */
export const finishedOn = (history: InfiniteData<WorkoutListJson> | undefined, date: string) =>
  history?.pages[0]?.workouts.find((w) => w.date === date && w.status === "finished") ?? null;

export const workoutDetailQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: workoutKeys.detail(userId, id),
    queryFn: () => api("GET /api/workouts/:id", { params: { id }, cache: "no-store" }),
    staleTime: 30_000,
  });

export const exerciseHistoryQuery = (userId: string, slug: string, limit = 30) =>
  queryOptions({
    queryKey: [...workoutKeys.exercise(userId, slug), limit] as const,
    queryFn: () => api("GET /api/workouts/exercises/:exercise", { params: { exercise: slug }, query: { limit }, cache: "no-store" }),
    staleTime: 60_000,
  });

/** Sends changes made on the device; the server answers each and the sessions they touched. */
export const sendWorkoutChanges = (member: string, changes: WorkoutChange[]): Promise<WorkoutSyncJson> =>
  api("POST /api/workouts/sync", { body: { changes, member } });
