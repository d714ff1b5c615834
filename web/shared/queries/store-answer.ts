// Puts what a save answered into the query cache. A read of the same entry already on its way
// holds what was there before the save and, answering after it, would put that back: it is called
// off first, and waited for (calling it off puts the entry back as it was, a moment later). With no
// read on its way the answer goes in at once.
import type { QueryClient, QueryKey, Updater } from "@tanstack/react-query";

export function storeAnswer<T>(queryClient: QueryClient, queryKey: QueryKey, update: Updater<T | undefined, T | undefined>): Promise<void> {
  const store = () => void queryClient.setQueryData<T>(queryKey, update);
  if (!queryClient.isFetching({ queryKey, exact: true })) return Promise.resolve(store());
  return queryClient.cancelQueries({ queryKey, exact: true }).then(store);
}
