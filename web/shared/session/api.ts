import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { SessionUser } from "../../../core/api/auth";
import type { SessionState } from "../../../core/api/auth";
import { api, ApiFailure } from "../api/client";
import { markSignOutPending, signOutPending } from "./pending-sign-out";

export const sessionKeys = {
  current: () => ["session"] as const,
};

/** How often the shell re-reads the session while the page is open. */
export const sessionRecheckMs = 4 * 60 * 1000;

/** The session; a sign-out owed to the server (made offline) is settled first, and until then there is no member. */
async function readSession(): Promise<SessionState> {
  if (signOutPending()) {
    try {
      await api("POST /api/auth/sign-out");
    } catch (err) {
      if (!(err instanceof ApiFailure)) return { user: null };
    }
    markSignOutPending(false);
  }
  return api("GET /api/auth/session");
}

export const sessionQuery = queryOptions({
  queryKey: sessionKeys.current(),
  queryFn: readSession,
  // Re-checked when the window regains focus, and every 4 minutes by the shell's watch
  // (useSessionWatch): an interval on every observer would install a timer per component.
  staleTime: sessionRecheckMs,
  refetchOnWindowFocus: "always",
  // Back online: a sign-out made offline is settled now, not at the next focus.
  refetchOnReconnect: "always",
});

/**
 * Puts the member (or a visitor, null) into the session cache: guards and the shell follow.
 * A session read still under way was asked before this sign-in or sign-out: its answer is
 * dropped, or it would put the old session back (and the guards would bounce the member).
 */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  void queryClient.cancelQueries({ queryKey: sessionQuery.queryKey, exact: true });
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
