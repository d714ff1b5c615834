// The two WebAuthn ceremonies, checked by SimpleWebAuthn: options for the browser (their challenge
// kept single-use in auth_challenges), and the browser's answer, whose challenge is looked up by
// the value in its clientDataJSON and used up before anything else is checked.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Context } from "hono";
import type * as v from "valibot";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "../../../core/api/security";
import type { authenticationResponseSchema, registrationResponseSchema } from "../../../core/validation/security";
import { challengeLifetimesMs, type ChallengePurpose } from "../../../core/auth/ways-in";
import type { SecurityErrorCode } from "../../../core/api/security";
import { errorMessages } from "../../../i18n/errors/index";
import type { AppEnv } from "../../env";
import { ApiError } from "../../platform/errors";
import { consumeChallenge, createChallenge, type Challenge } from "../challenges";
import type { Passkey, NewPasskey } from "./store";
import type { RelyingParty } from "./relying-party";

export const passkeyError = (c: Context<AppEnv>, status: 400 | 401 | 409, code: SecurityErrorCode) =>
  new ApiError(status, code, errorMessages[code]({}, { locale: c.get("locale") }));

/** The user handle an authenticator keeps for the account: its id, never the address. */
export const userHandle = (userId: string) => Uint8Array.from(new TextEncoder().encode(userId));
const userHandleText = (userId: string) => isoBase64URL.fromUTF8String(userId);

/** Options for navigator.credentials.create: a discoverable passkey (autofill finds it), verification preferred. */
export async function registrationOptions(
  c: Context<AppEnv>,
  rp: RelyingParty,
  purpose: ChallengePurpose,
  user: { id: string; email: string; displayName: string },
  opts: { exclude?: { id: string; transports: string[] }[]; challengeUserId?: string | null; data?: Record<string, unknown> } = {},
) {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandle(user.id),
    userDisplayName: user.displayName,
    timeout: challengeLifetimesMs[purpose],
    attestationType: "none",
    excludeCredentials: (opts.exclude ?? []).map((k) => ({ id: k.id, transports: k.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "preferred" },
  });
  await createChallenge(c.var.db, purpose, { value: options.challenge, userId: opts.challengeUserId ?? null, data: opts.data ?? null, now: c.var.clock.now() });
  return options;
}

/** Options for navigator.credentials.get: any of this site's passkeys (the browser lists them). */
export async function authenticationOptions(c: Context<AppEnv>, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "preferred", timeout: challengeLifetimesMs.passkey_sign_in });
  await createChallenge(c.var.db, "passkey_sign_in", { value: options.challenge, now: c.var.clock.now() });
  return options;
}

/**
 * Options for a signed-in member to confirm an action with one of their own passkeys (deleting the
 * account): only their credentials are offered, and the authenticator must verify the person.
 */
export async function confirmationOptions(c: Context<AppEnv>, rp: RelyingParty, userId: string, credentials: { id: string; transports: string[] }[]) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    timeout: challengeLifetimesMs.passkey_confirm,
    allowCredentials: credentials.map((k) => ({ id: k.id, transports: k.transports as AuthenticatorTransportFuture[] })),
  });
  await createChallenge(c.var.db, "passkey_confirm", { value: options.challenge, userId, now: c.var.clock.now() });
  return options;
}

/** The challenge the browser signed, read from clientDataJSON (its signature is checked later). */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === "string" && /^[A-Za-z0-9_-]{16,128}$/.test(data.challenge) ? data.challenge : null;
  } catch {
    return null;
  }
}

/** Uses up the answer's challenge: once, while it lives, for this purpose only. */
export async function takeChallenge(c: Context<AppEnv>, clientDataJSON: string, purpose: ChallengePurpose): Promise<{ value: string; row: Challenge }> {
  const value = signedChallenge(clientDataJSON);
  const row = value ? await consumeChallenge(c.var.db, value, purpose, c.var.clock.now()) : null;
  if (!value || !row) throw passkeyError(c, 400, "challenge_expired");
  return { value, row };
}

/** Checks a new passkey's answer against the challenge; what to store, or passkey_failed. */
export async function checkRegistration(
  c: Context<AppEnv>,
  rp: RelyingParty,
  response: v.InferOutput<typeof registrationResponseSchema>,
  challenge: string,
): Promise<NewPasskey> {
  try {
    const result = await verifyRegistrationResponse({
      // The schema checked shapes and sizes; the library checks every value.
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (result.verified) {
      const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
      return {
        id: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
      };
    }
  } catch {
    // A malformed or forged answer: the same refusal as an unverified one.
  }
  throw passkeyError(c, 400, "passkey_failed");
}

/**
 * Checks a sign-in's answer with the stored passkey: signature, origin, host, challenge, and that
 * the user handle (when the authenticator sends one) is the one the passkey was made with (its
 * account's id, or its `userHandle`). Answers the new counter and whether the authenticator
 * verified the member (PIN, fingerprint, face).
 */
export async function checkAuthentication(
  c: Context<AppEnv>,
  rp: RelyingParty,
  response: v.InferOutput<typeof authenticationResponseSchema>,
  challenge: string,
  passkey: Passkey,
): Promise<{ newCounter: number; userVerified: boolean }> {
  const handle = response.response.userHandle;
  if (handle && handle !== userHandleText(passkey.userHandle ?? passkey.userId)) throw passkeyError(c, 401, "passkey_failed");
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: false,
    });
    if (result.verified) return { newCounter: result.authenticationInfo.newCounter, userVerified: result.authenticationInfo.userVerified };
  } catch {
    // A replayed counter, a wrong signature, another site's origin: all one refusal.
  }
  throw passkeyError(c, 401, "passkey_failed");
}
