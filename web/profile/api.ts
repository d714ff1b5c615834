import { experimental_createQueryPersister } from "@tanstack/query-persist-client-core";
import { hashKey, notifyManager, queryOptions, type QueryClient, type QueryFunctionContext, type Query } from "@tanstack/react-query";
import type { ProfileCreateInput, ProfileUpdateInput } from "../../core/validation/profile";
import type { ProfileJson } from "../../core/profile";
import { ApiFailure, apiFetch } from "../api/client";
import { fallbackStorage } from "./fallback-storage";

export type Profile = ProfileJson;

// Profile loading rules (SPEC sections 4 and 9).
export const profileCacheLifetimeMs = 15 * 60 * 1000;
const profileMinRefreshMs = 5 * 60 * 1000;
const profileRefreshDelayMs = 2000;

const persister = experimental_createQueryPersister({
  storage: fallbackStorage,
  prefix: "forma_profile",
  maxAge: profileCacheLifetimeMs,
  refetchOnRestore: false,
});

/** The member's profile, or null when they have none yet (the server answers 404). */
async function fetchProfile(): Promise<Profile | null> {
  try {
    return await apiFetch<Profile>("/api/profiles/me", { cache: "no-store" });
  } catch (err) {
    if (err instanceof ApiFailure && err.status === 404) return null;
    throw err;
  }
}

/**
 * A stored profile under 15 minutes old is shown at once and refreshed 2 s later; otherwise
 * the profile is fetched now. TanStack Query keeps one fetch in flight at a time.
 */
async function restoreOrFetch(queryFn: () => Promise<Profile | null>, _ctx: QueryFunctionContext, query: Query) {
  if (query.state.data === undefined) {
    const restored = await persister.retrieveQuery<Profile | null>(query.queryHash, (stored) => {
      query.setState({ dataUpdatedAt: stored.state.dataUpdatedAt });
      setTimeout(() => void query.fetch(), profileRefreshDelayMs);
    });
    if (restored !== undefined) return restored;
  }
  const data = await queryFn();
  notifyManager.schedule(() => void persister.persistQuery(query));
  return data;
}

const profileKey = (userId: string) => ["profile", userId] as const;

/** Keyed by member, so a stored profile can never show up for someone else. */
export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKey(userId),
    queryFn: fetchProfile,
    persister: restoreOrFetch as never,
    // Not refreshed more often than every 5 minutes; kept in memory as long as it may be stored.
    staleTime: profileMinRefreshMs,
    gcTime: profileCacheLifetimeMs,
  });

/** Pages that only read the profile (exercise pages): memory or storage, never the network. */
export const cachedProfileQuery = (userId: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: ["profile-cached", userId] as const,
    queryFn: async () =>
      queryClient.getQueryData<Profile | null>(profileKey(userId)) ?? (await persister.retrieveQuery<Profile | null>(hashKey(profileKey(userId)))) ?? null,
    staleTime: Infinity,
    gcTime: 0,
  });

/** After a save: the answer becomes the cached profile, in memory and in storage. */
export function storeProfile(queryClient: QueryClient, userId: string, profile: Profile): void {
  queryClient.setQueryData(profileKey(userId), profile);
  void persister.persistQueryByKey(profileKey(userId), queryClient);
}

/** The saved profile; the answer's `warnings` concern API clients that send free-text levels. */
async function save(path: string, input: ProfileCreateInput | ProfileUpdateInput): Promise<Profile> {
  const { warnings: _warnings, ...profile } = await apiFetch<Profile & { warnings: string[] }>(path, { method: "POST", json: input });
  return profile;
}

export const profileApi = {
  create: (input: ProfileCreateInput) => save("/api/profiles/create", input),
  update: (input: ProfileUpdateInput) => save("/api/profiles/update", input),
};
