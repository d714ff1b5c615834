import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { sessionQuery } from "../shared/session/api";
import { profileQuery } from "./api";

const exercisePage = /^\/m?exercises(\/|$)/;

/**
 * Loads the member's profile from sign-in on: exercise pages use only what is cached, and a
 * change of the session's member (names, plan) refreshes it.
 */
export function ProfileLoader() {
  const queryClient = useQueryClient();
  const user = useQuery(sessionQuery).data?.user ?? null;
  const { pathname } = useLocation();
  useQuery({ ...profileQuery(user?.id ?? "-"), enabled: user !== null && !exercisePage.test(pathname) });
  const seen = useRef(user);
  useEffect(() => {
    if (seen.current !== null && user !== null && seen.current !== user && !exercisePage.test(pathname)) {
      void queryClient.refetchQueries({ queryKey: profileQuery(user.id).queryKey });
    }
    seen.current = user;
  }, [user, pathname, queryClient]);
  return null;
}
