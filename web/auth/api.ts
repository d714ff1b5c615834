// Calls to the sign-up and sign-in endpoints (worker/auth).
import type { SignUpInput } from "../../core/validation/account";
import { api } from "../shared/api/client";

export const authApi = {
  signUp: (input: SignUpInput) => api("POST /api/auth/sign-up", { body: input }),
  resendVerification: (email: string, captchaToken?: string) =>
    api("POST /api/auth/resend-verification", { body: { email, captchaToken } }),
  verifyEmail: (token: string) => api("POST /api/auth/verify-email", { body: { token } }),
  signIn: (email: string, password: string) => api("POST /api/auth/sign-in", { body: { email, password } }),
  requestLink: (email: string, captchaToken?: string) => api("POST /api/auth/sign-in-link", { body: { email, captchaToken } }),
  /** `confirm`: the member chose to go on in a browser that did not ask for the link. */
  consumeLink: (token: string, confirm?: boolean) =>
    api("POST /api/auth/sign-in-link/consume", { body: confirm ? { token, confirm } : { token } }),
  forgotPassword: (email: string, captchaToken?: string) =>
    api("POST /api/auth/forgot-password", { body: { email, captchaToken } }),
  resetPassword: (token: string, newPassword: string, confirmPassword: string) =>
    api("POST /api/auth/reset-password", { body: { token, newPassword, confirmPassword } }),
};
