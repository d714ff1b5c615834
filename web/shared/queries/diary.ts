// The food diary's reads (docs/food-diary.md): a day, the member's own foods, recipes, favourites
// and recents, one own food or recipe, the food database's search and detail, a barcode. Writes
// go through the device's outbox (web/shared/offline/diary-sync.ts), never straight from a screen.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { DiarySyncJson } from "../../../core/api/diary";
import type { DiaryChange } from "../../../core/validation/diary";
import { api } from "../api/client";
import { localIsoDate } from "../i18n/format";
import { keptOnDevice } from "./kept-on-device";

export const diaryKeys = {
  /** Everything of the member's diary (a sync may alter any of it). */
  all: (userId: string) => ["diary", userId] as const,
  day: (userId: string, date: string) => ["diary", userId, "day", date] as const,
  /** The seven days that end on `date`. */
  week: (userId: string, date: string) => ["diary", userId, "week", date] as const,
  foods: (userId: string) => ["diary", userId, "foods"] as const,
  food: (userId: string, id: string) => ["diary", userId, "food", id] as const,
  /** The search finds the member's own foods too, so it is the member's. */
  search: (userId: string, q: string) => ["diary", userId, "search", q] as const,
};

// Each read says the member's today where they are: the server keeps today's targets for that day
// only, and judges earlier days against their own (decision 0074).
export const diaryDayQuery = (userId: string, date: string) =>
  queryOptions({
    queryKey: diaryKeys.day(userId, date),
    queryFn: () => api("GET /api/diary/day", { query: { date, today: localIsoDate() }, cache: "no-store" }),
    staleTime: 30_000,
  });

export const diaryWeekQuery = (userId: string, date: string) =>
  queryOptions({
    queryKey: diaryKeys.week(userId, date),
    queryFn: () => api("GET /api/diary/week", { query: { date, today: localIsoDate() }, cache: "no-store" }),
    staleTime: 30_000,
  });

const keptFoods = keptOnDevice("diary-foods");

/**
 * The member's own foods, recipes, favourites and recents: kept on the device (kept-on-device.ts),
 * so a member logs from them offline after a first load, as from the day kept there.
 */
export const diaryFoodsQuery = (userId: string) =>
  queryOptions({
    queryKey: diaryKeys.foods(userId),
    queryFn: () => api("GET /api/diary/foods", { cache: "no-store" }),
    persister: keptFoods.persister,
    staleTime: 60_000,
    gcTime: 24 * 60 * 60 * 1000,
    // Offline the query still runs, so the device's copy is read (the request then waits).
    networkMode: "offlineFirst",
  });

export const diaryFoodQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: diaryKeys.food(userId, id),
    queryFn: () => api("GET /api/diary/foods/:id", { params: { id }, cache: "no-store" }),
    staleTime: 60_000,
  });

/** Results per page of the search ("Show more" asks the next). */
export const foodSearchPage = 20;

export const foodSearchQuery = (userId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: diaryKeys.search(userId, q),
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/foods/search", { query: { q, offset: pageParam, limit: foodSearchPage }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.results.length < last.total ? last.offset + last.results.length : undefined),
    staleTime: 60_000,
  });

/** A database food with every value and its household measures (the same for every member). */
export const foodDetailQuery = (food: string) =>
  queryOptions({
    queryKey: ["foods", "detail", food] as const,
    queryFn: () => api("GET /api/foods/:food", { params: { food } }),
    staleTime: 60 * 60_000,
  });

export const barcodeLookup = (code: string, signal?: AbortSignal) =>
  api("GET /api/foods/barcode/:code", { params: { code }, signal, cache: "no-store" });

/** Sends changes made on the device; the server answers each and the records they touched. */
export const sendDiaryChanges = (changes: DiaryChange[]): Promise<DiarySyncJson> =>
  api("POST /api/diary/sync", { body: { changes } });
