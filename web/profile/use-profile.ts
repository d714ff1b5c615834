import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { sessionQuery } from "../session/api";
import { profileQuery } from "./api";

/**
 * The signed-in member's profile under the loading rules of SPEC section 4, refreshed again
 * whenever the session's member changes (names, plan).
 */
export function useProfile() {
  const queryClient = useQueryClient();
  const user = useQuery(sessionQuery).data?.user ?? null;
  const query = useQuery({ ...profileQuery(user?.id ?? "-"), enabled: user !== null });
  const seen = useRef(user);
  useEffect(() => {
    if (seen.current !== null && user !== null && seen.current !== user) void queryClient.refetchQueries({ queryKey: profileQuery(user.id).queryKey });
    seen.current = user;
  }, [user, queryClient]);
  return { user, ...query };
}
