// The member's own exercises (GET /api/exercises/own) and the calls that change them. The list is
// kept on the device (IndexedDB, with the member's other data, cleared on sign-out), so the logger
// and the history name them offline after a first load; it is refreshed whenever it is read.
// Making, renaming and removing one needs the network.
import { experimental_createQueryPersister, type AsyncStorage } from "@tanstack/query-persist-client-core";
import { notifyManager, queryOptions, type Query, type QueryClient, type QueryFunctionContext } from "@tanstack/react-query";
import { del } from "idb-keyval";
import type { OwnExerciseJson, OwnExercisesJson } from "../../../core/api/own-exercises";
import { ownExerciseLimits, type OwnExerciseCreateInput } from "../../../core/validation/own-exercises";
import { api } from "../api/client";
import { deviceStore, readKept, updateKept } from "../offline/device-store";

export const ownExerciseKeys = {
  list: (userId: string) => ["own-exercises", userId] as const,
};

/** IndexedDB through the device store: nothing is kept where it is unavailable. */
const storage: AsyncStorage = {
  getItem: async (key) => (await readKept<string>(key).catch(() => undefined)) ?? null,
  setItem: (key, value) => updateKept<string>(key, () => value),
  removeItem: async (key) => {
    const store = deviceStore();
    if (store) await del(key, store).catch(() => undefined);
  },
};

const persister = experimental_createQueryPersister({
  storage,
  prefix: "own-exercises",
  // Names are needed for as long as the member may log offline; a fresh copy replaces it on every read.
  maxAge: 180 * 24 * 60 * 60 * 1000,
  refetchOnRestore: false,
});

/** With nothing in memory, the copy kept on the device is shown at once and refreshed right after. */
async function restoreOrFetch(queryFn: () => Promise<OwnExercisesJson>, _ctx: QueryFunctionContext, query: Query) {
  if (query.state.data === undefined) {
    const restored = await persister.retrieveQuery<OwnExercisesJson>(query.queryHash, (stored) => {
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

export const ownExercisesQuery = (userId: string) =>
  queryOptions({
    queryKey: ownExerciseKeys.list(userId),
    queryFn: () => api("GET /api/exercises/own", { cache: "no-store" }),
    persister: restoreOrFetch as never,
    staleTime: 60_000,
    gcTime: 24 * 60 * 60 * 1000,
  });

/** Lays a made or changed exercise into the cached list, in memory and on the device. */
function keep(queryClient: QueryClient, userId: string, exercise: OwnExerciseJson) {
  const key = ownExerciseKeys.list(userId);
  queryClient.setQueryData<OwnExercisesJson>(key, (list) =>
    list
      ? { ...list, exercises: [...list.exercises.filter((e) => e.id !== exercise.id), exercise] }
      : { exercises: [exercise], limit: ownExerciseLimits.perMember },
  );
  void persister.persistQueryByKey(key, queryClient);
  void queryClient.invalidateQueries({ queryKey: key });
}

export const ownExerciseApi = {
  async create(queryClient: QueryClient, userId: string, input: OwnExerciseCreateInput): Promise<OwnExerciseJson> {
    const made = await api("POST /api/exercises/own", { body: input });
    keep(queryClient, userId, made);
    return made;
  },
  async rename(queryClient: QueryClient, userId: string, id: string, name: string): Promise<OwnExerciseJson> {
    const renamed = await api("PATCH /api/exercises/own/:id", { params: { id }, body: { name } });
    keep(queryClient, userId, renamed);
    return renamed;
  },
  async remove(queryClient: QueryClient, userId: string, exercise: OwnExerciseJson): Promise<void> {
    await api("DELETE /api/exercises/own/:id", { params: { id: exercise.id } });
    keep(queryClient, userId, { ...exercise, removed: true });
  },
};
