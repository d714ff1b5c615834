// A member's list kept on the device (IndexedDB, with the member's other data, cleared on
// sign-out), so screens show it offline after a first load: the own exercises' names, the
// routines. With nothing in memory the kept copy shows at once and is refreshed right after; a
// fresh copy replaces it on every read.
import { experimental_createQueryPersister, type AsyncStorage } from "@tanstack/query-persist-client-core";
import { notifyManager, type Query, type QueryClient, type QueryFunctionContext, type QueryKey } from "@tanstack/react-query";
import { del } from "idb-keyval";
import { deviceStore, readKept, updateKept } from "../offline/device-store";

/** IndexedDB through the device store: nothing is kept where it is unavailable. */
const storage: AsyncStorage = {
  getItem: async (key) => (await readKept<string>(key).catch(() => undefined)) ?? null,
  setItem: (key, value) => updateKept<string>(key, () => value),
  removeItem: async (key) => {
    const store = deviceStore();
    if (store) await del(key, store).catch(() => undefined);
  },
};

export interface KeptOnDevice {
  /** The query's `persister`. */
  persister: never;
  /** Writes the query's data as it is now to the device (after a change laid into the cache). */
  keep(queryClient: QueryClient, key: QueryKey): void;
}

/** A persister for lists under `prefix`, kept as long as the member may need them offline. */
export function keptOnDevice(prefix: string): KeptOnDevice {
  const persister = experimental_createQueryPersister({
    storage,
    prefix,
    maxAge: 180 * 24 * 60 * 60 * 1000,
    refetchOnRestore: false,
  });
  async function restoreOrFetch<T>(queryFn: () => Promise<T>, _ctx: QueryFunctionContext, query: Query) {
    if (query.state.data === undefined) {
      const restored = await persister.retrieveQuery<T>(query.queryHash, (stored) => {
        query.setState({ dataUpdatedAt: stored.state.dataUpdatedAt });
        // Offline the refresh fails and the kept copy stays shown.
        void query.fetch().catch(() => undefined);
      });
      if (restored !== undefined) return restored;
    }
    const data = await queryFn();
    notifyManager.schedule(() => void persister.persistQuery(query));
    return data;
  }
  return {
    persister: restoreOrFetch as never,
    keep: (queryClient, key) => void persister.persistQueryByKey(key, queryClient),
  };
}
