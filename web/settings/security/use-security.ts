// The security tab's one query (GET /api/account/security): the ways in, two-step status and
// recent sign-ins. Every section reads it; a section that changes something invalidates it.
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";

export const securityKey = (userId: string) => ["account-security", userId] as const;

export const securityQuery = (userId: string) =>
  queryOptions({
    queryKey: securityKey(userId),
    queryFn: ({ signal }) => api("GET /api/account/security", { cache: "no-store", signal }),
    staleTime: 30_000,
  });

export const useSecurity = (userId: string, enabled = true) => useQuery({ ...securityQuery(userId), enabled });

/** What a section calls after a change: the overview is read again (every member's key starts the same). */
export function useRefreshSecurity(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["account-security"] });
}

export const securityApi = {
  signOutOthers: () => api("POST /api/account/sign-out-others"),
};
