// The sign-in with another service, between the start (POST, same-origin) and the provider's
// return (GET): the state, the PKCE verifier, what the member meant (sign in or connect to their
// account) and where to go after, in an HttpOnly, Secure, SameSite=Lax `__Host-` cookie that
// lives ten minutes. Lax, because the return is a top-level navigation from the provider's site;
// the provider never sees the verifier, and the state is compared in constant time.
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import * as v from "valibot";
import { identityProviders } from "../../../core/auth/ways-in";
import type { AppEnv } from "../../env";
import { sameSecret } from "../../shared/identity-client";

export const flowCookie = "__Host-identity-flow";
export const flowLifetimeMs = 10 * 60_000;

/** What the cookie holds; short names keep it small. */
const flowSchema = v.object({
  provider: v.picklist(identityProviders),
  state: v.pipe(v.string(), v.maxLength(256)),
  verifier: v.pipe(v.string(), v.maxLength(256)),
  intent: v.picklist(["sign_in", "link"]),
  /** A path of this app (checked at the start, and again here). */
  redirect: v.optional(v.pipe(v.string(), v.maxLength(512), v.regex(/^\/(?![/\\])[^\s]*$/))),
  /** The member who asked to connect the account (intent "link"). */
  userId: v.optional(v.string()),
  startedAt: v.number(),
});
export type IdentityFlow = v.InferOutput<typeof flowSchema>;

const options = { path: "/", secure: true, httpOnly: true, sameSite: "Lax" } as const;

export function setFlowCookie(c: Context<AppEnv>, flow: IdentityFlow): void {
  const value = encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(flow)));
  setCookie(c, flowCookie, value, { ...options, maxAge: flowLifetimeMs / 1000 });
}

/** The flow this browser started, or null when there is none, it is unreadable or older than ten minutes. */
export function readFlowCookie(c: Context<AppEnv>): IdentityFlow | null {
  const raw = getCookie(c, flowCookie);
  if (!raw) return null;
  try {
    const flow = v.parse(flowSchema, JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(raw))));
    const age = c.var.clock.now() - flow.startedAt;
    return age >= 0 && age < flowLifetimeMs ? flow : null;
  } catch {
    return null;
  }
}

/** A flow works once: the return clears it whatever its outcome. */
export function clearFlowCookie(c: Context<AppEnv>): void {
  deleteCookie(c, flowCookie, { path: "/", secure: true });
}

/** Whether the state the provider sent back is the one this browser's flow holds. */
export const stateMatches = (flow: IdentityFlow, returned: string | undefined) => !!returned && sameSecret(flow.state, returned);
