import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import type { SessionUser } from "../../core/session";
import { isMobilePath } from "../navigation/paths";
import { setSessionUser } from "../session/api";

/** After a sign-in: cache the member, then go where they were headed, else to the profile. */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async (user: SessionUser | null, redirect?: string) => {
    setSessionUser(queryClient, user);
    if (redirect) await navigate({ href: redirect, replace: true });
    else await navigate({ to: isMobilePath(pathname) ? "/mprofile" : "/profile", replace: true });
  };
}
