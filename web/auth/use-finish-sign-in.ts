import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { SessionUser } from "../../core/session";
import { useScreenHref } from "../shared/navigation/paths";
import { setSessionUser } from "../shared/session/api";
import { dismissErrorToasts } from "../shared/ui/dismiss-error-toasts";

/** After a sign-in: cache the member, then go where they were headed, else to the profile. */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const href = useScreenHref();
  return async (user: SessionUser | null, redirect?: string) => {
    setSessionUser(queryClient, user);
    dismissErrorToasts();
    if (redirect) await navigate({ href: redirect, replace: true });
    else await navigate({ to: href("/profile"), replace: true });
  };
}
