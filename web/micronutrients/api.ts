import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { DayAnalysisJson, MicronutrientNeedsJson, SavedDayJson, SavedDaysJson } from "../../core/api/micronutrients";
import type { DayItem } from "../../core/micronutrients/day-totals";
import type { LifeStage } from "../../core/safety/health-context";
import { apiFetch } from "../shared/api/client";

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
    queryFn: () => apiFetch<MicronutrientNeedsJson>("/api/micronutrients/needs"),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** The day's analysis, keyed by its items: the same day is never asked twice. */
export const analysisQuery = (userId: string, stage: LifeStage, items: readonly DayItem[]) =>
  queryOptions({
    queryKey: micronutrientKeys.analysis(userId, stage, items),
    queryFn: () => apiFetch<DayAnalysisJson>("/api/micronutrients/analysis", { method: "POST", json: { items } }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const savedDaysQuery = (userId: string, stage: LifeStage) =>
  queryOptions({
    queryKey: micronutrientKeys.days(userId, stage),
    queryFn: () => apiFetch<SavedDaysJson>("/api/micronutrients/days"),
    staleTime: 60_000,
  });

export interface SaveDayInput {
  /** The saved day being edited, or null for a new one (saving a saved date replaces it). */
  id: string | null;
  date: string;
  items: DayItem[];
}

const dayPath = (id: string) => `/api/micronutrients/days/${encodeURIComponent(id)}`;

export const micronutrientsApi = {
  save: ({ id, ...day }: SaveDayInput) =>
    id
      ? apiFetch<SavedDayJson>(dayPath(id), { method: "PUT", json: day })
      : apiFetch<SavedDayJson>("/api/micronutrients/days", { method: "POST", json: day }),
  remove: (id: string) => apiFetch<void>(dayPath(id), { method: "DELETE" }),
};
