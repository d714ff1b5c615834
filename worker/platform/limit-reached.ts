// The one answer to a full rate limit: 429 with Retry-After in whole seconds (never 0, which a
// client would take as "now"), and, where a message names it, the moment the window opens.
import type { Locale } from "../../core/locale";
import { ApiError, type ErrorCode } from "./errors";

/** Whole seconds until `resetAt`, at least 1. */
export const secondsUntil = (resetAt: number, now: number): number => Math.max(1, Math.ceil((resetAt - now) / 1000));

export function limitReached(code: ErrorCode, resetAt: number, now: number, message?: string): ApiError {
  return new ApiError(429, code, message, { "Retry-After": String(secondsUntil(resetAt, now)) });
}

/** "November 30 at 10:00 UTC": the server does not know the member's time zone, so it says UTC. */
export const formatResetUtc = (at: number, locale: Locale): string =>
  `${new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(at)} UTC`;
