import * as m from "../paraglide/messages.js";
import type { GeneralErrorCode } from "../../core/api/errors";
import { catalogue } from "./catalogue";

/** Errors any endpoint may answer with. */
export const generalErrors = catalogue<GeneralErrorCode>({
  bad_request: m.api_error_bad_request,
  // Answered with the failed rule's own message; the generic one is the fallback.
  validation_failed: m.api_error_bad_request,
  invalid_json: m.api_error_invalid_json,
  unauthorized: m.api_error_unauthorized,
  forbidden: m.api_error_forbidden,
  cross_site_request: m.api_error_cross_site,
  not_found: m.api_error_not_found,
  method_not_allowed: m.api_error_method_not_allowed,
  payload_too_large: m.api_error_payload_too_large,
  unsupported_media_type: m.api_error_unsupported_media_type,
  too_many_requests: m.api_error_too_many_requests,
  // Always answered with the count and the time (worker/shared/sync-budget.ts).
  sync_limit: m.api_error_too_many_requests,
  internal: m.api_error_internal,
});
