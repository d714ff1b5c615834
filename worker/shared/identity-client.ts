// What the sign-in with another service (Google, Yandex ID, the development provider) needs from
// each provider: the address to send the browser to, and the account behind a returned code.
// Here, below the features, because the development provider (worker/dev) makes one too.
import { sha256 } from "@oslojs/crypto/sha2";

/** The provider's account, as its answer says. */
export interface ProviderProfile {
  /** The provider's stable id of the account (OpenID `sub`, Yandex `id`). */
  subject: string;
  /** Lower-case address, or null when the provider gave none. */
  email: string | null;
  /** Whether the provider vouches that the address is its owner's. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface ProviderClient {
  /** The provider's authorization page with this state and the S256 challenge of this verifier. */
  authorizationUrl(state: string, verifier: string): URL;
  /** Exchanges the code (with the PKCE verifier) and reads the account; throws IdentityFailure. */
  profile(code: string, verifier: string): Promise<ProviderProfile>;
}

/** The provider refused the code or answered something unreadable; `step` says where (for the log). */
export class IdentityFailure extends Error {
  override name = "IdentityFailure";
  constructor(readonly step: "token" | "profile" | "claims") {
    super(`identity provider failed at ${step}`);
  }
}

/**
 * Whether two secrets are equal, in time that does not depend on where they differ: their
 * SHA-256 digests (equal lengths) are compared with the runtime's constant-time comparison.
 */
export function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => sha256(new TextEncoder().encode(text));
  return crypto.subtle.timingSafeEqual(digest(a), digest(b));
}
