import type { ApiErrorJson, ErrorCode } from "../../../core/api/errors";
import type { Locale } from "../../../core/locale";
import { getLocale } from "../../../i18n/paraglide/runtime.js";

/** The API's error codes, and "http_error" for an answer that carried none (a proxy's page). */
export type FailureCode = ErrorCode | "http_error";

/** An API failure with the server's code and its already-localised message. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: FailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** JSON over fetch with the session cookie; errors become ApiFailure with the server's message. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const locale: Locale = getLocale();
  const res = await fetch(path, {
    credentials: "same-origin",
    ...rest,
    headers: {
      Accept: "application/json",
      "Accept-Language": locale,
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a proxy's error page, say): keep the status, drop the body.
    body = undefined;
  }
  if (!res.ok) throw failureOf(res, body);
  return body as T;
}

/** A failed answer as ApiFailure: the API's error code and localised message when it sent one. */
export function failureOf(res: Response, body: unknown): ApiFailure {
  const err = (body as Partial<ApiErrorJson> | undefined)?.error;
  return new ApiFailure(res.status, err?.code ?? "http_error", err?.message ?? res.statusText);
}
