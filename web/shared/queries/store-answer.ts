// Puts what a save answered into the query cache. A read of the same entry already on its way
// holds what was there before the save and, answering after it, would put that back: it is called
// off first, and waited for (calling it off puts the entry back as it was, a moment later). With no
// read on its way the answer goes in at once.
import type { QueryClient, QueryFilters, QueryKey, Updater } from "@tanstack/react-query";

export function storeAnswer<T>(queryClient: QueryClient, queryKey: QueryKey, update: Updater<T | undefined, T | undefined>): Promise<void> {
  const store = () => void queryClient.setQueryData<T>(queryKey, update);
  if (!queryClient.isFetching({ queryKey, exact: true })) return Promise.resolve(store());
  return queryClient.cancelQueries({ queryKey, exact: true }).then(store);
}

/**
 * The same for every read matching `filters` (a sync's answer touches many): the reads on their
 * way are called off before `store` runs, and their hashes answered so that they are made again.
 * Invalidating alone would not do: TanStack Query hands a read that has no data yet back to the
 * refetch instead of calling it off, so a screen's first read, sent before the save, landed after
 * its answer and stayed (a finished workout showed as still open). A first read no screen shows
 * (`fetchQuery`: the diary's "copy yesterday", an own food's values) is not called off, which would
 * fail its caller; it is marked stale once it lands, so the next read makes it again.
 */
export async function storeAnswers(queryClient: QueryClient, filters: QueryFilters, store: () => void): Promise<Set<string>> {
  const underWay = queryClient.getQueryCache().findAll({ ...filters, fetchStatus: "fetching" });
  const calledOff = underWay.filter((q) => q.getObserversCount() > 0 || q.state.data !== undefined);
  // Reactions run in the order they were added: the read's own (which stores its answer) first.
  for (const q of underWay) if (!calledOff.includes(q)) void q.promise?.then(() => q.invalidate(), () => undefined);
  if (calledOff.length) await queryClient.cancelQueries({ predicate: (q) => calledOff.includes(q) });
  store();
  return new Set(calledOff.map((q) => q.queryHash));
}
