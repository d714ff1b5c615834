// The member's routines (GET /api/workouts/routines, decision 0071) and the calls that change them.
// The list is kept on the device like the own exercises (kept-on-device.ts), so a routine starts
// offline after a first load; saving, renaming and removing one needs the network.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { RoutineJson, RoutinesJson } from "../../../core/api/routines";
import type { RoutineCreateInput, RoutineUpdateInput } from "../../../core/validation/routines";
import { api, ApiFailure } from "../api/client";
import { keptOnDevice } from "./kept-on-device";

export const routineKeys = {
  list: (userId: string) => ["routines", userId] as const,
};

const kept = keptOnDevice("routines");

export const routinesQuery = (userId: string) =>
  queryOptions({
    queryKey: routineKeys.list(userId),
    queryFn: () => api("GET /api/workouts/routines", { cache: "no-store" }),
    persister: kept.persister,
    staleTime: 60_000,
    gcTime: 24 * 60 * 60 * 1000,
    // Offline the query still runs, so the device's copy is read (the request then waits).
    networkMode: "offlineFirst",
  });

/**
 * Lays a change into the cached list (newest change first, as the server lists them), in memory
 * and on the device. With no list read yet (saved from the history before the start screen was
 * open) the whole list is read instead: a list of the one change would replace the device's copy.
 */
function keep(queryClient: QueryClient, userId: string, change: (routines: RoutineJson[]) => RoutineJson[]) {
  const key = routineKeys.list(userId);
  if (queryClient.getQueryData(key) === undefined) {
    // A read already on its way may have left before the change: called off, and made again.
    void queryClient
      .cancelQueries({ queryKey: key })
      .then(() => queryClient.fetchQuery(routinesQuery(userId)))
      .catch(() => undefined);
    return;
  }
  queryClient.setQueryData<RoutinesJson>(key, (list) => list && { ...list, routines: change(list.routines) });
  kept.keep(queryClient, key);
  void queryClient.invalidateQueries({ queryKey: key });
}

const put = (routine: RoutineJson) => (routines: RoutineJson[]) => [routine, ...routines.filter((r) => r.id !== routine.id)];
const drop = (id: string) => (routines: RoutineJson[]) => routines.filter((r) => r.id !== id);
/** The server's "not found" for a routine (removed, on another device), not a proxy's 404 page. */
export const isGone = (err: unknown) => err instanceof ApiFailure && err.status === 404 && err.code === "not_found";

export const routineApi = {
  async create(queryClient: QueryClient, userId: string, input: RoutineCreateInput): Promise<RoutineJson> {
    const made = await api("POST /api/workouts/routines", { body: input });
    keep(queryClient, userId, put(made));
    return made;
  },
  /** A routine removed meanwhile on another device leaves the list, and the failure says so. */
  async update(queryClient: QueryClient, userId: string, id: string, input: RoutineUpdateInput): Promise<RoutineJson> {
    try {
      const changed = await api("PATCH /api/workouts/routines/:id", { params: { id }, body: input });
      keep(queryClient, userId, put(changed));
      return changed;
    } catch (err) {
      if (isGone(err)) keep(queryClient, userId, drop(id));
      throw err;
    }
  },
  /** Removed already (on another device) is removed. */
  async remove(queryClient: QueryClient, userId: string, id: string): Promise<void> {
    await api("DELETE /api/workouts/routines/:id", { params: { id } }).catch((err: unknown) => {
      if (!isGone(err)) throw err;
    });
    keep(queryClient, userId, drop(id));
  },
};
