import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { sessionQuery } from "../../shared/session/api";
import { isFrameMember } from "../../shared/ssr/member-frame";
import { profileQuery } from "../../shared/queries/profile";

const exercisePage = /^\/m?exercises(\/|$)/;

/**
 * Loads the member's profile from sign-in on: exercise pages use only what is cached, and a
 * change of the session's member (names, plan) refreshes it.
 */
export function ProfileLoader() {
  const queryClient = useQueryClient();
  const user = useQuery(sessionQuery).data?.user ?? null;
  const { pathname } = useLocation();
  // Not for a prerendered frame's stand-in: profile data reaching the page while it hydrates
  // would make React render it again (member-frame.ts); the real member follows at once.
  useQuery({ ...profileQuery(user?.id ?? "-"), enabled: user !== null && !isFrameMember(user) && !exercisePage.test(pathname) });
  const seen = useRef(user);
  useEffect(() => {
    // The stand-in member of a prerendered frame giving way to the real one is not a change.
    if (seen.current !== null && !isFrameMember(seen.current) && user !== null && seen.current !== user && !exercisePage.test(pathname)) {
      void queryClient.refetchQueries({ queryKey: profileQuery(user.id).queryKey });
    }
    seen.current = user;
  }, [user, pathname, queryClient]);
  return null;
}
