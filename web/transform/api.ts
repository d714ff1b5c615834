// The Time machine from the browser: the member's previews and allowance, one preview while it is
// being made (polled until it is ready), and the mutations that start, repeat and delete them.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PreviewStartedJson, TransformStateJson } from "../../core/api/transform";
import type { TransformMonths, TransformType } from "../../core/transform/rules";
import { api } from "../shared/api/client";
import { storeAnswer } from "../shared/queries/store-answer";

export const transformKeys = {
  all: (userId: string) => ["transform", userId] as const,
  state: (userId: string) => ["transform", userId, "state"] as const,
  preview: (userId: string, id: string) => ["transform", userId, "preview", id] as const,
};

/** How often a preview being made is asked about. */
export const POLL_MS = 1500;

export const transformStateQuery = (userId: string) =>
  queryOptions({
    queryKey: transformKeys.state(userId),
    queryFn: () => api("GET /api/transform/previews", { cache: "no-store" }),
    staleTime: 15_000,
  });

export const previewQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: transformKeys.preview(userId, id),
    queryFn: () => api("GET /api/transform/previews/:id", { params: { id }, cache: "no-store" }),
    refetchInterval: (query) => (query.state.data?.status === "processing" ? POLL_MS : false),
    refetchIntervalInBackground: false,
  });

export const transformApi = {
  /** The photo is the request body; the choices are query parameters. */
  start: (photo: Blob, type: TransformType, months: TransformMonths) =>
    api("POST /api/transform/previews", { query: { type, months }, raw: photo }),
  regenerate: (id: string) => api("POST /api/transform/previews/:id/regenerate", { params: { id } }),
  remove: (id: string) => api("DELETE /api/transform/previews/:id", { params: { id } }),
};

/** Puts a started preview into the caches, so the screen shows it at once and polls it. */
function useStarted(userId: string) {
  const queryClient = useQueryClient();
  return (started: PreviewStartedJson) => {
    queryClient.setQueryData(transformKeys.preview(userId, started.preview.id), started.preview);
    void storeAnswer<TransformStateJson>(queryClient, transformKeys.state(userId), (s) =>
      s ? { ...s, allowance: started.allowance, estimateMs: started.estimateMs, previews: [started.preview, ...s.previews] } : s,
    );
  };
}

export function useStartPreview(userId: string) {
  const started = useStarted(userId);
  return useMutation({
    mutationFn: (input: { photo: Blob; type: TransformType; months: TransformMonths }) => transformApi.start(input.photo, input.type, input.months),
    onSuccess: started,
  });
}

export function useRegenerate(userId: string) {
  const started = useStarted(userId);
  return useMutation({ mutationFn: transformApi.regenerate, onSuccess: started });
}

export function useDeletePreview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transformApi.remove,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: transformKeys.preview(userId, id) });
      void storeAnswer<TransformStateJson>(queryClient, transformKeys.state(userId), (s) =>
        s ? { ...s, previews: s.previews.filter((p) => p.id !== id) } : s,
      );
    },
  });
}
