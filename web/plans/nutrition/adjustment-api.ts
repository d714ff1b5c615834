// The weekly diet adjustments from the browser. Reading them makes this week's adjustment when it
// is due; a changed plan (there, or after an undo) becomes the cached profile.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { adjustmentKeys, applyProfile } from "../../shared/queries/plans";

export const adjustmentsQuery = (userId: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: adjustmentKeys.list(userId),
    queryFn: async () => {
      const view = await api("GET /api/plans/nutrition/adjustments");
      if (view.profile) applyProfile(queryClient, userId, view.profile);
      return view;
    },
  });

export const undoAdjustment = (id: string) => api("POST /api/plans/nutrition/adjustments/:id/undo", { params: { id } });
