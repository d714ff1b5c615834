import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { DayItem } from "../../core/micronutrients/day-totals";
import type { LifeStage } from "../../core/safety/health-context";
import { api } from "../shared/api/client";

/** The life stage in the keys is the profile's: the server reads it there, the keys only follow it. */
export const micronutrientKeys = {
  all: (userId: string) => ["micronutrients", userId] as const,
  needs: (userId: string, stage: LifeStage) => ["micronutrients", userId, "needs", stage] as const,
  analysis: (userId: string, stage: LifeStage, items: readonly DayItem[]) =>
    ["micronutrients", userId, "analysis", stage, items] as const,
  days: (userId: string, stage: LifeStage) => ["micronutrients", userId, "days", stage] as const,
};

export const needsQuery = (userId: string, stage: LifeStage) =>
  queryOptions({
    queryKey: micronutrientKeys.needs(userId, stage),
    queryFn: () => api("GET /api/micronutrients/needs"),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** The day's analysis, keyed by its items: the same day is never asked twice. */
export const analysisQuery = (userId: string, stage: LifeStage, items: readonly DayItem[]) =>
  queryOptions({
    queryKey: micronutrientKeys.analysis(userId, stage, items),
    queryFn: () => api("POST /api/micronutrients/analysis", { body: { items: [...items] } }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const savedDaysQuery = (userId: string, stage: LifeStage) =>
  queryOptions({
    queryKey: micronutrientKeys.days(userId, stage),
    queryFn: () => api("GET /api/micronutrients/days"),
    staleTime: 60_000,
  });

export interface SaveDayInput {
  /** The saved day being edited, or null for a new one (saving a saved date replaces it). */
  id: string | null;
  date: string;
  items: DayItem[];
}

export const micronutrientsApi = {
  save: ({ id, ...day }: SaveDayInput) =>
    id
      ? api("PUT /api/micronutrients/days/:id", { params: { id }, body: day })
      : api("POST /api/micronutrients/days", { body: day }),
  remove: (id: string) => api("DELETE /api/micronutrients/days/:id", { params: { id } }),
};
