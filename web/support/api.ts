// Premium support from the browser: the member's requests and the mutations that send and delete one.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { SupportRequestsJson } from "../../core/support/api";
import type { SupportTopic } from "../../core/support/topics";
import { api, ApiFailure } from "../shared/api/client";
import { storeAnswer } from "../shared/queries/store-answer";

export const supportKeys = {
  all: (userId: string) => ["support", userId] as const,
  requests: (userId: string) => ["support", userId, "requests"] as const,
};

export const supportRequestsQuery = (userId: string) =>
  queryOptions({
    queryKey: supportKeys.requests(userId),
    queryFn: () => api("GET /api/support/requests", { cache: "no-store" }),
    staleTime: 30_000,
  });

export interface SupportDraft {
  topic: SupportTopic;
  message: string;
  screenshot?: Blob;
}

/** Multipart: the browser writes the boundary into the Content-Type itself. */
const send = (draft: SupportDraft) => api("POST /api/support/requests", { form: draft });

export function useSendRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ request }) => {
      void storeAnswer<SupportRequestsJson>(queryClient, supportKeys.requests(userId), (s) => (s ? { requests: [request, ...s.requests] } : s));
    },
  });
}

/** Deletes one of the member's requests with its screenshot, and takes it off the list. */
export function useDeleteRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await api("DELETE /api/support/requests/:id", { params: { id } });
      } catch (err) {
        // Deleted already (in another tab): gone is what the member asked for.
        if (!(err instanceof ApiFailure && err.status === 404)) throw err;
      }
    },
    onSuccess: (_, id) => {
      void storeAnswer<SupportRequestsJson>(queryClient, supportKeys.requests(userId), (s) => (s ? { requests: s.requests.filter((r) => r.id !== id) } : s));
    },
  });
}
