import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import type { Access } from "../../../core/screen-routes";
import { twinPath } from "../../shared/navigation/paths";
import { loadSessionUser } from "../../shared/session/api";

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: { href: string };
  /** Read by the route's own rule (screen.tsx): `redirect` is a path of this site when there. */
  search: Readonly<Record<string, string | undefined>>;
}

type Guard = (args: GuardArgs) => Promise<void>;

/** A screen of the guarded route's shell: the /m… twin when the route is one. */
const sameShell = (mobile: boolean, path: string) => (mobile ? twinPath(path) : path);

/** Signed-in only: a visitor goes to sign-in (on a phone screen, the phone's) and comes back afterwards. */
const signedIn =
  (mobile: boolean): Guard =>
  async ({ context, location }) => {
    const user = await loadSessionUser(context.queryClient);
    if (!user) throw redirect({ to: sameShell(mobile, "/login"), search: { redirect: location.href } });
  };

/**
 * Signed-out only: a member is sent where the sign-in was headed, else to the profile (signed in
 * in another tab, or just now while this screen was still loading).
 */
const signedOut =
  (mobile: boolean): Guard =>
  async ({ context, search }) => {
    const user = await loadSessionUser(context.queryClient);
    if (!user) return;
    const headed = search["redirect"];
    throw headed ? redirect({ href: headed, replace: true }) : redirect({ to: sameShell(mobile, "/profile") });
  };

/** The guard of a screen's route; `mobile` for an /m… twin. */
export function guardFor(access: Access, mobile: boolean): Guard | undefined {
  if (access === "member") return signedIn(mobile);
  if (access === "visitor") return signedOut(mobile);
  return undefined;
}
