// Calls to the account endpoints (worker/account): names, password, deletion.
import { api } from "../shared/api/client";

export const accountApi = {
  updateNames: (firstName: string, lastName: string) => api("POST /api/account/names", { body: { firstName, lastName } }),
  changePassword: (currentPassword: string, newPassword: string, confirmPassword: string) =>
    api("POST /api/account/password", { body: { currentPassword, newPassword, confirmPassword } }),
  deleteAccount: (password: string) => api("POST /api/account/delete", { body: { password } }),
};
