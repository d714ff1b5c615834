// Schemas of the ways in (decision 0048): passkeys, the second step, identity providers. Messages are
// keys of messages/{en,ru}.json. WebAuthn responses are checked for shape and size here; their
// signatures and challenges by SimpleWebAuthn on the server.
import * as v from "valibot";
import { identityProviders } from "../auth/ways-in";
import { accountFieldsSchema, currentPasswordSchema, emailSchema, lastNameSchema, metricsSchema, nameSchema } from "./account";

const b64url = (max: number) =>
  v.pipe(v.string("validation_passkey_invalid"), v.maxLength(max, "validation_passkey_invalid"), v.regex(/^[A-Za-z0-9_-]*$/, "validation_passkey_invalid"));

const transports = v.optional(
  v.pipe(v.array(v.pipe(v.string("validation_passkey_invalid"), v.maxLength(32, "validation_passkey_invalid"))), v.maxLength(10, "validation_passkey_invalid")),
);
const extensions = v.optional(v.record(v.string(), v.unknown()), {});

/** What navigator.credentials.create gives, as SimpleWebAuthn's browser side sends it. */
export const registrationResponseSchema = v.object({
  id: b64url(1024),
  rawId: b64url(1024),
  type: v.literal("public-key", "validation_passkey_invalid"),
  response: v.object({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(16384),
    authenticatorData: v.optional(b64url(8192)),
    transports,
    publicKeyAlgorithm: v.optional(v.number("validation_passkey_invalid")),
    publicKey: v.optional(b64url(4096)),
  }),
  authenticatorAttachment: v.optional(v.picklist(["platform", "cross-platform"], "validation_passkey_invalid")),
  clientExtensionResults: extensions,
});

/** What navigator.credentials.get gives. */
export const authenticationResponseSchema = v.object({
  id: b64url(1024),
  rawId: b64url(1024),
  type: v.literal("public-key", "validation_passkey_invalid"),
  response: v.object({
    clientDataJSON: b64url(4096),
    authenticatorData: b64url(8192),
    signature: b64url(2048),
    userHandle: v.optional(b64url(512)),
  }),
  authenticatorAttachment: v.optional(v.picklist(["platform", "cross-platform"], "validation_passkey_invalid")),
  clientExtensionResults: extensions,
});

export const passkeyNameLimits = { min: 1, max: 50 } as const;
export const passkeyNameSchema = v.pipe(
  v.string("validation_passkey_name"),
  v.trim(),
  v.minLength(passkeyNameLimits.min, "validation_passkey_name"),
  v.maxLength(passkeyNameLimits.max, "validation_passkey_name"),
);

const returnToken = v.optional(v.boolean("validation_flag_invalid"));

export const passkeySignInSchema = v.object({ response: authenticationResponseSchema, returnToken });

/**
 * Deleting the account, confirmed by what the member has: the password, one of their passkeys
 * (answering /api/account/passkeys/confirm-options), or, with neither, the account's address typed.
 */
export const deleteAccountSchema = v.union(
  [v.object({ password: currentPasswordSchema }), v.object({ passkey: authenticationResponseSchema }), v.object({ email: emailSchema })],
  "validation_delete_confirmation",
);
export type DeleteAccountInput = v.InferOutput<typeof deleteAccountSchema>;

/** The account a passkey sign-up is for: the options carry the name the authenticator shows. */
export const passkeySignUpOptionsSchema = v.object({ email: emailSchema, firstName: nameSchema, lastName: lastNameSchema });

/** Sign-up with a passkey instead of a password: the sign-up form's fields, then the new credential. */
export const passkeySignUpSchema = v.object({
  firstName: accountFieldsSchema.entries.firstName,
  lastName: accountFieldsSchema.entries.lastName,
  email: accountFieldsSchema.entries.email,
  acceptAgreement: accountFieldsSchema.entries.acceptAgreement,
  metrics: metricsSchema,
  captchaToken: v.optional(v.pipe(v.string("validation_captcha_token"), v.maxLength(4096, "validation_captcha_token"))),
  response: registrationResponseSchema,
});

export const addPasskeySchema = v.object({ response: registrationResponseSchema, name: v.optional(passkeyNameSchema) });
export const renamePasskeySchema = v.object({ name: passkeyNameSchema });

/** A code from an authenticator app: six digits (spaces typed between them are dropped). */
export const totpCodeSchema = v.pipe(
  v.string("validation_totp_code"),
  v.transform((s) => s.replace(/\s+/g, "")),
  v.regex(/^\d{6}$/, "validation_totp_code"),
);

/** A recovery code: ten letters and digits, shown as two groups of five (case and dashes ignored). */
export const recoveryCodeSchema = v.pipe(
  v.string("validation_recovery_code"),
  v.transform((s) => s.replace(/[\s-]+/g, "").toLowerCase()),
  v.regex(/^[a-z0-9]{10}$/, "validation_recovery_code"),
);

/** The second step of a sign-in: the ticket the first step gave, and a code or a recovery code. */
export const twoStepSchema = v.pipe(
  v.object({
    ticket: v.pipe(v.string("validation_ticket_invalid"), v.regex(/^[A-Za-z0-9_-]{43}$/, "validation_ticket_invalid")),
    code: v.optional(totpCodeSchema),
    recoveryCode: v.optional(recoveryCodeSchema),
    returnToken,
  }),
  v.check((input) => (input.code === undefined) !== (input.recoveryCode === undefined), "validation_totp_code"),
);

export const twoStepCodeSchema = v.object({ code: totpCodeSchema });

/** Turning two-step verification off: the current password, or a code (accounts without a password). */
export const twoStepDisableSchema = v.pipe(
  v.object({ currentPassword: v.optional(currentPasswordSchema), code: v.optional(totpCodeSchema) }),
  v.check((input) => input.currentPassword !== undefined || input.code !== undefined, "validation_password_required"),
);

export const identityProviderSchema = v.picklist(identityProviders, "validation_provider_invalid");

/** Where the member returns after the provider: a path of this app, never another site. */
const redirectPath = v.pipe(
  v.string("validation_redirect_invalid"),
  v.maxLength(512, "validation_redirect_invalid"),
  v.regex(/^\/(?![/\\])[^\s]*$/, "validation_redirect_invalid"),
);

export const identityStartSchema = v.object({
  intent: v.picklist(["sign_in", "link"], "validation_flag_invalid"),
  redirect: v.optional(redirectPath),
});

export const pendingIdentityDecisionSchema = v.object({ accept: v.boolean("validation_flag_invalid") });
