import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { sessionQuery, sessionRecheckMs } from "./api";

/**
 * Keeps the session fresh (every 4 minutes here, and on focus through the query's options) and,
 * when a member's session ends elsewhere, re-runs the route guards so member-only screens
 * fall back to sign-in.
 */
export function useSessionWatch(): void {
  const router = useRouter();
  // Only the member's id: the shell around every screen re-renders when it changes, not when the
  // session is re-read (the member's names arriving after a prerendered page has hydrated).
  const { data: userId = null } = useQuery({
    ...sessionQuery,
    refetchInterval: sessionRecheckMs,
    select: (state) => state.user?.id ?? null,
  });
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && userId === null) void router.invalidate();
    previous.current = userId;
  }, [userId, router]);
}
