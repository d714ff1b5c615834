// What the app's own requests say of the network, heard from TanStack Query's caches (nearly every
// request goes through them): navigator.onLine says online on a network that answers nothing (a
// gym's Wi-Fi without internet, a phone between masts), where only a request can tell. Only a
// request with no answer counts: a query's success may come from the device's copy instead.
// Heard here rather than in the API client, which is in the first download.
import type { QueryClient } from "@tanstack/react-query";

/** No answer at all: fetch's own failure. An answer of any status is the API client's ApiFailure. */
const unanswered = (error: unknown): boolean => error instanceof TypeError;

/** Calls `heard` each time a query's or a change's request gets no answer. */
export function onUnanswered(client: QueryClient, heard: () => void): () => void {
  const onAction = (action: { type: string; error?: unknown }) => {
    if ((action.type === "failed" || action.type === "error") && unanswered(action.error)) heard();
  };
  const offQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === "updated") onAction(event.action);
  });
  const offMutations = client.getMutationCache().subscribe((event) => {
    if (event?.type === "updated") onAction(event.action);
  });
  return () => {
    offQueries();
    offMutations();
  };
}

/** Whether a query's last try got no answer (before the watch started) and none has succeeded since. */
export function anyUnanswered(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some((query) => unanswered(query.state.fetchFailureReason));
}
