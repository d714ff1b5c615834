// The browser's side of passkeys. SimpleWebAuthn's browser half is fetched only when a screen
// starts a ceremony (sign-in, sign-up, settings): this module is imported by those lazily
// loaded screens alone, never by the start bundle.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import * as m from "../../../i18n/paraglide/messages.js";
import { ApiFailure } from "../api/client";
import { notify } from "../ui/toast";

const library = () => import("@simplewebauthn/browser");

/** Whether this browser has WebAuthn at all (told without loading the library). */
export const passkeysSupported = () => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

/** The member closed the browser's dialog, it timed out, or another ceremony took its place. */
export class PasskeyCancelled extends Error {
  override name = "PasskeyCancelled";
}
/** The authenticator already keeps a passkey for this account (it was in the exclude list). */
export class PasskeyAlreadyThere extends Error {
  override name = "PasskeyAlreadyThere";
}

function translate(err: unknown): unknown {
  const name = err instanceof Error ? err.name : "";
  const code = (err as { code?: string } | null)?.code;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return new PasskeyAlreadyThere();
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") return new PasskeyCancelled();
  return err;
}

/** navigator.credentials.get; with `autofill`, the browser offers the passkeys in the e-mail field's suggestions. */
export async function getPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON, autofill = false) {
  const { startAuthentication } = await library();
  try {
    return await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  } catch (err) {
    throw translate(err);
  }
}

/** navigator.credentials.create. */
export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await library();
  try {
    return await startRegistration({ optionsJSON });
  } catch (err) {
    throw translate(err);
  }
}

export async function autofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const { browserSupportsWebAuthnAutofill } = await library();
  return browserSupportsWebAuthnAutofill();
}

/** Ends a waiting ceremony (the autofill one when its screen closes). */
export async function cancelPasskeyCeremony(): Promise<void> {
  (await library()).WebAuthnAbortService.cancelCeremony();
}

/** A failed ceremony as a toast: the server's message, else what the browser's refusal means. */
export function toastPasskeyFailure(err: unknown): void {
  if (err instanceof ApiFailure && err.code !== "http_error" && err.message) notify.error(err.message);
  else if (err instanceof PasskeyCancelled) notify.error(m.passkey_cancelled());
  else if (err instanceof PasskeyAlreadyThere) notify.error(m.passkey_already_registered());
  else notify.error(passkeysSupported() ? m.security_error_passkey_failed() : m.passkey_unsupported());
}
