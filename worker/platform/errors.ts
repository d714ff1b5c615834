// The one error shape of the API: status + { error: { code, message } }, message in the
// request's locale, never a stack trace.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Locale } from "../../core/locale";
import type { ApiErrorJson, ErrorCode } from "../../core/api/errors";
import { errorMessages } from "../../i18n/errors/index";
import type { AppEnv } from "../env";
import { errorText } from "./error-text";

export type { ErrorCode };

/** Thrown by handlers; the message is either a catalogue entry or a text already localised. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly localized?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
  }
}

export function errorBody(code: ErrorCode, message: string): ApiErrorJson {
  return { error: { code, message } };
}

function catalogueMessage(code: ErrorCode, locale: Locale): string {
  return errorMessages[code]({}, { locale });
}

export function errorResponse(c: Context<AppEnv>, status: ContentfulStatusCode, code: ErrorCode, message?: string) {
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
  console.error(JSON.stringify({ level: "error", path: new URL(c.req.url).pathname, error: errorText(err) }));
  return errorResponse(c, 500, "internal");
}
