// The member's routines (GET /api/workouts/routines, decision 0071) and the calls that change them.
// The list is kept on the device like the own exercises (kept-on-device.ts), so a routine starts
// offline after a first load; saving, renaming and removing one needs the network.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { RoutineJson, RoutinesJson } from "../../../core/api/routines";
import { routineLimits, type RoutineCreateInput, type RoutineUpdateInput } from "../../../core/validation/routines";
import { api } from "../api/client";
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
  });

/** Lays a change into the cached list (newest change first, as the server lists them), in memory and on the device. */
function keep(queryClient: QueryClient, userId: string, change: (routines: RoutineJson[]) => RoutineJson[]) {
  const key = routineKeys.list(userId);
  queryClient.setQueryData<RoutinesJson>(key, (list) => ({
    routines: change(list?.routines ?? []),
    limit: list?.limit ?? routineLimits.perMember,
  }));
  kept.keep(queryClient, key);
  void queryClient.invalidateQueries({ queryKey: key });
}

const put = (routine: RoutineJson) => (routines: RoutineJson[]) => [routine, ...routines.filter((r) => r.id !== routine.id)];

export const routineApi = {
  async create(queryClient: QueryClient, userId: string, input: RoutineCreateInput): Promise<RoutineJson> {
    const made = await api("POST /api/workouts/routines", { body: input });
    keep(queryClient, userId, put(made));
    return made;
  },
  async update(queryClient: QueryClient, userId: string, id: string, input: RoutineUpdateInput): Promise<RoutineJson> {
    const changed = await api("PATCH /api/workouts/routines/:id", { params: { id }, body: input });
    keep(queryClient, userId, put(changed));
    return changed;
  },
  async remove(queryClient: QueryClient, userId: string, id: string): Promise<void> {
    await api("DELETE /api/workouts/routines/:id", { params: { id } });
    keep(queryClient, userId, (routines) => routines.filter((r) => r.id !== id));
  },
};
