import { useQuery } from "@tanstack/react-query";
import { sessionQuery } from "../session/api";
import { profileQuery } from "./api";

/** The signed-in member and their profile (loaded by ProfileLoader's rules, read here). */
export function useProfile() {
  const user = useQuery(sessionQuery).data?.user ?? null;
  const query = useQuery({ ...profileQuery(user?.id ?? "-"), enabled: user !== null });
  return { user, ...query };
}
