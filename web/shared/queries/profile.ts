import { experimental_createQueryPersister } from "@tanstack/query-persist-client-core";
import {
  hashKey,
  notifyManager,
  queryOptions,
  useQuery,
  type QueryClient,
  type QueryFunctionContext,
  type Query,
} from "@tanstack/react-query";
import type { ProfileCreateInput, ProfileUpdateInput, ScreeningInput } from "../../../core/validation/profile";
import type { OverviewJson, ProfileJson, SavedProfileJson } from "../../../core/api/profiles";
import { ApiFailure, api } from "../api/client";
import { localIsoDate } from "../i18n/format";
import { sessionQuery } from "../session/api";
import { isFrameMember } from "../ssr/member-frame";
import { fallbackStorage } from "./profile-fallback-storage";
import { storeAnswer, storeAnswers } from "./store-answer";

export type Profile = ProfileJson;

// A stored profile serves for 15 minutes; it is refreshed at most every 5 minutes, and 2 s
// after a stored copy is shown.
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
    return await api("GET /api/profiles/me", { cache: "no-store" });
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
      // A failed refresh (offline, say) stays in the query's state; the stored copy stays shown.
      // Only while a screen still shows it: one left (or a client gone) 2 s later needs no fetch.
      setTimeout(() => {
        if (query.getObserversCount() > 0) void query.fetch().catch(() => undefined);
      }, profileRefreshDelayMs);
    });
    if (restored !== undefined) return restored;
  }
  const data = await queryFn();
  notifyManager.schedule(() => void persister.persistQuery(query));
  return data;
}

export const profileKeys = {
  /** The member's profile, also the key of its stored copy. */
  me: (userId: string) => ["profile", userId] as const,
  /** The profile as exercise pages read it: from memory or storage only. */
  cached: (userId: string) => ["profile-cached", userId] as const,
  overview: (userId: string) => ["overview", userId] as const,
};

/**
 * After a change the overview counts (a workout, a weigh-in, a message). A read already on its way
 * may predate the change and would mark its old counts fresh for a minute, so it is called off and
 * started again, shown or not (storeAnswers); otherwise the counts are only marked stale.
 */
export function refreshOverview(queryClient: QueryClient, userId: string): void {
  const queryKey = profileKeys.overview(userId);
  void storeAnswers(queryClient, { queryKey, exact: true }, () => undefined).then((calledOff) =>
    queryClient.invalidateQueries({ queryKey, exact: true, refetchType: calledOff.size ? "all" : "active" }),
  );
}

/** Keyed by member, so a stored profile can never show up for someone else. */
export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.me(userId),
    queryFn: fetchProfile,
    persister: restoreOrFetch as never,
    // Not refreshed more often than every 5 minutes; kept in memory as long as it may be stored.
    staleTime: profileMinRefreshMs,
    gcTime: profileCacheLifetimeMs,
  });

/** Pages that only read the profile (exercise pages): memory or storage, never the network. */
export const cachedProfileQuery = (userId: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: profileKeys.cached(userId),
    queryFn: async () =>
      queryClient.getQueryData<Profile | null>(profileKeys.me(userId)) ??
      (await persister.retrieveQuery<Profile | null>(hashKey(profileKeys.me(userId)))) ??
      null,
    staleTime: Infinity,
    gcTime: 0,
  });

/** After a save: the answer becomes the cached profile, in memory and in storage. */
export async function storeProfile(queryClient: QueryClient, userId: string, profile: Profile): Promise<void> {
  await storeAnswer(queryClient, profileKeys.me(userId), profile);
  void persister.persistQueryByKey(profileKeys.me(userId), queryClient);
}

/** The saved profile; the answer's `warnings` concern API clients that send free-text levels. */
async function saved(answer: Promise<SavedProfileJson>): Promise<Profile> {
  const { warnings: _warnings, ...profile } = await answer;
  return profile;
}

export const profileApi = {
  create: (input: ProfileCreateInput) => saved(api("POST /api/profiles/create", { body: input })),
  update: (input: ProfileUpdateInput) => saved(api("POST /api/profiles/update", { body: input })),
  /** The pre-exercise screening's answers (and the doctor's clearance after a "yes"). */
  screening: (input: ScreeningInput) => saved(api("POST /api/profiles/screening", { body: input })),
  /** "I've talked to a doctor": the calorie and macro targets again after eating-disorder signs. */
  showTargets: () => saved(api("POST /api/profiles/show-targets", { body: { doctorConsulted: true } })),
};

/** The signed-in member and their profile (loaded by ProfileLoader's rules, read here). */
export function useProfile() {
  const user = useQuery(sessionQuery).data?.user ?? null;
  const query = useQuery({ ...profileQuery(user?.id ?? "-"), enabled: user !== null });
  // A prerendered frame's stand-in member has no names or join date yet: the profile (and the
  // account details shown with it) waits for the real member, a moment later.
  if (isFrameMember(user)) return { user, ...query, data: undefined, isPending: true as const };
  return { user, ...query };
}

/** The activity overview's numbers (GET /api/profiles/overview). */
export type Overview = OverviewJson;

export const overviewQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.overview(userId),
    // The member's own calendar day, so the streak counts their days rather than UTC's.
    queryFn: () => api("GET /api/profiles/overview", { query: { today: localIsoDate() } }),
    staleTime: 60_000,
  });
