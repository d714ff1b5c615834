import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { LifeStage } from "../../core/safety/health-context";
import { api } from "../shared/api/client";
import { diaryKeys } from "../shared/queries/diary";

/**
 * The life stage in the keys is the profile's: the server reads it there, the keys only follow it.
 * The analyses are of the diary's days, so they sit under the diary's keys: a diary sync reads them again.
 */
export const micronutrientKeys = {
  needs: (userId: string, stage: LifeStage) => ["micronutrients", userId, "needs", stage] as const,
  analysis: (userId: string, stage: LifeStage, date: string) =>
    [...diaryKeys.all(userId), "micronutrients", "analysis", stage, date] as const,
  average: (userId: string, stage: LifeStage, date: string) =>
    [...diaryKeys.all(userId), "micronutrients", "average", stage, date] as const,
};

export const needsQuery = (userId: string, stage: LifeStage) =>
  queryOptions({
    queryKey: micronutrientKeys.needs(userId, stage),
    queryFn: () => api("GET /api/micronutrients/needs", { cache: "no-store" }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** The diary's day against the needs; the previous day stays shown while the next one loads. */
export const analysisQuery = (userId: string, stage: LifeStage, date: string) =>
  queryOptions({
    queryKey: micronutrientKeys.analysis(userId, stage, date),
    queryFn: () => api("GET /api/micronutrients/analysis", { query: { date }, cache: "no-store" }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** The last 7 logged days up to `date` (the member's today) and their average. */
export const averageQuery = (userId: string, stage: LifeStage, date: string) =>
  queryOptions({
    queryKey: micronutrientKeys.average(userId, stage, date),
    queryFn: () => api("GET /api/micronutrients/average", { query: { date }, cache: "no-store" }),
    staleTime: 60_000,
  });
