// The food diary as the screens use it (decision 0044): every change is kept on the device first
// and shown at once, then sent (diary-sync.ts); a day is the server's answer with the unsent
// changes laid over it. Nothing is read before hydration: a prerendered frame shows the loading state.
import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import type { DiaryDayJson, DiaryEntryJson } from "../../../core/api/diary";
import { diaryDayQuery, diaryKeys } from "../queries/diary";
import { dayWithUnsent, type DiaryEntryOutboxChange, type DiaryOutboxChange } from "./diary-outbox";
import { diarySync } from "./diary-sync";
import { useOutbox, type OutboxView } from "./use-outbox";
import { newRecordId } from "./workout-log";

export { newRecordId, type SyncState } from "./workout-log";

/** A new entry made on this device now: its own id, this moment, live. */
export const newEntry = (
  fields: Omit<DiaryEntryOutboxChange, "type" | "id" | "updatedAt" | "deleted">,
): DiaryEntryOutboxChange => ({
  type: "entry",
  id: newRecordId(),
  updatedAt: Date.now(),
  deleted: false,
  ...fields,
});

export type DiaryChanges = OutboxView<DiaryOutboxChange>;

/** Keeps diary changes on the device first, shows them at once, then sends them. */
export function useDiaryChanges(userId: string): DiaryChanges {
  const queryClient = useQueryClient();
  return useOutbox(useMemo(() => diarySync(userId, queryClient), [userId, queryClient]));
}

export interface DiaryDay {
  query: UseQueryResult<DiaryDayJson>;
  /** The day with the unsent changes laid over it (undefined until the server's day is read). */
  day: DiaryDayJson | undefined;
  /** Entries holding something unsent. */
  unsent: ReadonlySet<string>;
  diary: DiaryChanges;
}

/** One day of the diary as the member sees it on this device. */
export function useDiaryDay(userId: string, date: string): DiaryDay {
  const queryClient = useQueryClient();
  const query = useQuery(diaryDayQuery(userId, date));
  const diary = useDiaryChanges(userId);
  const { day, unsent } = useMemo(() => {
    if (!query.data) return { day: undefined, unsent: new Set<string>() };
    // Entries of other days read on this device: one moved here while unsent keeps its values.
    const elsewhere: DiaryEntryJson[] = queryClient
      .getQueriesData<DiaryDayJson>({ queryKey: [...diaryKeys.all(userId), "day"] })
      .flatMap(([, d]) => (d && d.date !== date ? d.meals.flatMap((m) => m.entries) : []));
    return dayWithUnsent(query.data, diary.changes, elsewhere);
  }, [query.data, diary.changes, queryClient, userId, date]);
  return { query, day, unsent, diary };
}
