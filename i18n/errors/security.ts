import * as m from "../paraglide/messages.js";
import type { SecurityErrorCode } from "../../core/api/security";
import { catalogue } from "./catalogue";

export const securityErrors = catalogue<SecurityErrorCode>({
  passkey_failed: m.security_error_passkey_failed,
  passkey_unknown: m.security_error_passkey_unknown,
  challenge_expired: m.security_error_challenge_expired,
  two_step_invalid: m.security_error_two_step_invalid,
  two_step_required: m.security_error_two_step_required,
  ticket_expired: m.security_error_ticket_expired,
  last_way_in: m.security_error_last_way_in,
  identity_taken: m.security_error_identity_taken,
  identity_failed: m.security_error_identity_failed,
  provider_unavailable: m.security_error_provider_unavailable,
});
