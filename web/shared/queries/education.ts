// The course from the browser: the lessons' texts (bundled content) and the member's progress.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { bundledContent } from "./bundled-content";
import { loadLesson } from "../../../content/education";
import * as m from "../../../i18n/paraglide/messages.js";
import { api } from "../api/client";
import { notify } from "../ui/toast";

export const educationKeys = {
  lesson: (slug: string) => ["lesson", slug] as const,
  progress: () => ["education-progress"] as const,
};

export const lessonQuery = (slug: string) =>
  queryOptions({
    queryKey: educationKeys.lesson(slug),
    queryFn: async () => (await loadLesson(slug)) ?? null,
    ...bundledContent,
  });

export const progressQuery = queryOptions({
  queryKey: educationKeys.progress(),
  queryFn: () => api("GET /api/education/progress"),
  staleTime: 60_000,
});

/** Marks a lesson done or not; the list updates at once and rolls back if saving fails. */
export function useSetLessonDone() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the mark waits for the network; the list already shows it.
    networkMode: "online",
    mutationFn: (v: { lesson: string; done: boolean }) => api("POST /api/education/progress", { body: v }),
    onMutate: async ({ lesson, done }) => {
      await queryClient.cancelQueries(progressQuery);
      const before = queryClient.getQueryData(progressQuery.queryKey);
      const list = before?.completed ?? [];
      queryClient.setQueryData(progressQuery.queryKey, {
        completed: done ? [...new Set([...list, lesson])] : list.filter((l) => l !== lesson),
      });
      return { before };
    },
    onError: (_err, _v, ctx) => {
      queryClient.setQueryData(progressQuery.queryKey, ctx?.before);
      notify.error(m.education_save_failed());
    },
    onSuccess: (data) => queryClient.setQueryData(progressQuery.queryKey, data),
  });
}
