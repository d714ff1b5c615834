// What the app's own requests say of the network, heard from TanStack Query's caches (nearly every
// request goes through them): navigator.onLine says online on a network that answers nothing (a
// gym's Wi-Fi without internet, a phone between masts), where only a request can tell. Only a
// request with no answer counts: a query's success may come from the device's copy instead.
// Heard here rather than in the API client, which is in the first download.
import type { Mutation, Query, QueryClient } from "@tanstack/react-query";
import type { Timers } from "./monitor";

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

/**
 * How long a request may wait for its answer before it counts as unanswered. A network that drops
 * what it is sent leaves a request waiting for minutes with no error; a health check then tells a
 * lost connection from a slow answer (a plan being written, say), which is left alone.
 */
export const slowRequestMs = 15_000;

/** Calls `heard` once for each try of a query or a change that has waited `slowRequestMs` without an answer. */
export function onSlow(client: QueryClient, heard: () => void, { setTimer, clearTimer }: Timers): () => void {
  const waiting = new Map<Query | Mutation, unknown>();
  // Called on every change of a request's state: a timer from its first moment on the network
  // until it leaves it (answered, failed, or paused by the browser going offline). A request
  // stays listed after its timer has fired, so later changes while it waits start no other.
  const follow = (request: Query | Mutation, onNetwork: boolean) => {
    if (onNetwork && !waiting.has(request)) {
      waiting.set(request, setTimer(heard, slowRequestMs));
    } else if (!onNetwork && waiting.has(request)) {
      clearTimer(waiting.get(request));
      waiting.delete(request);
    }
  };
  const offQueries = client.getQueryCache().subscribe((event) => {
    follow(event.query, event.type !== "removed" && event.query.state.fetchStatus === "fetching");
  });
  const offMutations = client.getMutationCache().subscribe((event) => {
    const mutation = event?.mutation;
    if (mutation) follow(mutation, event.type !== "removed" && mutation.state.status === "pending" && !mutation.state.isPaused);
  });
  return () => {
    offQueries();
    offMutations();
    for (const id of waiting.values()) clearTimer(id);
    waiting.clear();
  };
}

/**
 * Asks again for the reads still waiting once the connection is back: one sent into a network
 * that dropped it may never be answered. A read of something already shown is called off and
 * sent again (TanStack Query's `cancelRefetch`); a first load keeps waiting for the browser to
 * give it up, since calling it off would fail the screen's loader. Changes are not sent twice:
 * the ones that wait have their own sender.
 */
export function askAgainForWaiting(client: QueryClient): Promise<void> {
  return client.refetchQueries({ fetchStatus: "fetching" }, { cancelRefetch: true });
}
