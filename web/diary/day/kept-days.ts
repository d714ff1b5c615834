// The diary's days kept on this device (decision 0042's rule for the workout log): the last answer
// of each day viewed, so a reload with no network still shows it, with the unsent changes laid
// over it as ever. Kept under one key per day; days far from today are let go.
import { useQueryClient, type QueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { DiaryDayJson } from "../../../core/api/diary";
import { readKept, updateKept } from "../../shared/offline/device-store";
import { forgetKeptDays, keptDayKey } from "../../shared/offline/kept-diary-days";
import { dayWithUnsent, type DiaryOutboxChange } from "../../shared/offline/diary-outbox";
import { diaryDayQuery, diaryKeys } from "../../shared/queries/diary";
import { addDays } from "./dates";

/** How far from today a kept day stays on the device (the next week is kept too). */
const keptDaysBack = 60;

/**
 * Shows the kept copy of a day until the server answers (offline, or on its way), and keeps each
 * answer. Returns the date once the device has been asked for its copy (found or not).
 */
export function useKeptDay(userId: string, date: string, query: UseQueryResult<DiaryDayJson>): string | null {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void readKept<DiaryDayJson>(keptDayKey(userId, date))
      .then((kept) => {
        if (!live || !kept || queryClient.getQueryData(diaryKeys.day(userId, date))) return;
        // Marked as old, so the fetch under way (or the next one) still replaces it.
        queryClient.setQueryData(diaryKeys.day(userId, date), kept, { updatedAt: 0 });
      })
      .catch(() => undefined)
      .finally(() => live && setAsked(date));
    return () => {
      live = false;
    };
  }, [queryClient, userId, date]);

  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data && dataUpdatedAt > 0 && data.date === date) void updateKept(keptDayKey(userId, date), () => data);
  }, [userId, date, data, dataUpdatedAt]);
  return asked;
}

/** Lets go of the kept days more than `keptDaysBack` before today (once per visit of the screen). */
export function useKeptDaysPruned(userId: string, today: string): void {
  useEffect(() => {
    const oldest = addDays(today, -keptDaysBack);
    void forgetKeptDays(userId, (date) => date < oldest);
  }, [userId, today]);
}

/**
 * Another day as this device sees it, for copying from it: the server's answer (from memory when
 * fresh), else the copy kept on the device, with the unsent changes laid over it; undefined when
 * neither is at hand.
 */
export async function readDay(
  queryClient: QueryClient,
  userId: string,
  date: string,
  changes: readonly DiaryOutboxChange[],
): Promise<DiaryDayJson | undefined> {
  const fallback = async () =>
    queryClient.getQueryData<DiaryDayJson>(diaryKeys.day(userId, date)) ?? (await readKept<DiaryDayJson>(keptDayKey(userId, date)).catch(() => undefined));
  let day: DiaryDayJson | undefined;
  // Offline a fetch would wait for the network: what the device has is the answer.
  if (typeof navigator !== "undefined" && !navigator.onLine) day = await fallback();
  else day = await queryClient.fetchQuery(diaryDayQuery(userId, date)).catch(fallback);
  return day && dayWithUnsent(day, changes).day;
}

/**
 * The days of `dates` this device holds: the answer in memory, else the copy kept on the device
 * (read while `wanted`, as the week needs them only for unsent changes). Days it holds neither of
 * are left out.
 */
export function useHeldDays(userId: string, dates: readonly string[], wanted: boolean): DiaryDayJson[] {
  const queryClient = useQueryClient();
  const [kept, setKept] = useState<ReadonlyMap<string, DiaryDayJson>>(new Map());
  const key = dates.join(",");
  useEffect(() => {
    if (!wanted || !key) return;
    let live = true;
    void Promise.all(
      key.split(",").map(async (date) => [date, await readKept<DiaryDayJson>(keptDayKey(userId, date)).catch(() => undefined)] as const),
    ).then((found) => {
      if (live) setKept(new Map(found.filter((x): x is readonly [string, DiaryDayJson] => x[1] !== undefined)));
    });
    return () => {
      live = false;
    };
  }, [userId, key, wanted]);
  return dates.flatMap((date) => {
    const day = queryClient.getQueryData<DiaryDayJson>(diaryKeys.day(userId, date)) ?? kept.get(date);
    return day ? [day] : [];
  });
}
