// The plan APIs from the browser. Every change answers the whole profile, which becomes the
// cached profile; the session's plan flags (the pulsing dot on Pro) follow it.
import type { QueryClient } from "@tanstack/react-query";
import type { Meal } from "../../../core/nutrition/dish";
import type { SessionState } from "../../../core/api/auth";
import type { ProfileJson } from "../../../core/api/profiles";
import type { NutritionPlanInput, WorkoutPlanInput } from "../../../core/validation/plans";
import type { Weekday } from "../../../core/training/workout-plan";
import { api } from "../api/client";
import { localIsoDate } from "../i18n/format";
import { diaryKeys } from "./diary";
import { profileKeys, storeProfile } from "./profile";
import { sessionQuery } from "../session/api";

export const plansApi = {
  workout: (input: Omit<WorkoutPlanInput, "today">) =>
    api("POST /api/plans/workout", { body: { ...input, today: localIsoDate() } }),
  schedule: (weekdays: Weekday[]) => api("POST /api/plans/workout/schedule", { body: { weekdays, today: localIsoDate() } }),
  nutrition: (input: NutritionPlanInput) => api("POST /api/plans/nutrition", { body: input }),
  swap: (meal: Meal, dish: string) => api("POST /api/plans/nutrition/swap", { body: { meal, dish } }),
  refresh: () => api("POST /api/plans/refresh"),
};

/** The weekly adjustments' view in the cache (its health note and history follow the profile). */
export const adjustmentKeys = {
  list: (userId: string) => ["diet-adjustments", userId] as const,
};

/**
 * After a profile save: the server may have rebuilt the nutrition plan for the member's health
 * context (the answered profile carries it), so the adjustments' view is read again too.
 */
export function profileSaved(queryClient: QueryClient, userId: string, profile: ProfileJson): void {
  applyProfile(queryClient, userId, profile);
  void queryClient.invalidateQueries({ queryKey: adjustmentKeys.list(userId) });
  // The diary's targets follow the profile and its health context.
  void queryClient.invalidateQueries({ queryKey: diaryKeys.all(userId) });
}

/**
 * The coach may have put eating-disorder signs on record with its answer: the profile and the
 * diary (whose targets are withheld then) are read again before they show a target.
 */
export function healthMayHaveChanged(queryClient: QueryClient, userId: string): void {
  void queryClient.invalidateQueries({ queryKey: profileKeys.me(userId) });
  void queryClient.invalidateQueries({ queryKey: diaryKeys.all(userId) });
}

/** Stores the answered profile and updates the session's "has a plan" flags. */
export function applyProfile(queryClient: QueryClient, userId: string, profile: ProfileJson): void {
  void storeProfile(queryClient, userId, profile);
  queryClient.setQueryData<SessionState>(sessionQuery.queryKey, (state) =>
    state?.user
      ? {
          user: {
            ...state.user,
            hasWorkoutPlan: state.user.hasWorkoutPlan || !!profile.workout_plan,
            hasNutritionPlan: state.user.hasNutritionPlan || !!profile.nutrition_plan,
          },
        }
      : state,
  );
}
