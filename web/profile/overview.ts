import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../api/client";
import { localIsoDate } from "../i18n/format";

/** The activity overview's numbers (GET /api/profiles/overview). */
export interface Overview {
  workouts: number;
  nutrition: number;
  messages: number;
  streak: number;
}

export const overviewQuery = (userId: string) =>
  queryOptions({
    queryKey: ["overview", userId],
    // The member's own calendar day, so the streak counts their days rather than UTC's.
    queryFn: () => apiFetch<Overview>(`/api/profiles/overview?today=${localIsoDate()}`),
    staleTime: 60_000,
  });
