// The one error shape of the API: status + { error: { code, message } }, message in the
// request's locale, never a stack trace (DESIGN section 4).
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Locale } from "../../core/locale";
import * as m from "../../web/paraglide/messages.js";
import type { AppEnv } from "../env";

type MessageFn = (inputs: Record<string, never>, options: { locale: Locale }) => string;

export const errorMessages = {
  bad_request: m.api_error_bad_request,
  validation_failed: m.api_error_bad_request,
  invalid_json: m.api_error_invalid_json,
  unauthorized: m.api_error_unauthorized,
  forbidden: m.api_error_forbidden,
  not_found: m.api_error_not_found,
  method_not_allowed: m.api_error_method_not_allowed,
  payload_too_large: m.api_error_payload_too_large,
  unsupported_media_type: m.api_error_unsupported_media_type,
  too_many_requests: m.api_error_too_many_requests,
  internal: m.api_error_internal,
  subscription_required: m.api_error_subscription_required,
  already_subscribed: m.billing_already_subscribed,
  no_subscription: m.api_error_no_subscription,
  payments_unavailable: m.api_error_payments_unavailable,
  webhook_invalid: m.api_error_webhook_invalid,
  progress_date_taken: m.progress_date_taken,
  profile_incomplete: m.api_error_profile_incomplete,
  no_plan: m.api_error_no_plan,
  dish_invalid: m.api_error_dish_invalid,
  rest_day: m.api_error_rest_day,
  exercise_invalid: m.api_error_exercise_invalid,
  workout_finished: m.api_error_workout_finished,
  workout_empty: m.api_error_workout_empty,
  chat_too_soon: m.chat_too_soon,
  chat_send_failed: m.chat_send_failed,
} satisfies Record<string, MessageFn>;

export type ErrorCode = keyof typeof errorMessages;

/** Thrown by handlers; the message is either a catalogue entry or a text already localised. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly localized?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
  }
}

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

function catalogueMessage(code: string, locale: Locale): string {
  const fn = (errorMessages as Record<string, MessageFn>)[code] ?? errorMessages.internal;
  return fn({}, { locale });
}

export function errorResponse(c: Context<AppEnv>, status: ContentfulStatusCode, code: string, message?: string) {
  const locale = c.get("locale") ?? "en";
  return c.json(errorBody(code, message ?? catalogueMessage(code, locale)), status, {
    "Cache-Control": "no-store",
  });
}

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "too_many_requests",
};

export function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) {
    const res = errorResponse(c, err.status, err.code, err.localized);
    for (const [k, v] of Object.entries(err.headers ?? {})) res.headers.set(k, v);
    return res;
  }
  if (err instanceof HTTPException) {
    // Hono's JSON parser throws 400 "Malformed JSON in request body".
    const code = err.status === 400 && /json/i.test(err.message) ? "invalid_json" : statusCodes[err.status];
    return errorResponse(c, err.status as ContentfulStatusCode, code ?? "internal");
  }
  // Unexpected: log the name and message only (no request data, no secrets), answer generically.
  console.error(JSON.stringify({ level: "error", path: new URL(c.req.url).pathname, error: err.name, message: err.message }));
  return errorResponse(c, 500, "internal");
}
