import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import type { Access } from "../../../core/screen-routes";
import { twinPath } from "../../shared/navigation/paths";
import { loadSessionUser } from "../../shared/session/api";

interface GuardArgs {
  context: { queryClient: QueryClient };
  location: { href: string };
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

/** Signed-out only: a member is sent to the profile. */
const signedOut =
  (mobile: boolean): Guard =>
  async ({ context }) => {
    const user = await loadSessionUser(context.queryClient);
    if (user) throw redirect({ to: sameShell(mobile, "/profile") });
  };

/** The guard of a screen's route; `mobile` for an /m… twin. */
export function guardFor(access: Access, mobile: boolean): Guard | undefined {
  if (access === "member") return signedIn(mobile);
  if (access === "visitor") return signedOut(mobile);
  return undefined;
}
