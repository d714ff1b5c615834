// The member's own exercises (GET /api/exercises/own) and the calls that change them. The list is
// kept on the device (IndexedDB, with the member's other data, cleared on sign-out), so the logger
// and the history name them offline after a first load; it is refreshed whenever it is read.
// Making, renaming and removing one needs the network.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { OwnExerciseJson, OwnExercisesJson } from "../../../core/api/own-exercises";
import { ownExerciseLimits, type OwnExerciseCreateInput } from "../../../core/validation/own-exercises";
import { api } from "../api/client";
import { keptOnDevice } from "./kept-on-device";

export const ownExerciseKeys = {
  list: (userId: string) => ["own-exercises", userId] as const,
};

const kept = keptOnDevice("own-exercises");

export const ownExercisesQuery = (userId: string) =>
  queryOptions({
    queryKey: ownExerciseKeys.list(userId),
    queryFn: () => api("GET /api/exercises/own", { cache: "no-store" }),
    persister: kept.persister,
    staleTime: 60_000,
    gcTime: 24 * 60 * 60 * 1000,
    // Offline the query still runs, so the device's copy is read (the request then waits).
    networkMode: "offlineFirst",
  });

/** Lays a made or changed exercise into the cached list, in memory and on the device. */
function keep(queryClient: QueryClient, userId: string, exercise: OwnExerciseJson) {
  const key = ownExerciseKeys.list(userId);
  queryClient.setQueryData<OwnExercisesJson>(key, (list) =>
    list
      ? { ...list, exercises: [...list.exercises.filter((e) => e.id !== exercise.id), exercise] }
      : { exercises: [exercise], limit: ownExerciseLimits.perMember },
  );
  kept.keep(queryClient, key);
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
