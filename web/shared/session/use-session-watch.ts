import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { sessionQuery } from "./api";

/**
 * Keeps the session fresh (every 4 minutes and on focus, through the query's options) and,
 * when a member's session ends elsewhere, re-runs the route guards so member-only screens
 * fall back to sign-in.
 */
export function useSessionWatch(): void {
  const router = useRouter();
  const { data } = useQuery(sessionQuery);
  const userId = data?.user?.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && userId === null) void router.invalidate();
    previous.current = userId;
  }, [userId, router]);
}
