// /api/auth (passkeys, the second step, identity providers) and /api/account/security: the ways
// into an account (decision 0048, docs/security.md).
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import type { IdentityProvider, SecondStep, SignInMethod } from "../auth/ways-in";
import type { SessionState } from "../session";
import type { TokenSessionJson } from "./auth";

export type { AuthenticationResponseJSON, RegistrationResponseJSON };

export type SecurityErrorCode =
  | "passkey_failed"
  | "passkey_unknown"
  | "challenge_expired"
  | "two_step_invalid"
  | "two_step_required"
  | "ticket_expired"
  | "last_way_in"
  | "identity_taken"
  | "identity_failed"
  | "provider_unavailable";

/**
 * A sign-in whose first step was right, on an account with two-step verification: no session yet.
 * The ticket goes back with the code to POST /api/auth/two-step; it works once, for a few minutes.
 */
export interface TwoStepNeededJson {
  twoStep: { ticket: string; expiresAt: number };
}

/** What a sign-in answers: the session (cookie), the session in the body (API clients), or the second step. */
export type SignInJson = SessionState | TokenSessionJson | TwoStepNeededJson;

/** Options for navigator.credentials.get/create, as SimpleWebAuthn's browser side takes them. */
export interface PasskeyRequestOptionsJson {
  options: PublicKeyCredentialRequestOptionsJSON;
}
export interface PasskeyCreationOptionsJson {
  options: PublicKeyCredentialCreationOptionsJSON;
}

export interface PasskeyJson {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
  /** Synced between the member's devices (a password manager's passkey), or on this device only. */
  synced: boolean;
}

export interface IdentityJson {
  provider: IdentityProvider;
  email: string | null;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface TwoStepStatusJson {
  enabled: boolean;
  enabledAt: number | null;
  recoveryCodesLeft: number;
}

export interface SignInRecordJson {
  at: number;
  method: SignInMethod;
  secondStep: SecondStep | null;
  device: string | null;
  country: string | null;
  /** The sign-in of the session making this request. */
  current: boolean;
}

/** GET /api/account/security: everything the security tab shows. */
export interface SecurityJson {
  hasPassword: boolean;
  passkeys: PasskeyJson[];
  identities: IdentityJson[];
  /** The providers this deployment offers (credentials set; `dev` in development only). */
  providers: IdentityProvider[];
  twoStep: TwoStepStatusJson;
  signIns: SignInRecordJson[];
}

/** GET /api/auth/providers: the identity providers offered on the sign-in screen. */
export interface ProvidersJson {
  providers: IdentityProvider[];
}

/** The client's cache key of ProvidersJson; the worker writes it into the sign-in pages it serves. */
export const providersQueryKey = ["auth-providers"] as const;

/** POST /api/auth/identities/:provider/start: where to send the browser (the state travels in a cookie). */
export interface IdentityStartJson {
  url: string;
}

/** GET /api/auth/pending-identity: an identity waiting to be linked after the member proves the account is theirs. */
export interface PendingIdentityJson {
  pending: { provider: IdentityProvider; email: string | null } | null;
}

/** POST /api/account/two-step/setup: the secret, shown once, as text and as an otpauth:// address for a QR code. */
export interface TwoStepSetupJson {
  secret: string;
  uri: string;
}

/** Recovery codes, shown once when two-step verification is turned on or the codes are renewed. */
export interface RecoveryCodesJson {
  recoveryCodes: string[];
}
