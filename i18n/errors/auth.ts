import * as m from "../paraglide/messages.js";
import type { AuthErrorCode } from "../../core/api/auth";
import { catalogue } from "./catalogue";

export const authErrors = catalogue<AuthErrorCode>({
  link_invalid: m.validation_link_invalid,
  mail_failed: m.auth_mail_failed,
  captcha_failed: m.auth_captcha_failed,
  invalid_credentials: m.auth_invalid_credentials,
  email_not_verified: m.auth_email_not_verified,
  wrong_password: m.auth_wrong_password,
  wrong_email: m.settings_delete_wrong_email,
  confirmation_required: m.settings_delete_use_stronger,
});
