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
import { storeProfile } from "./profile";
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
