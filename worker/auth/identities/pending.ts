// An identity waiting to be linked: its provider account came back with an address that has an
// account here, but nobody has shown the account is theirs yet. It is kept as a single-use
// challenge (15 minutes) for that account, named by a `__Host-` cookie of this browser, and
// offered in the security tab only once this browser is signed in to that very account.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import * as v from "valibot";
import { challengeLifetimesMs, identityProviders, type IdentityProvider } from "../../../core/auth/ways-in";
import type { AppEnv } from "../../env";
import { consumeChallenge, createChallenge, readChallenge, type Challenge } from "../challenges";

export const pendingCookie = "__Host-pending-identity";

const pendingData = v.object({ provider: v.picklist(identityProviders), subject: v.string(), email: v.nullable(v.string()) });
export interface PendingIdentity {
  provider: IdentityProvider;
  subject: string;
  email: string | null;
}

export async function keepPending(c: Context<AppEnv>, userId: string, pending: PendingIdentity): Promise<void> {
  const issued = await createChallenge(c.var.db, "pending_identity", { userId, data: { ...pending }, now: c.var.clock.now() });
  setCookie(c, pendingCookie, issued.value, {
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
    maxAge: challengeLifetimesMs.pending_identity / 1000,
  });
}

const mine = (row: Challenge | null, userId: string) => {
  if (!row || row.userId !== userId) return null;
  const data = v.safeParse(pendingData, row.data);
  return data.success ? data.output : null;
};

/** The identity this browser holds for the signed-in member, without using it. */
export async function readPending(c: Context<AppEnv>, userId: string): Promise<PendingIdentity | null> {
  const value = getCookie(c, pendingCookie);
  if (!value) return null;
  return mine(await readChallenge(c.var.db, value, "pending_identity", c.var.clock.now()), userId);
}

/** Uses it up (accepted or declined), and forgets the cookie; null when there is none for this member. */
export async function takePending(c: Context<AppEnv>, userId: string): Promise<PendingIdentity | null> {
  const value = getCookie(c, pendingCookie);
  // Read first: another member signed in on this browser does not spend someone else's.
  if (!value || !(await readPending(c, userId))) return null;
  const taken = mine(await consumeChallenge(c.var.db, value, "pending_identity", c.var.clock.now()), userId);
  if (taken) deleteCookie(c, pendingCookie, { path: "/", secure: true });
  return taken;
}
