import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { SessionUser } from "../../../core/api/auth";
import { api } from "../api/client";

export const sessionKeys = {
  current: () => ["session"] as const,
};

/** How often the shell re-reads the session while the page is open. */
export const sessionRecheckMs = 4 * 60 * 1000;

export const sessionQuery = queryOptions({
  queryKey: sessionKeys.current(),
  queryFn: () => api("GET /api/auth/session"),
  // Re-checked when the window regains focus, and every 4 minutes by the shell's watch
  // (useSessionWatch): an interval on every observer would install a timer per component.
  staleTime: sessionRecheckMs,
  refetchOnWindowFocus: "always",
});

/** Puts the member (or a visitor, null) into the session cache: guards and the shell follow. */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData(sessionQuery.queryKey, { user });
}

/** The signed-in member for route guards; a visitor when the check cannot be made (offline). */
export async function loadSessionUser(queryClient: QueryClient): Promise<SessionUser | null> {
  try {
    return (await queryClient.ensureQueryData(sessionQuery)).user;
  } catch {
    return queryClient.getQueryData(sessionQuery.queryKey)?.user ?? null;
  }
}
