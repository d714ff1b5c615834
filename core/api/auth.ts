// /api/auth and /api/account: sessions, sign-up, sign-in, e-mailed links, settings.
import type { SessionState, SessionUser } from "../session";

export type { SessionState, SessionUser };

export type AuthErrorCode =
  | "link_invalid"
  | "mail_failed"
  | "captcha_failed"
  | "invalid_credentials"
  | "email_not_verified"
  | "wrong_password"
  /** Deleting the account: the e-mail address typed is not the account's. */
  | "wrong_email"
  /** Deleting the account by its address typed, while it has a password or a passkey to confirm with. */
  | "confirmation_required";

/** The answer of requests whose only news is that they were accepted. */
export interface OkJson {
  ok: true;
}

/** POST /api/auth/sign-up: the same for a new and a known address. */
export interface SignUpJson {
  ok: true;
  email: string;
  warnings: "activity_defaulted"[];
}

/**
 * POST /api/auth/sign-in-link/consume from a browser that did not ask for the link: nothing is
 * used yet; the page names the account (masked, "a•••@example.com") and sends `confirm: true`.
 */
export interface LinkConfirmationJson {
  confirmation: { email: string };
}

/** POST /api/auth/sign-in with returnToken (API clients): the session in the body, no cookie. */
export interface TokenSessionJson {
  user: SessionUser;
  token: string;
  expiresAt: number;
}

/** POST /api/account/password: how many other devices were signed out. */
export interface PasswordChangedJson {
  ok: true;
  endedSessions: number;
}
