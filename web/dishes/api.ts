// The dishes library from the API (Standard and Pro): the list, one dish's page, and putting a
// dish into the member's nutrition plan (Pro) through the plans API.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Meal } from "../../core/nutrition/dish";
import { mealLabels } from "../../i18n/labels/plans";
import * as m from "../../i18n/paraglide/messages.js";
import { applyProfile, plansApi } from "../shared/queries/plans";
import { api } from "../shared/api/client";
import { toastFailure } from "../shared/api/toast-failure";
import { notify } from "../shared/ui/toast";

export const dishKeys = {
  list: () => ["dishes"] as const,
  dish: (slug: string) => ["dishes", slug] as const,
};

export const dishListQuery = queryOptions({
  queryKey: dishKeys.list(),
  queryFn: () => api("GET /api/dishes"),
  staleTime: Infinity,
});

export const dishQuery = (slug: string) =>
  queryOptions({
    queryKey: dishKeys.dish(slug),
    queryFn: () => api("GET /api/dishes/dish", { query: { slug } }),
    staleTime: Infinity,
    retry: (count, err) => count < 2 && !(err instanceof Error && "status" in err && err.status === 404),
  });

/** Swaps the dish into the member's plan for a meal; the answered profile becomes the cached one. */
export function useUseInPlan(userId: string, dish: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meal: Meal) => plansApi.swap(meal, dish),
    onSuccess: (profile, meal) => {
      applyProfile(queryClient, userId, profile);
      notify.success(m.dishes_used({ meal: mealLabels[meal]().toLowerCase() }));
    },
    onError: (err) => toastFailure(err, m.dishes_use_failed()),
  });
}
