import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../api/client";
import * as m from "../paraglide/messages.js";
import { notify } from "../ui/toast";

type Progress = { completed: string[] };

export const progressQuery = queryOptions({
  queryKey: ["education-progress"],
  queryFn: () => apiFetch<Progress>("/api/education/progress"),
  staleTime: 60_000,
});

/** Marks a lesson done or not; the list updates at once and rolls back if saving fails. */
export function useSetLessonDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { lesson: string; done: boolean }) => apiFetch<Progress>("/api/education/progress", { method: "POST", json: v }),
    onMutate: async ({ lesson, done }) => {
      await queryClient.cancelQueries(progressQuery);
      const before = queryClient.getQueryData(progressQuery.queryKey);
      const list = before?.completed ?? [];
      queryClient.setQueryData(progressQuery.queryKey, { completed: done ? [...new Set([...list, lesson])] : list.filter((l) => l !== lesson) });
      return { before };
    },
    onError: (_err, _v, ctx) => {
      queryClient.setQueryData(progressQuery.queryKey, ctx?.before);
      notify.error(m.education_save_failed());
    },
    onSuccess: (data) => queryClient.setQueryData(progressQuery.queryKey, data),
  });
}
