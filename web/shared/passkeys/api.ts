// Calls to the passkey endpoints (worker/auth/passkeys): sign-in, sign-up, and the member's own.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "../../../core/api/security";
import type { Metrics } from "../../../core/validation/account";
import { api } from "../api/client";

export interface PasskeySignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  acceptAgreement: true;
  metrics: Metrics;
  captchaToken?: string;
}

/** The browser's answer as the body's schema takes it (its extension results as a plain record). */
type Sendable<R> = Omit<R, "clientExtensionResults"> & { clientExtensionResults: Record<string, unknown> };
export const sendable = <R extends AuthenticationResponseJSON | RegistrationResponseJSON>(response: R) =>
  ({ ...response, clientExtensionResults: { ...response.clientExtensionResults } as Record<string, unknown> }) as Sendable<R>;

export const passkeyApi = {
  signInOptions: () => api("POST /api/auth/passkeys/sign-in-options"),
  signIn: (response: AuthenticationResponseJSON) => api("POST /api/auth/passkeys/sign-in", { body: { response: sendable(response) } }),
  signUpOptions: (email: string, firstName: string, lastName: string) =>
    api("POST /api/auth/passkeys/sign-up-options", { body: { email, firstName, lastName } }),
  signUp: (input: PasskeySignUpInput, response: RegistrationResponseJSON) => api("POST /api/auth/passkeys/sign-up", { body: { ...input, response: sendable(response) } }),
  addOptions: () => api("POST /api/account/passkeys/options"),
  /** To confirm an action (deleting the account) with one of the member's own passkeys. */
  confirmOptions: () => api("POST /api/account/passkeys/confirm-options"),
  add: (response: RegistrationResponseJSON) => api("POST /api/account/passkeys", { body: { response: sendable(response) } }),
  rename: (id: string, name: string) => api("PATCH /api/account/passkeys/:passkey", { params: { passkey: id }, body: { name } }),
  remove: (id: string) => api("DELETE /api/account/passkeys/:passkey", { params: { passkey: id } }),
};
