// The weekly diet adjustments from the browser. Reading them makes this week's adjustment when it
// is due; a changed plan (there, or after an undo) becomes the cached profile.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { DietAdjustmentsJson, PlanChangeJson } from "../../../core/api";
import { apiFetch } from "../../shared/api/client";
import { adjustmentKeys, applyProfile } from "../api";

const path = "/api/plans/nutrition/adjustments";

export const adjustmentsQuery = (userId: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: adjustmentKeys.list(userId),
    queryFn: async () => {
      const view = await apiFetch<DietAdjustmentsJson>(path);
      if (view.profile) applyProfile(queryClient, userId, view.profile);
      return view;
    },
  });

export const undoAdjustment = (id: string) => apiFetch<PlanChangeJson>(`${path}/${id}/undo`, { method: "POST", json: {} });
