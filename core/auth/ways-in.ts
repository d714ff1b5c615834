// The ways into an account besides the e-mailed link (decision 0048, docs/security.md "Ways in"):
// a password, passkeys, and identities at other providers. The e-mailed link is the way back in
// (it proves the address), not one a member can remove, so it is not counted here.

/** Identity providers a member can sign in with; `dev` exists only in development builds. */
export const identityProviders = ["google", "yandex", "dev"] as const;
export type IdentityProvider = (typeof identityProviders)[number];

/** How a sign-in's first step was made (recorded in the recent sign-ins). */
export const signInMethods = ["password", "link", "passkey", "google", "yandex", "dev"] as const;
export type SignInMethod = (typeof signInMethods)[number];

/** The second step, when one was asked: an authenticator app's code or a recovery code. */
export const secondSteps = ["totp", "recovery"] as const;
export type SecondStep = (typeof secondSteps)[number];

/** Single-use challenges and tickets kept server-side (table auth_challenges). */
export const challengePurposes = [
  "passkey_register",
  "passkey_sign_in",
  "passkey_sign_up",
  /** A signed-in member's passkey confirming an action (deleting the account). */
  "passkey_confirm",
  "second_step",
  "pending_identity",
] as const;
export type ChallengePurpose = (typeof challengePurposes)[number];

/** Lifetimes, ms: a passkey ceremony, the second step after the first, a pending identity to link. */
export const challengeLifetimesMs: Record<ChallengePurpose, number> = {
  passkey_register: 5 * 60_000,
  passkey_sign_in: 5 * 60_000,
  passkey_sign_up: 5 * 60_000,
  passkey_confirm: 5 * 60_000,
  second_step: 5 * 60_000,
  pending_identity: 15 * 60_000,
};

/** How many recovery codes a member gets at a time. */
export const recoveryCodeCount = 10;
/** How many passkeys one account may hold. */
export const maxPasskeys = 20;
/** How long recent sign-ins are kept, and how many the security tab lists. */
export const signInHistoryDays = 90;
export const signInHistoryShown = 20;
