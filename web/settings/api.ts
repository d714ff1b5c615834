// Calls to the account endpoints (worker/account): names, password, deletion.
import type { AuthenticationResponseJSON } from "../../core/api/security";
import { api } from "../shared/api/client";
import { sendable } from "../shared/passkeys/api";

/** What confirms deleting the account: the password, a passkey's answer, or (with neither) the address typed. */
export type DeleteConfirmation = { password: string } | { passkey: AuthenticationResponseJSON } | { email: string };

export const accountApi = {
  updateNames: (firstName: string, lastName: string) => api("POST /api/account/names", { body: { firstName, lastName } }),
  /** Without `currentPassword`: the first password of an account that has none. */
  changePassword: (currentPassword: string | undefined, newPassword: string, confirmPassword: string) =>
    api("POST /api/account/password", { body: { currentPassword, newPassword, confirmPassword } }),
  deleteAccount: (confirmation: DeleteConfirmation) =>
    api("POST /api/account/delete", {
      body: "passkey" in confirmation ? { passkey: sendable(confirmation.passkey) } : confirmation,
    }),
};
