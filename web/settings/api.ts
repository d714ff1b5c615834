// Calls to the account endpoints (worker/account): names, password, deletion.
import { api } from "../shared/api/client";

export const accountApi = {
  updateNames: (firstName: string, lastName: string) => api("POST /api/account/names", { body: { firstName, lastName } }),
  /** Without `currentPassword`: the first password of an account that has none. */
  changePassword: (currentPassword: string | undefined, newPassword: string, confirmPassword: string) =>
    api("POST /api/account/password", { body: { currentPassword, newPassword, confirmPassword } }),
  deleteAccount: (password: string) => api("POST /api/account/delete", { body: { password } }),
};
