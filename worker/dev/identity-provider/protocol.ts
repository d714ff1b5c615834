// The development identity provider's side of OAuth 2.0 with PKCE (RFC 6749, RFC 7636): which
// client it knows, which address it sends codes back to, and the S256 check of the verifier.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { sameSecret } from "../../shared/identity-client";
import { sessionIdFromToken as hashOf } from "../../shared/session/store";

/** The one client it serves: this app (a public client, so no secret; PKCE protects the code). */
export const devClientId = "forma-development";

/** Where it serves, below the app's origin. */
export const devIdentityBase = "/dev/identity";

/** The only address it sends a code to: this app's callback for `dev` (the app builds it alike). */
export const devRedirectUri = (env: Cloudflare.Env, requestUrl: string) =>
  new URL("/auth/dev/callback", env.APP_URL || new URL(requestUrl).origin).toString();

/** The authorization request's parameters, checked before the page shows or a code is made. */
export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

const stateFormat = /^[A-Za-z0-9._~-]{1,256}$/;
const challengeFormat = /^[A-Za-z0-9_-]{43}$/;
const verifierFormat = /^[A-Za-z0-9._~-]{43,128}$/;

/** The request when it is one this provider answers; null for anything else (shown as an error, never redirected). */
export function authorizationRequest(
  params: Record<string, string | undefined>,
  env: Cloudflare.Env,
  requestUrl: string,
): AuthorizationRequest | null {
  const { response_type, client_id, redirect_uri, state, code_challenge, code_challenge_method } = params;
  if (response_type !== "code" || client_id !== devClientId || redirect_uri !== devRedirectUri(env, requestUrl)) return null;
  if (!state || !stateFormat.test(state)) return null;
  if (code_challenge_method !== "S256" || !code_challenge || !challengeFormat.test(code_challenge)) return null;
  return { redirectUri: redirect_uri, state, codeChallenge: code_challenge };
}

/** Whether the verifier's S256 challenge is the one the authorization request carried. */
export function verifierMatches(verifier: string | undefined, challenge: string): boolean {
  if (!verifier || !verifierFormat.test(verifier)) return false;
  return sameSecret(encodeBase64urlNoPadding(sha256(new TextEncoder().encode(verifier))), challenge);
}

/** A stable account id per address: signing in with the same address again is the same account. */
export const devSubject = (email: string) => `dev-${hashOf(email).slice(0, 32)}`;
