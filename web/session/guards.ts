import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { isMobilePath } from "../navigation/paths";
import { loadSessionUser } from "./api";

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: { href: string; pathname: string };
}

/** Signed-in only: a visitor goes to sign-in and comes back afterwards (SPEC section 2). */
export async function requireSignedIn({ context, location }: GuardArgs) {
  const user = await loadSessionUser(context.queryClient);
  if (!user) {
    throw redirect({
      to: isMobilePath(location.pathname) ? "/mlogin" : "/login",
      search: { redirect: location.href },
    });
  }
}

/** Signed-out only: a member is sent to the profile. */
export async function requireSignedOut({ context, location }: GuardArgs) {
  const user = await loadSessionUser(context.queryClient);
  if (user) throw redirect({ to: isMobilePath(location.pathname) ? "/mprofile" : "/profile" });
}
