// Calls to the account endpoints (worker/auth, worker/account) and what follows a sign-in.
import type { OkJson, PasswordChangedJson, SessionState, SignUpJson } from "../../core/api/auth";
import type { SignUpInput } from "../../core/validation/account";
import { apiFetch } from "../shared/api/client";

const post = <T = OkJson>(path: string, json: unknown) => apiFetch<T>(path, { method: "POST", json });

export const authApi = {
  signUp: (input: SignUpInput) => post<SignUpJson>("/api/auth/sign-up", input),
  resendVerification: (email: string, captchaToken?: string) => post("/api/auth/resend-verification", { email, captchaToken }),
  verifyEmail: (token: string) => post("/api/auth/verify-email", { token }),
  signIn: (email: string, password: string) => post<SessionState>("/api/auth/sign-in", { email, password }),
  requestLink: (email: string, captchaToken?: string) => post("/api/auth/sign-in-link", { email, captchaToken }),
  consumeLink: (token: string) => post<SessionState>("/api/auth/sign-in-link/consume", { token }),
  forgotPassword: (email: string, captchaToken?: string) => post("/api/auth/forgot-password", { email, captchaToken }),
  resetPassword: (token: string, newPassword: string, confirmPassword: string) =>
    post("/api/auth/reset-password", { token, newPassword, confirmPassword }),
  updateNames: (firstName: string, lastName: string) => post<SessionState>("/api/account/names", { firstName, lastName }),
  changePassword: (currentPassword: string, newPassword: string, confirmPassword: string) =>
    post<PasswordChangedJson>("/api/account/password", { currentPassword, newPassword, confirmPassword }),
  deleteAccount: (password: string) => post("/api/account/delete", { password }),
};
