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
 * way are called off before `store` runs, and their keys answered so that they are made again.
 * Invalidating alone would not do: TanStack Query hands a read that has no data yet back to the
 * refetch instead of calling it off, so a screen's first read, sent before the save, landed after
 * its answer and stayed (a finished workout showed as still open).
 */
export async function storeAnswers(queryClient: QueryClient, filters: QueryFilters, store: () => void): Promise<QueryKey[]> {
  const underWay = queryClient.getQueryCache().findAll({ ...filters, fetchStatus: "fetching" });
  if (underWay.length) await queryClient.cancelQueries({ predicate: (q) => underWay.includes(q) });
  store();
  return underWay.map((q) => q.queryKey);
}
