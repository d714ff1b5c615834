// The diary's days kept on this device (web/diary/day/kept-days.ts keeps and shows them): their
// keys, and letting them go: days far from today, or every day when the server's days changed
// under them (an import, or one taken back), so a reload never shows the old copy first.
import type { QueryClient } from "@tanstack/react-query";
import { del, keys } from "idb-keyval";
import { diaryKeys } from "../queries/diary";
import { deviceStore } from "./device-store";

export const keptDayKey = (userId: string, date: string) => `diary-day:${userId}:${date}`;

/** Lets go of the member's kept days whose date `which` picks (all of them by default). */
export async function forgetKeptDays(userId: string, which: (date: string) => boolean = () => true): Promise<void> {
  const store = deviceStore();
  if (!store) return;
  const prefix = keptDayKey(userId, "");
  const all = await keys(store).catch(() => []);
  await Promise.all(
    all
      .filter((k): k is string => typeof k === "string" && k.startsWith(prefix) && which(k.slice(prefix.length)))
      .map((k) => del(k, store).catch(() => undefined)),
  );
}

/**
 * The server's diary changed under this device (an import, or one taken back): the days held in
 * memory are dropped (a screen opened next would show them first, and keep them again), the rest
 * is read again, and the kept days are let go.
 */
export function diaryChangedOnServer(queryClient: QueryClient, userId: string): void {
  queryClient.removeQueries({ queryKey: [...diaryKeys.all(userId), "day"] });
  void queryClient.invalidateQueries({ queryKey: diaryKeys.all(userId) });
  void forgetKeptDays(userId);
}
