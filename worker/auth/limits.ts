// Abuse limits for the account endpoints (README "Abuse limits" lists the same numbers).
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { ApiError } from "../platform/errors";
import { hit, peek, type Limit } from "../platform/rate-limit";

const minute = 60_000;
const hour = 60 * minute;

export const authLimits = {
  signInFailuresPerAccount: { max: 5, windowMs: 15 * minute },
  signInFailuresPerIp: { max: 30, windowMs: 15 * minute },
  mailPerAddressMinute: { max: 1, windowMs: minute },
  mailPerAddressHour: { max: 5, windowMs: hour },
  signUpsPerIp: { max: 10, windowMs: hour },
  linkRequestsPerIp: { max: 20, windowMs: hour },
  resetRequestsPerIp: { max: 20, windowMs: hour },
} as const;

type LimitName = keyof typeof authLimits;

export const limitFor = (name: LimitName, subject: string): Limit => ({ key: `${name}:${subject}`, ...authLimits[name] });

export const clientIp = (req: Request) => req.headers.get("CF-Connecting-IP") ?? "unknown";

export function tooMany(locale: Locale, resetAt: number, now = Date.now()): ApiError {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(429, "too_many_requests", m.auth_rate_limited({ minutes: String(minutes) }, { locale }), {
    "Retry-After": String(seconds),
  });
}

/** Counts a request against each limit; the first one over its maximum answers 429. */
export async function spend(db: Db, limits: Limit[], locale: Locale): Promise<void> {
  for (const limit of limits) {
    const state = await hit(db, limit);
    if (state.count > limit.max) throw tooMany(locale, state.resetAt);
  }
}

/** Refuses when a limit is already used up, without counting this request. */
export async function ensureUnder(db: Db, limits: Limit[], locale: Locale): Promise<void> {
  for (const limit of limits) {
    const state = await peek(db, limit);
    if (state.count >= limit.max) throw tooMany(locale, state.resetAt);
  }
}

/** The e-mail budget of one address: one a minute, a few an hour. */
export const mailLimits = (email: string) => [limitFor("mailPerAddressMinute", email), limitFor("mailPerAddressHour", email)];
